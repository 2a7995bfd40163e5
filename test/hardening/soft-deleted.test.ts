import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/server/db';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage } from '@/lib/server/storage/local';
import { makeComment, makeCommunity, makePost } from '../communities/feed/helpers';
import { ENDPOINTS } from '../conformance/endpoints';
import type { Endpoint, Target } from '../conformance/types';
import { createWorld } from '../support/factories';
import { call } from '../support/http';

// Edits are refused on soft-deleted rows (issue 13, docs/decisions.md 133): every write that names a
// deleted community, reward, quiz, post, comment or custom HTML block (or a row under one) answers 404
// and changes nothing. The calls are the conformance table's valid calls, made after the row is deleted.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let pg: Client;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'praca-soft-deleted-'));
  setStorageForTests(createLocalStorage({ dir: uploadsDir, secret: 'soft-deleted-secret-'.padEnd(40, 'x') }));
  w = await createWorld();
  pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
});
afterAll(async () => {
  setStorageForTests(null);
  await rm(uploadsDir, { recursive: true, force: true });
  await pg.end();
});

/** Every row of the tenant in the tables these writes touch, as one text: equal = nothing changed. */
const TABLES = [
  'communities',
  'community_products',
  'community_posts',
  'community_post_attachments',
  'community_comments',
  'rewards',
  'reward_products',
  'quizzes',
  'quiz_questions',
  'quiz_options',
  'quiz_profiles',
  'quiz_products',
  'custom_htmls',
  'custom_html_versions',
  'outbox_events',
];
async function digest(tenantId: string): Promise<string[]> {
  const out: string[] = [];
  for (const table of TABLES) {
    const r = await pg.query(
      `SELECT coalesce(string_agg(to_jsonb(x)::text, ',' ORDER BY x.id), '') AS d FROM "${table}" x WHERE x.tenant_id = $1`,
      [tenantId],
    );
    out.push(`${table}: ${r.rows[0].d}`);
  }
  return out;
}

/** The conformance call, and which of its rows is soft deleted before it is made. */
const CASES: { endpoint: string; table: string; key: string }[] = [
  { endpoint: 'PUT /api/v2/communities/{id}', table: 'communities', key: 'community' },
  { endpoint: 'PUT /api/v2/communities/{id}/products', table: 'communities', key: 'community' },
  { endpoint: 'PUT /api/auth/community/edit-community', table: 'communities', key: 'community' },
  { endpoint: 'PUT /api/auth/community/edit-content-media', table: 'communities', key: 'community' },
  { endpoint: 'POST /api/auth/ranking/rewards/update', table: 'rewards', key: 'reward' },
  { endpoint: 'POST /api/auth/ranking/rewards/permissions/create', table: 'rewards', key: 'reward' },
  { endpoint: 'POST /api/auth/quiz/update/{id}', table: 'quizzes', key: 'quiz' },
  { endpoint: 'POST /api/auth/quiz/{id}/access', table: 'quizzes', key: 'quiz' },
  { endpoint: 'POST /api/auth/quiz/{id}/questions', table: 'quizzes', key: 'quiz' },
  { endpoint: 'POST /api/auth/quiz/{id}/questions/{questionId}', table: 'quizzes', key: 'quiz' },
  { endpoint: 'DELETE /api/auth/quiz/{id}/questions/{questionId}', table: 'quizzes', key: 'quiz' },
  { endpoint: 'POST /api/auth/quiz/{id}/questions/order', table: 'quizzes', key: 'quiz' },
  { endpoint: 'POST /api/auth/quiz/{id}/profiles', table: 'quizzes', key: 'quiz' },
  { endpoint: 'POST /api/auth/quiz/{id}/profiles/{profileId}', table: 'quizzes', key: 'quiz' },
  { endpoint: 'DELETE /api/auth/quiz/{id}/profiles/{profileId}', table: 'quizzes', key: 'quiz' },
  { endpoint: 'PUT /api/v2/communities/posts/{postId}', table: 'community_posts', key: 'post' },
  { endpoint: 'POST /api/v2/communities/posts/{postId}/comments', table: 'community_posts', key: 'post' },
  { endpoint: 'PUT /api/v2/communities/comments/{commentId}', table: 'community_comments', key: 'comment' },
  { endpoint: 'PUT /api/platform/auth/custom-html/{id}', table: 'custom_htmls', key: 'block' },
  {
    endpoint: 'POST /api/platform/auth/custom-html/{id}/versions/{versionId}/restore',
    table: 'custom_htmls',
    key: 'block',
  },
];

async function run(e: Endpoint, t: Target) {
  return call(await e.handler(), e.method, e.path(t), {
    host: w.a.host,
    cookie: w.adminA.cookie,
    params: e.params?.(t),
    headers: e.headers?.(t),
    body: e.body?.(t),
  });
}

describe('writes on soft-deleted rows', () => {
  for (const c of CASES) {
    it(`${c.endpoint} on a deleted ${c.table} row -> 404, nothing changed`, async () => {
      const e = ENDPOINTS.find((x) => x.name === c.endpoint);
      expect(e, c.endpoint).toBeDefined();
      const t: Target = { tenant: w.a, admin: w.adminA, student: w.studentA, ids: {} };
      t.ids = (await e!.setup?.(t)) ?? {};
      const id = t.ids[c.key];
      expect(id, `${c.endpoint} setup has no ${c.key}`).toBeTruthy();
      const deleted = await pg.query(`UPDATE "${c.table}" SET deleted_at = now() WHERE id = $1`, [id]);
      expect(deleted.rowCount).toBe(1);
      const before = await digest(w.a.id);
      const res = await run(e!, t);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(await digest(w.a.id)).toEqual(before);
    });
  }
});

// The same calls while the delete is under way: it commits while the write waits on the row, and the
// write must then see the row as deleted (a check made before its transaction is not enough).
describe('writes racing a soft delete', () => {
  for (const c of CASES) {
    it(`${c.endpoint}: a delete of the ${c.table} row committed meanwhile -> 404, nothing changed`, async () => {
      const e = ENDPOINTS.find((x) => x.name === c.endpoint)!;
      const t: Target = { tenant: w.a, admin: w.adminA, student: w.studentA, ids: {} };
      t.ids = (await e.setup?.(t)) ?? {};
      await pg.query('BEGIN');
      let before: string[];
      let pending: ReturnType<typeof run>;
      try {
        await pg.query(`UPDATE "${c.table}" SET deleted_at = now() WHERE id = $1`, [t.ids[c.key]]);
        before = await digest(w.a.id); // this transaction sees its own delete
        pending = run(e, t);
        await new Promise((r) => setTimeout(r, 400));
      } finally {
        await pg.query('COMMIT');
      }
      const res = await pending;
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(await digest(w.a.id)).toEqual(before);
    });
  }
});

describe('replies to a deleted comment', () => {
  const comments = async () => (await import('@/app/api/v2/communities/posts/[postId]/comments/route')).POST;
  const reply = async (postId: string, parentId: string) =>
    call(await comments(), 'POST', `/api/v2/communities/posts/${postId}/comments`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { postId },
      body: { body: 'Resposta', parent_id: parentId },
    });

  it('a reply to a deleted comment is a 404; the post count does not move', async () => {
    const c = await makeCommunity(w.a.id);
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    const parent = await makeComment(w.a.id, p.id, w.studentA.id);
    await prisma.communityComment.update({ where: { id: parent.id }, data: { deletedAt: new Date() } });
    const before = await digest(w.a.id);
    expect((await reply(p.id, parent.id)).status).toBe(404);
    expect(await digest(w.a.id)).toEqual(before);
    // control: a live parent takes the reply
    const live = await makeComment(w.a.id, p.id, w.studentA.id);
    expect((await reply(p.id, live.id)).status).toBe(201);
  });

  it('a delete that commits while the reply is being written wins: 404, no reply under the deleted parent', async () => {
    const c = await makeCommunity(w.a.id);
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    const parent = await makeComment(w.a.id, p.id, w.studentA.id);
    const countBefore = (await prisma.communityPost.findUniqueOrThrow({ where: { id: p.id } })).commentCount;
    // The delete is under way (uncommitted) when the reply arrives; it commits while the reply waits.
    await pg.query('BEGIN');
    await pg.query('UPDATE community_comments SET deleted_at = now() WHERE id = $1', [parent.id]);
    await pg.query('UPDATE community_posts SET comment_count = comment_count - 1 WHERE id = $1', [p.id]);
    const pending = reply(p.id, parent.id);
    await new Promise((r) => setTimeout(r, 500));
    await pg.query('COMMIT');
    const res = await pending;
    expect(res.status).toBe(404);
    expect(await prisma.communityComment.count({ where: { parentId: parent.id } })).toBe(0);
    const after = await prisma.communityPost.findUniqueOrThrow({ where: { id: p.id } });
    expect(after.commentCount).toBe(countBefore - 1);
  });

  it('a comment on a post deleted meanwhile is a 404 and leaves the count alone', async () => {
    const c = await makeCommunity(w.a.id);
    const p = await makePost(w.a.id, c.id, w.studentA.id);
    await pg.query('BEGIN');
    await pg.query('UPDATE community_posts SET deleted_at = now() WHERE id = $1', [p.id]);
    const pending = call(await comments(), 'POST', `/api/v2/communities/posts/${p.id}/comments`, {
      host: w.a.host,
      cookie: w.studentA.cookie,
      params: { postId: p.id },
      body: { body: 'Comentário' },
    });
    await new Promise((r) => setTimeout(r, 500));
    await pg.query('COMMIT');
    expect((await pending).status).toBe(404);
    expect(await prisma.communityComment.count({ where: { postId: p.id } })).toBe(0);
    expect((await prisma.communityPost.findUniqueOrThrow({ where: { id: p.id } })).commentCount).toBe(0);
  });
});
