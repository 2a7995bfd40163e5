// The shapes every bench case file shares (bench/cases.ts and the *-cases.ts it spreads) and the demo
// accounts the cases sign in as (lib/seed/demo-data.ts).

export type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

/** One prepared endpoint: the handler and a factory of fresh Requests (a body can be read only once). */
export interface BenchRequest {
  handler: Handler;
  request: () => Request;
  /** the dynamic segments Next would pass, e.g. { tenant } for [tenant] */
  params?: Record<string, string>;
}

export interface BenchContext {
  /** the demo tenant (lib/seed/demo-data.ts) as reached on `localhost` */
  host: string;
  tenantId: string;
  /** signs in through POST /api/login (on `host`, the demo tenant's by default) and answers the Cookie header */
  signIn(email: string, password?: string, host?: string): Promise<string>;
  /** the large tenant of bench/large-tenant.ts; null with BENCH_LARGE=0 */
  large: {
    host: string;
    tenantId: string;
    student: string;
    /** the community with 100,000 posts and the keyset of its 90,000th post */
    community: { id: string; deep: { createdAt: Date; id: string } };
  } | null;
}

export interface BenchCase {
  /** "VERB /path" as in docs/api-map.md */
  name: string;
  /** share of BENCH_ITERATIONS this case runs (default 1), for endpoints that are slow on purpose */
  scale?: number;
  /** needs the large tenant: skipped with BENCH_LARGE=0 */
  large?: boolean;
  /** requests in flight for this case (default BENCH_CONCURRENCY), e.g. bench/hot-post.ts */
  concurrency?: number;
  prepare(ctx: BenchContext): Promise<BenchRequest> | BenchRequest;
}

export const STUDENT = 'aluno@demo.local';
export const EDITOR = 'admin@demo.local';
/** the same account as EDITOR, under the name the appearance cases use */
export const ADMIN = EDITOR;
