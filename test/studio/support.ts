import { prisma } from '@/lib/server/db';
import { buildContext } from '@/lib/server/route';
import { call, makeRequest } from '../support/http';
import type { TestTenant, TestUser } from '../support/factories';

// Calls of the studio endpoints as an editor would make them, and the orders a list holds.

type Handler = Parameters<typeof call>[0];

export const studioCall = <T = any>(
  handler: Handler,
  method: string,
  path: string,
  t: TestTenant,
  u: TestUser,
  body?: unknown,
) => call<T>(handler, method, path, { host: t.host, cookie: u.cookie, body });

export const ctxOf = (t: TestTenant, u: TestUser) =>
  buildContext(makeRequest('GET', '/', { host: t.host, cookie: u.cookie }));

/** The live lessons of a module as [id, order], in order. */
export const lessonOrders = (moduleId: string) =>
  prisma.lesson
    .findMany({
      where: { moduleId, deletedAt: null },
      orderBy: { order: 'asc' },
      select: { id: true, order: true },
    })
    .then((rows) => rows.map((r) => [r.id, r.order] as const));

export const contiguous = (orders: readonly (readonly [string, number])[]) =>
  orders.map(([, o]) => o).every((o, i) => o === i + 1);
