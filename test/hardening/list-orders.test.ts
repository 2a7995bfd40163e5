import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage } from '@/lib/server/storage/local';
import { ENDPOINTS } from '../conformance/endpoints';
import type { Target } from '../conformance/types';
import { createTenant, createUser } from '../support/factories';
import { call } from '../support/http';

// Orders are unique per list (docs/decisions.md 132): the database refuses a repeated order, and
// concurrent creates through the endpoints (max + 1 under the list's lock) end with distinct orders.

let pg: Client;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'praca-list-orders-'));
  setStorageForTests(createLocalStorage({ dir: uploadsDir, secret: 'list-orders-secret-'.padEnd(40, 'x') }));
  pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
});
afterAll(async () => {
  setStorageForTests(null);
  await rm(uploadsDir, { recursive: true, force: true });
  await pg.end();
});

async function refusal(sql: string, params: unknown[] = []): Promise<string | undefined> {
  try {
    await pg.query(sql, params);
  } catch (e) {
    const err = e as { code?: string; constraint?: string };
    return `${err.code} ${err.constraint}`;
  }
  return undefined;
}

/** Each list: its table, the column that bounds it, and the constraint that keeps its orders unique. */
const LISTS = [
  { table: 'banners', by: 'tenant_id', constraint: 'banners_tenant_id_order_key' },
  { table: 'navigation_links', by: 'tenant_id', constraint: 'navigation_links_tenant_id_order_key' },
  { table: 'carousels', by: 'tenant_id', constraint: 'carousels_tenant_id_order_key' },
  { table: 'carousel_items', by: 'carousel_id', constraint: 'carousel_items_carousel_id_order_key' },
  { table: 'quiz_questions', by: 'quiz_id', constraint: 'quiz_questions_quiz_id_order_key' },
  { table: 'quiz_profiles', by: 'quiz_id', constraint: 'quiz_profiles_quiz_id_order_key' },
  { table: 'quiz_options', by: 'question_id', constraint: 'quiz_options_question_id_order_key' },
  { table: 'communities', by: 'tenant_id', constraint: 'communities_live_order_excl' },
];

describe('the database keeps orders unique per list', () => {
  it('every list has its deferrable constraint', async () => {
    const r = await pg.query(
      `SELECT conname::text, condeferrable, condeferred FROM pg_constraint WHERE conname = ANY ($1) ORDER BY 1`,
      [LISTS.map((l) => l.constraint)],
    );
    expect(r.rows).toEqual(
      LISTS.map((l) => ({ conname: l.constraint, condeferrable: true, condeferred: false })).sort((a, b) =>
        a.conname.localeCompare(b.conname),
      ),
    );
  });

  for (const l of LISTS) {
    it(`${l.table}: a second row at a taken order of the same list is refused; moving it to a free one passes`, async () => {
      // A copy of a row (new id) in the same list at the same order.
      const t = await createTenant();
      const row = await makeRow(l.table, t.id);
      const copy = `INSERT INTO "${l.table}" SELECT (jsonb_populate_record(NULL::"${l.table}",
          to_jsonb(x) || jsonb_build_object('id', gen_random_uuid()) || $2::jsonb)).* FROM "${l.table}" x WHERE id = $1`;
      const code = await refusal(copy, [row, '{}']);
      expect(code).toBe(`${l.table === 'communities' ? '23P01' : '23505'} ${l.constraint}`);
      expect(await refusal(copy, [row, JSON.stringify({ order: 999 })])).toBeUndefined();
      if (l.table === 'communities') {
        // a soft-deleted community may keep a number a live one has
        const deleted = JSON.stringify({ deleted_at: new Date().toISOString(), principal: false });
        expect(await refusal(copy, [row, deleted])).toBeUndefined();
      }
    });
  }

  it('a one-statement swap of two positions passes (checked at the end of the statement)', async () => {
    const t = await createTenant();
    const a = await makeRow('banners', t.id, 1);
    const b = await makeRow('banners', t.id, 2);
    await pg.query(`UPDATE banners SET "order" = 3 - "order" WHERE id = ANY ($1)`, [[a, b]]);
    const r = await pg.query(`SELECT id, "order" FROM banners WHERE tenant_id = $1 ORDER BY "order"`, [t.id]);
    expect(r.rows).toEqual([
      { id: b, order: 1 },
      { id: a, order: 2 },
    ]);
  });
});

/** One row of `table` in tenant `tenantId` (with its parents), at `order`; answers its id. */
async function makeRow(table: string, tenantId: string, order = 1): Promise<string> {
  const q = async (sql: string, params: unknown[]) => (await pg.query(sql, params)).rows[0].id as string;
  switch (table) {
    case 'banners':
      return q(
        `INSERT INTO banners (id, tenant_id, "order", title, updated_at)
        VALUES (gen_random_uuid(), $1, $2, 'B', now()) RETURNING id`,
        [tenantId, order],
      );
    case 'navigation_links':
      return q(
        `INSERT INTO navigation_links (id, tenant_id, "order", title, url)
        VALUES (gen_random_uuid(), $1, $2, 'L', 'example.com') RETURNING id`,
        [tenantId, order],
      );
    case 'carousels':
      return q(
        `INSERT INTO carousels (id, tenant_id, "order", title, updated_at)
        VALUES (gen_random_uuid(), $1, $2, 'K', now()) RETURNING id`,
        [tenantId, order],
      );
    case 'communities':
      return q(
        `INSERT INTO communities (id, tenant_id, "order", title, updated_at)
        VALUES (gen_random_uuid(), $1, $2, 'C', now()) RETURNING id`,
        [tenantId, order],
      );
    case 'carousel_items': {
      const carousel = await makeRow('carousels', tenantId, 50);
      const course = await q(
        `INSERT INTO courses (id, tenant_id, title, slug) VALUES (gen_random_uuid(), $1, 'C', 'c') RETURNING id`,
        [tenantId],
      );
      return q(
        `INSERT INTO carousel_items (id, tenant_id, carousel_id, kind, course_id, "order")
         VALUES (gen_random_uuid(), $1, $2, 'course', $3, $4) RETURNING id`,
        [tenantId, carousel, course, order],
      );
    }
    case 'quiz_questions':
    case 'quiz_profiles':
    case 'quiz_options': {
      const quiz = await q(
        `INSERT INTO quizzes (id, tenant_id, name, updated_at)
        VALUES (gen_random_uuid(), $1, 'Q', now()) RETURNING id`,
        [tenantId],
      );
      if (table === 'quiz_profiles')
        return q(
          `INSERT INTO quiz_profiles (id, tenant_id, quiz_id, name, "order")
          VALUES (gen_random_uuid(), $1, $2, 'P', $3) RETURNING id`,
          [tenantId, quiz, order],
        );
      const question = await q(
        `INSERT INTO quiz_questions (id, tenant_id, quiz_id, text, "order")
        VALUES (gen_random_uuid(), $1, $2, 'P?', $3) RETURNING id`,
        [tenantId, quiz, order],
      );
      if (table === 'quiz_questions') return question;
      return q(
        `INSERT INTO quiz_options (id, tenant_id, question_id, text, "order")
        VALUES (gen_random_uuid(), $1, $2, 'A', $3) RETURNING id`,
        [tenantId, question, order],
      );
    }
  }
  throw new Error(`no row builder for ${table}`);
}

// Creates racing on one list: each endpoint's valid conformance call, ten at once in one tenant.
const CREATES: { endpoint: string; table: string; by: string; key?: string; n?: number }[] = [
  { endpoint: 'POST /api/auth/config/plataforma/bannersCustom/create', table: 'banners', by: 'tenant_id' },
  { endpoint: 'POST /api/auth/config/plataforma/carrossel/create', table: 'carousels', by: 'tenant_id' },
  { endpoint: 'POST /api/v2/communities', table: 'communities', by: 'tenant_id' },
  { endpoint: 'POST /api/auth/community/create', table: 'communities', by: 'tenant_id' },
  { endpoint: 'POST /api/auth/quiz/{id}/questions', table: 'quiz_questions', by: 'quiz_id', key: 'quiz' },
  // a quiz holds at most PROFILES_MAX profiles, two of which the setup made
  { endpoint: 'POST /api/auth/quiz/{id}/profiles', table: 'quiz_profiles', by: 'quiz_id', key: 'quiz', n: 4 },
];

describe('concurrent creates take distinct orders', () => {
  for (const c of CREATES) {
    const n = c.n ?? 10;
    it(`${c.endpoint}: ${n} at once, distinct orders`, async () => {
      const e = ENDPOINTS.find((x) => x.name === c.endpoint);
      expect(e, c.endpoint).toBeDefined();
      const tenant = await createTenant();
      const admin = await createUser(tenant, 'admin');
      const student = await createUser(tenant, 'student');
      const t: Target = { tenant, admin, student, ids: {} };
      t.ids = (await e!.setup?.(t)) ?? {};
      const handler = await e!.handler();
      const results = await Promise.all(
        Array.from({ length: n }, () =>
          call(handler, e!.method, e!.path(t), {
            host: tenant.host,
            cookie: admin.cookie,
            params: e!.params?.(t),
            body: e!.body?.(t),
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(n).fill(e!.validStatus ?? 200));
      const scope = c.key ? t.ids[c.key] : tenant.id;
      const live = c.table === 'communities' ? ' AND deleted_at IS NULL' : '';
      const r = await pg.query(
        `SELECT count(*)::int AS n, count(DISTINCT "order")::int AS distinct_orders
         FROM "${c.table}" WHERE ${c.by} = $1${live}`,
        [scope],
      );
      expect(r.rows[0].n).toBeGreaterThanOrEqual(n);
      expect(r.rows[0].distinct_orders).toBe(r.rows[0].n);
    });
  }
});
