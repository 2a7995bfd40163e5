import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { lockList, nextOrder, renumberList, type OrderedList } from '@/lib/server/ordering';
import { route } from '@/lib/server/route';
import { createTenant, createUser, createWorld, type TestTenant } from '../support/factories';
import { call } from '../support/http';
import { withLocalStorage } from '../support/uploads';
import { makeCommunity, makePost, readyUpload } from '../communities/feed/helpers';

// Courses, modules, lessons and post attachments keep unique orders per list (docs/decisions.md 195),
// as decision 132 did for the other lists: the migration renumbers repeats, the database refuses a
// repeated order, max + 1 under the list's lock and one-statement reorders keep the set unique, and a
// violation answers a translated 409.

withLocalStorage('course-orders');
let pg: Client;
beforeAll(async () => {
  pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
});
afterAll(async () => {
  await pg.end();
});

const MIGRATION = path.join(
  process.cwd(),
  'prisma/migrations/20261124140000_course_tree_orders/migration.sql',
);

const LISTS = [
  { table: 'courses', by: 'tenant_id', constraint: 'courses_tenant_id_order_key' },
  { table: 'modules', by: 'course_id', constraint: 'modules_course_id_order_key' },
  { table: 'lessons', by: 'module_id', constraint: 'lessons_module_id_order_key' },
  {
    table: 'community_post_attachments',
    by: 'post_id',
    constraint: 'community_post_attachments_post_id_order_key',
  },
] as const;

type Table = (typeof LISTS)[number]['table'];
const q1 = async (sql: string, params: unknown[]) => (await pg.query(sql, params)).rows[0].id as string;

/** A row of `table` in a new list of tenant `tenantId` (its parents made here), at `order`. */
async function makeRow(table: Table, tenantId: string, order = 1, parent?: string): Promise<string> {
  switch (table) {
    case 'courses':
      return q1(
        `INSERT INTO courses (id, tenant_id, title, slug, "order") VALUES (gen_random_uuid(), $1, 'C', gen_random_uuid()::text, $2) RETURNING id`,
        [tenantId, order],
      );
    case 'modules':
      return q1(
        `INSERT INTO modules (id, tenant_id, course_id, title, "order") VALUES (gen_random_uuid(), $1, $2, 'M', $3) RETURNING id`,
        [
          tenantId,
          parent ?? (await makeRow('courses', tenantId, 1000 + Math.floor(Math.random() * 1e6))),
          order,
        ],
      );
    case 'lessons':
      return q1(
        `INSERT INTO lessons (id, tenant_id, module_id, title, slug, "order") VALUES (gen_random_uuid(), $1, $2, 'L', 'l', $3) RETURNING id`,
        [tenantId, parent ?? (await makeRow('modules', tenantId)), order],
      );
    case 'community_post_attachments': {
      if (!parent) throw new Error('an attachment needs its post (newPost)');
      const post = parent;
      return q1(
        `INSERT INTO community_post_attachments (id, tenant_id, post_id, kind, path, name, size, content_type, "order")
         VALUES (gen_random_uuid(), $1, $2, 'image', 'k', 'n', 1, 'image/png', $3) RETURNING id`,
        [tenantId, post, order],
      );
    }
  }
}

/** A post in a new community of the tenant, by a new member (committed: made through Prisma). */
async function newPost(t: TestTenant): Promise<string> {
  const user = await createUser(t, 'student');
  const community = await makeCommunity(t.id);
  return (await makePost(t.id, community.id, user.id)).id;
}

describe('the database keeps course, module, lesson and attachment orders unique per list', () => {
  it('every list has its deferrable, initially immediate unique constraint', async () => {
    const r = await pg.query(
      `SELECT conname::text, contype::text, condeferrable, condeferred FROM pg_constraint WHERE conname = ANY ($1) ORDER BY 1`,
      [LISTS.map((l) => l.constraint)],
    );
    expect(r.rows).toEqual(
      LISTS.map((l) => ({
        conname: l.constraint,
        contype: 'u',
        condeferrable: true,
        condeferred: false,
      })).sort((a, b) => a.conname.localeCompare(b.conname)),
    );
  });

  for (const l of LISTS) {
    it(`${l.table}: a copy at a taken order of the same list is refused; at a free order it passes`, async () => {
      const t = await createTenant();
      const post = l.table === 'community_post_attachments' ? await newPost(t) : undefined;
      const row = await makeRow(l.table, t.id, 1, post);
      const copy = `INSERT INTO "${l.table}" SELECT (jsonb_populate_record(NULL::"${l.table}",
          to_jsonb(x) || jsonb_build_object('id', gen_random_uuid()) || $2::jsonb)).* FROM "${l.table}" x WHERE id = $1`;
      // a course's slug is unique in its tenant too: the copy gets its own
      const same = l.table === 'courses' ? JSON.stringify({ slug: `copy-${row}` }) : '{}';
      await expect(pg.query(copy, [row, same])).rejects.toMatchObject({
        code: '23505',
        constraint: l.constraint,
      });
      await expect(
        pg.query(copy, [row, JSON.stringify({ ...JSON.parse(same), order: 2 })]),
      ).resolves.toBeDefined();
    });
  }
});

describe('the migration renumbers repeated orders first, losing nothing', () => {
  it('repeats become 1..n in (order, created_at, id); lists without a repeat keep their numbers', async () => {
    const t = await createTenant();
    const other = await createTenant();
    const sql = (await readFile(MIGRATION, 'utf8'))
      .split(';')
      .map((s) => s.trim())
      .filter((s) => s.replace(/--.*$/gm, '').trim());
    const post = await newPost(t);
    await pg.query('BEGIN');
    try {
      for (const l of LISTS) await pg.query(`ALTER TABLE "${l.table}" DROP CONSTRAINT "${l.constraint}"`);
      const at = (table: Table, id: string, s: number) =>
        pg.query(
          `UPDATE "${table}" SET created_at = timestamp '2026-01-01' + $2 * interval '1 second' WHERE id = $1`,
          [id, s],
        );
      // tenant t's courses: 1, 1, 3 (created in that order); the other tenant's: 4, 9 (no repeat)
      const c1 = await makeRow('courses', t.id, 1);
      const c2 = await makeRow('courses', t.id, 1);
      const c3 = await makeRow('courses', t.id, 3);
      const o1 = await makeRow('courses', other.id, 4);
      const o2 = await makeRow('courses', other.id, 9);
      for (const [i, id] of [c1, c2, c3].entries()) await at('courses', id, i);
      // c1's modules: 5 (older), 5, 2; lessons of the first module: 0, 0, 0 (tie on created_at: by id)
      const m5a = await makeRow('modules', t.id, 5, c1);
      const m5b = await makeRow('modules', t.id, 5, c1);
      const m2 = await makeRow('modules', t.id, 2, c1);
      await at('modules', m5a, 1);
      await at('modules', m5b, 2);
      await at('modules', m2, 3);
      const lessons = [await makeRow('lessons', t.id, 0, m5a), await makeRow('lessons', t.id, 0, m5a)];
      lessons.push(await makeRow('lessons', t.id, 0, m5a));
      for (const id of lessons) await at('lessons', id, 0);
      const a1 = await makeRow('community_post_attachments', t.id, 0, post);
      const a2 = await makeRow('community_post_attachments', t.id, 0, post);
      await at('community_post_attachments', a1, 1);
      await at('community_post_attachments', a2, 2);
      const before = await counts();

      for (const s of sql) await pg.query(s);

      const orders = async (table: Table, ids: string[]) =>
        Object.fromEntries(
          (await pg.query(`SELECT id, "order" FROM "${table}" WHERE id = ANY ($1)`, [ids])).rows.map((r) => [
            r.id,
            r.order,
          ]),
        );
      expect(await orders('courses', [c1, c2, c3, o1, o2])).toEqual({
        [c1]: 1,
        [c2]: 2,
        [c3]: 3,
        [o1]: 4,
        [o2]: 9,
      });
      expect(await orders('modules', [m5a, m5b, m2])).toEqual({ [m2]: 1, [m5a]: 2, [m5b]: 3 });
      const byId = [...lessons].sort();
      expect(await orders('lessons', lessons)).toEqual(Object.fromEntries(byId.map((id, i) => [id, i + 1])));
      expect(await orders('community_post_attachments', [a1, a2])).toEqual({ [a1]: 1, [a2]: 2 });
      expect(await counts()).toEqual(before);
      // and the constraints are back
      const back = await pg.query(`SELECT count(*)::int AS n FROM pg_constraint WHERE conname = ANY ($1)`, [
        LISTS.map((l) => l.constraint),
      ]);
      expect(back.rows[0].n).toBe(LISTS.length);
    } finally {
      await pg.query('ROLLBACK');
    }
  });
});

async function counts() {
  const r = await pg.query(
    `SELECT (SELECT count(*) FROM courses)::int AS c, (SELECT count(*) FROM modules)::int AS m,
            (SELECT count(*) FROM lessons)::int AS l, (SELECT count(*) FROM community_post_attachments)::int AS a`,
  );
  return r.rows[0];
}

describe('writers and reorders keep the set unique', () => {
  it('20 concurrent creates in one list take max + 1 under its lock: 20 distinct orders', async () => {
    const t = await createTenant();
    const moduleId = await makeRow('modules', t.id);
    const list: OrderedList = {
      table: 'lessons',
      tenantId: t.id,
      parent: { column: 'module_id', id: moduleId },
    };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        prisma.$transaction(
          async (tx) => {
            await lockList(tx, list);
            const order = await nextOrder(tx, list);
            await tx.lesson.create({
              data: { tenantId: t.id, moduleId, title: `Aula ${i}`, slug: `a-${i}`, order },
            });
          },
          { maxWait: 20_000, timeout: 20_000 },
        ),
      ),
    );
    const rows = await prisma.lesson.findMany({
      where: { moduleId },
      select: { order: true },
      orderBy: { order: 'asc' },
    });
    expect(rows.map((r) => r.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a one-statement reorder of modules (a reversal: every position swaps) keeps 1..n', async () => {
    const t = await createTenant();
    const course = await makeRow('courses', t.id);
    const ids: string[] = [];
    for (let i = 1; i <= 6; i++) ids.push(await makeRow('modules', t.id, i, course));
    const list: OrderedList = {
      table: 'modules',
      tenantId: t.id,
      parent: { column: 'course_id', id: course },
    };
    const wanted = [...ids].reverse();
    expect(await renumberList(prisma, list, wanted)).toBe(true);
    const rows = await prisma.module.findMany({ where: { courseId: course }, orderBy: { order: 'asc' } });
    expect(rows.map((r) => r.id)).toEqual(wanted);
    expect(rows.map((r) => r.order)).toEqual([1, 2, 3, 4, 5, 6]);
    // an id of another list writes nothing
    const stranger = await makeRow('modules', t.id);
    expect(await renumberList(prisma, list, [stranger, ids[0]!])).toBe(false);
    expect(
      (await prisma.module.findMany({ where: { courseId: course }, orderBy: { order: 'asc' } })).map(
        (r) => r.id,
      ),
    ).toEqual(wanted);
  });

  it("20 concurrent edits replacing one post's attachments all answer 200 and leave orders 1..n", async () => {
    const w = await createWorld();
    const c = await makeCommunity(w.a.id);
    const post = await makePost(w.a.id, c.id, w.studentA.id);
    const { PUT } = await import('@/app/api/v2/communities/posts/[postId]/route');
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const image = await readyUpload(w.a.id, 'post-image', undefined, w.studentA.id);
        const file = await readyUpload(w.a.id, 'post-file', undefined, w.studentA.id);
        return call(PUT, 'PUT', `/api/v2/communities/posts/${post.id}`, {
          host: w.a.host,
          cookie: w.studentA.cookie,
          params: { postId: post.id },
          body: {
            body: `versão ${i}`,
            attachments: [
              { kind: 'image', path: image, name: 'a.png' },
              { kind: 'file', path: file, name: 'b.pdf' },
            ],
          },
        });
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await prisma.communityPostAttachment.findMany({
      where: { postId: post.id },
      orderBy: { order: 'asc' },
    });
    expect(rows.map((r) => [r.order, r.kind])).toEqual([
      [1, 'image'],
      [2, 'file'],
    ]);
  });
});

describe('a repeated order answers a translated 409, not a 500', () => {
  const repeat = (deferred: boolean) =>
    route({
      auth: 'editor',
      handler: async ({ ctx }) => {
        await ctx.db.$transaction(async (tx) => {
          if (deferred) await tx.$executeRawUnsafe('SET CONSTRAINTS lessons_module_id_order_key DEFERRED');
          const course = await tx.course.create({
            data: {
              tenantId: ctx.tenant.id,
              title: 'C',
              slug: `c-${Date.now()}-${deferred}`,
              order: 900 + Number(deferred),
            },
          });
          const mod = await tx.module.create({
            data: { tenantId: ctx.tenant.id, courseId: course.id, title: 'M' },
          });
          for (const title of ['A', 'B'])
            await tx.lesson.create({
              data: { tenantId: ctx.tenant.id, moduleId: mod.id, title, slug: title, order: 1 },
            });
        });
        return { ok: true };
      },
    });

  for (const deferred of [false, true])
    it(`${deferred ? 'checked at COMMIT (deferred)' : 'checked at the statement'}: 409 in pt-BR and en, nothing written`, async () => {
      const t = await createTenant();
      const admin = await createUser(t, 'admin');
      const res = await call(repeat(deferred), 'POST', '/x', { host: t.host, cookie: admin.cookie });
      expect(res).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: 'Este registro já existe.' },
      });
      const en = await call(repeat(deferred), 'POST', '/x', {
        host: t.host,
        cookie: admin.cookie,
        headers: { 'accept-language': 'en' },
      });
      expect(en).toMatchObject({ status: 409, body: { message: 'This record already exists.' } });
      expect(await prisma.course.count({ where: { tenantId: t.id } })).toBe(0);
    });
});
