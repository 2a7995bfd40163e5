import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantModel } from '@/lib/server/tenancy/models';
import { createTenant, type TestTenant } from '../support/factories';
import { FIXTURES, makeBase } from '../support/tenant-fixtures';

// The database as the second wall of tenancy (docs/decisions.md 130): every relation between
// tenant-owned tables has a composite key (tenant_id, x_id) -> parent (tenant_id, id), so even raw SQL
// that bypasses the scoped client cannot make a row of tenant A point at a row of tenant B.

interface Fk {
  child: string;
  col: string;
  parent: string;
  del: string;
  name: string;
  setNullCols: string[] | null;
}

const SINGLE_FKS = `
  SELECT c.conrelid::regclass::text AS child, a.attname::text AS col, c.confrelid::regclass::text AS parent,
         c.confdeltype::text AS del, c.conname::text AS name, NULL::text[] AS "setNullCols"
  FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
  WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
    AND EXISTS (SELECT 1 FROM pg_attribute t WHERE t.attrelid = c.conrelid AND t.attname = 'tenant_id')
    AND EXISTS (SELECT 1 FROM pg_attribute t WHERE t.attrelid = c.confrelid AND t.attname = 'tenant_id')
  ORDER BY 1, 2`;

// Two-column keys whose first column is tenant_id and whose referenced columns are (tenant_id, id).
const COMPOSITE_FKS = `
  SELECT c.conrelid::regclass::text AS child, a2.attname::text AS col, c.confrelid::regclass::text AS parent,
         c.confdeltype::text AS del, c.conname::text AS name,
         (SELECT array_agg(x.attname::text) FROM pg_attribute x
           WHERE x.attrelid = c.conrelid AND x.attnum = ANY (c.confdelsetcols)) AS "setNullCols"
  FROM pg_constraint c
  JOIN pg_attribute a1 ON a1.attrelid = c.conrelid AND a1.attnum = c.conkey[1]
  JOIN pg_attribute a2 ON a2.attrelid = c.conrelid AND a2.attnum = c.conkey[2]
  JOIN pg_attribute r1 ON r1.attrelid = c.confrelid AND r1.attnum = c.confkey[1]
  JOIN pg_attribute r2 ON r2.attrelid = c.confrelid AND r2.attnum = c.confkey[2]
  WHERE c.contype = 'f' AND cardinality(c.conkey) = 2 AND a1.attname = 'tenant_id'
    AND r1.attname = 'tenant_id' AND r2.attname = 'id'
  ORDER BY 1, 2`;

function modelsByTable(): Map<string, TenantModel> {
  const schema = fs.readFileSync(path.resolve('prisma/schema.prisma'), 'utf8');
  const out = new Map<string, TenantModel>();
  for (const m of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const table = /@@map\("(\w+)"\)/.exec(m[2]!)?.[1];
    if (table) out.set(table, m[1] as TenantModel);
  }
  return out;
}

// A like points at a post or at a comment, never both (community_likes_one_target).
const ALSO_SET: Record<string, string> = {
  'community_likes.comment_id': ', "post_id" = NULL',
  'community_likes.post_id': ', "comment_id" = NULL',
};

let pg: Client;
let a: TestTenant;
let b: TestTenant;
let composites: Fk[] = [];

beforeAll(async () => {
  pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
  composites = (await pg.query<Fk>(COMPOSITE_FKS)).rows;
  a = await createTenant('A');
  b = await createTenant('B');
});

afterAll(async () => {
  await pg.end();
});

async function refusal(sql: string, params: unknown[]): Promise<{ code?: string; constraint?: string }> {
  try {
    await pg.query(sql, params);
  } catch (e) {
    return e as { code?: string; constraint?: string };
  }
  return {};
}

describe('composite tenant keys', () => {
  it('every relation between tenant-owned tables has a composite twin with the same ON DELETE', async () => {
    const singles = (await pg.query<Fk>(SINGLE_FKS)).rows;
    expect(singles.length).toBeGreaterThan(40);
    const twins = singles.map((s) => {
      const c = composites.find((x) => x.child === s.child && x.col === s.col && x.parent === s.parent);
      return { fk: `${s.child}.${s.col} -> ${s.parent}`, del: c?.del, setNull: c?.setNullCols ?? null };
    });
    expect(twins).toEqual(
      singles.map((s) => ({
        fk: `${s.child}.${s.col} -> ${s.parent}`,
        del: s.del,
        // SET NULL clears the pointer only: tenant_id is NOT NULL and must stay.
        setNull: s.del === 'n' ? [s.col] : null,
      })),
    );
    expect(composites.length).toBe(singles.length);
  });

  // Table-driven over the database's own catalogue, so a new composite key is tested without an edit here.
  it('refuses a raw INSERT or UPDATE that points a row at another tenant’s row, for every composite key', async () => {
    const models = modelsByTable();
    expect(composites.length).toBeGreaterThan(40);
    const checked: string[] = [];
    for (const fk of composites) {
      const childModel = models.get(fk.child)!;
      const parentModel = models.get(fk.parent)!;
      expect(FIXTURES[childModel], fk.child).toBeDefined();
      expect(FIXTURES[parentModel], fk.parent).toBeDefined();
      // A fresh base per key: some builders are one-per-member (my list, scores).
      const [baseA, baseB] = await Promise.all([makeBase(a), makeBase(b)]);
      const row = await FIXTURES[childModel](a, baseA);
      const ownParent = await FIXTURES[parentModel](a, baseA);
      const foreignParent = await FIXTURES[parentModel](b, baseB);
      const extra = ALSO_SET[`${fk.child}.${fk.col}`] ?? '';
      const update = `UPDATE "${fk.child}" SET "${fk.col}" = $1${extra} WHERE "id" = $2`;

      // Control: the same statement with a parent of the row's own tenant goes through.
      await pg.query(update, [ownParent.id, row.id]);
      const err = await refusal(update, [foreignParent.id, row.id]);
      expect({ fk: fk.name, code: err.code, constraint: err.constraint }).toEqual({
        fk: fk.name,
        code: '23503',
        constraint: fk.name,
      });

      // INSERT: the row re-inserted (the original removed first, so no unique key interferes), once with
      // the own tenant's parent (accepted), once with the other tenant's (refused). Rolled back either way.
      const insert = `INSERT INTO "${fk.child}" SELECT (jsonb_populate_record(NULL::"${fk.child}",
          to_jsonb(c) || jsonb_build_object('${fk.col}', $1::uuid))).* FROM old c`;
      for (const [parentId, refused] of [
        [ownParent.id, false],
        [foreignParent.id, true],
      ] as const) {
        await pg.query('BEGIN');
        try {
          await pg.query(
            `CREATE TEMP TABLE old ON COMMIT DROP AS SELECT * FROM "${fk.child}" WHERE "id" = $1`,
            [row.id],
          );
          await pg.query(`DELETE FROM "${fk.child}" WHERE "id" = $1`, [row.id]);
          const e = await refusal(insert, [parentId]);
          expect({ fk: fk.name, code: e.code, constraint: e.constraint }).toEqual(
            refused
              ? { fk: fk.name, code: '23503', constraint: fk.name }
              : { fk: fk.name, code: undefined, constraint: undefined },
          );
        } finally {
          await pg.query('ROLLBACK');
        }
      }
      checked.push(fk.name);
    }
    expect(checked).toHaveLength(composites.length);
  });

  it('a parent cannot move to another tenant while rows point at it', async () => {
    const base = await makeBase(a);
    const row = await FIXTURES.Module(a, base);
    const err = await refusal('UPDATE "courses" SET "tenant_id" = $1 WHERE "id" = $2', [b.id, base.courseId]);
    expect(err.code).toBe('23503');
    const still = await pg.query('SELECT "tenant_id" FROM "modules" WHERE "id" = $1', [row.id]);
    expect(still.rows[0].tenant_id).toBe(a.id);
  });
});
