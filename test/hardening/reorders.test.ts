import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { ENTER_TENANT_SQL } from '@/lib/server/tenancy/tenant-pool';
import { createTenant, createUser, type TestTenant, type TestUser } from '../support/factories';
import { call } from '../support/http';
import { nextCourseOrder } from '../support/orders';

// Reorders run one statement whatever the length of the list (docs/decisions.md 131): the statements
// sent to PostgreSQL by a reorder of a short list and of a long one are the same number, and the orders
// come out 1..n in the order sent. Statements are counted where the bench counts them (pg.Client#query,
// which Prisma's pool goes through).

let statements = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  // Putting a pooled connection in the tenant depends on what the pool ran before, not on the list.
  if (args[0] !== ENTER_TENANT_SQL) statements++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

async function counted(fn: () => Promise<{ status: number }>) {
  const before = statements;
  const res = await fn();
  expect(res.status).toBe(200);
  return statements - before;
}

const route = async <T>(p: Promise<T>) => p;
const CFG = '/api/auth/config/plataforma';

interface Case {
  name: string;
  /** list lengths to compare (header links are capped at three) */
  sizes: [number, number];
  /** makes a list of n rows with orders 1..n; answers their ids and how to read the orders back */
  make: (t: TestTenant, n: number) => Promise<{ ids: string[]; scope?: string }>;
  reorder: (t: TestTenant, admin: TestUser, ids: string[], scope?: string) => Promise<{ status: number }>;
  orders: (t: TestTenant, scope?: string) => Promise<{ id: string; order: number }[]>;
}

const byOrder = { orderBy: { order: 'asc' as const }, select: { id: true, order: true } };

const CASES: Case[] = [
  {
    name: 'banners',
    sizes: [3, 12],
    make: async (t, n) => ({
      ids: await Promise.all(
        Array.from(
          { length: n },
          async (_, i) =>
            (await prisma.banner.create({ data: { tenantId: t.id, order: i + 1, title: `B${i}` } })).id,
        ),
      ),
    }),
    reorder: async (t, admin, ids) => {
      const { POST } = await route(import('@/app/api/auth/config/plataforma/bannersCustom/order/route'));
      return call(POST, 'POST', `${CFG}/bannersCustom/order`, {
        host: t.host,
        cookie: admin.cookie,
        body: { tenant_id: t.id, newOrdenation: ids },
      });
    },
    orders: (t) => prisma.banner.findMany({ where: { tenantId: t.id }, ...byOrder }),
  },
  {
    name: 'header links',
    sizes: [2, 3],
    make: async (t, n) => ({
      ids: await Promise.all(
        Array.from(
          { length: n },
          async (_, i) =>
            (
              await prisma.navigationLink.create({
                data: { tenantId: t.id, title: `L${i}`, url: `l${i}.example.com`, order: i + 1 },
              })
            ).id,
        ),
      ),
    }),
    reorder: async (t, admin, ids) => {
      const { POST } = await route(import('@/app/api/auth/config/plataforma/links/order/route'));
      return call(POST, 'POST', `${CFG}/links/order`, {
        host: t.host,
        cookie: admin.cookie,
        body: { newOrdenation: ids },
      });
    },
    orders: (t) => prisma.navigationLink.findMany({ where: { tenantId: t.id }, ...byOrder }),
  },
  {
    name: 'communities',
    sizes: [3, 12],
    make: async (t, n) => ({
      ids: await Promise.all(
        Array.from(
          { length: n },
          async (_, i) =>
            (await prisma.community.create({ data: { tenantId: t.id, title: `C${i}`, order: i + 1 } })).id,
        ),
      ),
    }),
    reorder: async (t, admin, ids) => {
      const { PUT } = await route(import('@/app/api/v2/communities/order/route'));
      return call(PUT, 'PUT', '/api/v2/communities/order', {
        host: t.host,
        cookie: admin.cookie,
        body: ids.map((id, i) => ({ id, order: i + 1, tenant_id: t.id })),
      });
    },
    orders: (t) => prisma.community.findMany({ where: { tenantId: t.id, deletedAt: null }, ...byOrder }),
  },
  {
    name: 'carousels',
    sizes: [3, 12],
    make: async (t, n) => ({
      ids: await Promise.all(
        Array.from(
          { length: n },
          async (_, i) =>
            (
              await prisma.carousel.create({
                data: { tenantId: t.id, title: `K${i}`, type: 1, typeContent: 'course', order: i + 1 },
              })
            ).id,
        ),
      ),
    }),
    reorder: async (t, admin, ids) => {
      const { POST } = await route(import('@/app/api/auth/config/plataforma/carrossel/orderCarrossel/route'));
      return call(POST, 'POST', `${CFG}/carrossel/orderCarrossel`, {
        host: t.host,
        cookie: admin.cookie,
        body: { tenant_id: t.id, newOrdenation: ids },
      });
    },
    orders: (t) => prisma.carousel.findMany({ where: { tenantId: t.id }, ...byOrder }),
  },
  {
    name: 'carousel items',
    sizes: [3, 12],
    make: async (t, n) => {
      const course = await prisma.course.create({
        data: { tenantId: t.id, order: await nextCourseOrder(t.id), title: 'C', slug: `c-${n}` },
      });
      const carousel = await prisma.carousel.create({
        data: { tenantId: t.id, title: 'K', type: 1, typeContent: 'course', order: 100 + n },
      });
      const ids = [];
      for (let i = 0; i < n; i++)
        ids.push(
          (
            await prisma.carouselItem.create({
              data: {
                tenantId: t.id,
                carouselId: carousel.id,
                kind: 'course',
                courseId: course.id,
                order: i + 1,
              },
            })
          ).id,
        );
      return { ids, scope: carousel.id };
    },
    reorder: async (t, admin, ids, scope) => {
      const { POST } = await route(import('@/app/api/auth/config/plataforma/carrossel/orderItens/route'));
      return call(POST, 'POST', `${CFG}/carrossel/orderItens`, {
        host: t.host,
        cookie: admin.cookie,
        body: { tenant_id: t.id, carousel_id: scope, order: ids },
      });
    },
    orders: (_t, scope) => prisma.carouselItem.findMany({ where: { carouselId: scope }, ...byOrder }),
  },
  {
    name: 'quiz questions',
    sizes: [3, 12],
    make: async (t, n) => {
      const quiz = await prisma.quiz.create({ data: { tenantId: t.id, name: `Q${n}` } });
      const ids = [];
      for (let i = 0; i < n; i++)
        ids.push(
          (
            await prisma.quizQuestion.create({
              data: { tenantId: t.id, quizId: quiz.id, text: `P${i}?`, order: i + 1 },
            })
          ).id,
        );
      return { ids, scope: quiz.id };
    },
    reorder: async (t, admin, ids, scope) => {
      const { POST } = await route(import('@/app/api/auth/quiz/[id]/questions/order/route'));
      return call(POST, 'POST', `/api/auth/quiz/${scope}/questions/order`, {
        host: t.host,
        cookie: admin.cookie,
        params: { id: scope! },
        body: { ids },
      });
    },
    orders: (_t, scope) => prisma.quizQuestion.findMany({ where: { quizId: scope }, ...byOrder }),
  },
];

describe('reorders run a constant number of statements', () => {
  const tenants: { t: TestTenant; admin: TestUser }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const t = await createTenant();
      tenants.push({ t, admin: await createUser(t, 'admin') });
    }
  });

  for (const c of CASES) {
    it(`${c.name}: the same statements for ${c.sizes[0]} and ${c.sizes[1]} rows, orders 1..n as sent`, async () => {
      const counts: number[] = [];
      for (const [k, size] of c.sizes.entries()) {
        const { t, admin } = tenants[k]!;
        const { ids, scope } = await c.make(t, size);
        const reversed = [...ids].reverse();
        // a first call warms the route module and the session; the second one is counted
        await c.reorder(t, admin, ids, scope);
        counts.push(await counted(() => c.reorder(t, admin, reversed, scope)));
        expect(await c.orders(t, scope)).toEqual(reversed.map((id, i) => ({ id, order: i + 1 })));
      }
      expect(counts[1]).toBe(counts[0]);
    });
  }
});
