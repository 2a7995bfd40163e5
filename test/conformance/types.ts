import type { Action } from '@/lib/auth/permissions';
import type { z } from 'zod';
import type { TestTenant, TestUser } from '../support/factories';

export type Handler = (
  req: Request,
  ctx?: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

/** What a case is built against: the tenant whose resources are targeted, and ids made by `setup`. */
export interface Target {
  tenant: TestTenant;
  admin: TestUser;
  student: TestUser;
  ids: Record<string, string>;
}

export interface Endpoint {
  /** "METHOD /path/as/documented" */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  auth: 'public' | 'user' | 'editor';
  /**
   * A permission the service checks beyond the route's action for this call's target (another member's
   * post is moderation): the per-role case expects 403 for a role without it (ADR 0500).
   */
  alsoNeeds?: Action;
  handler: () => Promise<Handler>;
  path: (t: Target) => string;
  params?: (t: Target) => Record<string, string | string[]>;
  /** creates the resources a call needs in the target tenant; runs before every case */
  setup?: (t: Target) => Promise<Record<string, string>>;
  body?: (t: Target) => unknown;
  headers?: (t: Target) => Record<string, string>;
  /** the documented answer shape of a valid call */
  response: z.ZodType;
  validStatus?: number;
  /** a body that breaks the payload rules; absent means the endpoint takes no input worth breaking */
  malformed?: (t: Target) => unknown;
  /** a path whose query breaks the rules (GET calls, query tokens); the malformed case calls it */
  malformedPath?: (t: Target) => string;
  /** state a malformed call must leave unchanged (defaults to nothing checked) */
  snapshot?: (t: Target) => Promise<unknown>;
  /**
   * false for calls that name no tenant and no resource (cross-tenant 404 does not apply); 'ignored' for
   * calls that take another tenant's ids and skip them (the other tenant's call must change nothing in
   * `snapshot`, which is then required)
   */
  crossTenant?: boolean | 'ignored';
}
