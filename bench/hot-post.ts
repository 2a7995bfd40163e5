// Hot post (issue 13, docs/decisions.md 140): likes and comments from many members at once on one post
// of the demo community, CONCURRENCY requests in flight. Every request is a member's first like or a new
// comment, so each one scores (demo points: like 2, comment 3): with scoring inside the write's
// transaction the post's counter row stays locked while the engine runs, and the likes queue behind each
// other; with the outbox the write's transaction is the like, the counter and one outbox row. Each is
// measured both ways in the same run (the first variant puts the engine back into the transaction). The
// last case is the worker's side: CONCURRENCY drains at once, one outbox event per call (scoring and
// notifications of the likes and comments the first two left behind). Run with
// `BENCH_ONLY='hot post' BENCH_LARGE=0 npm run bench`.
import { POST as commentPOST } from '@/app/api/v2/communities/posts/[postId]/comments/route';
import { DELETE as unlike, POST as like } from '@/app/api/v2/communities/posts/[postId]/like/route';
import { subscribe } from '@/lib/events';
import { drainOutbox } from '@/lib/events/outbox';
import { scoreInTx } from '@/lib/gamification/consumer';
import { prisma } from '@/lib/server/db';
import { makeRequest } from '@/test/support/http';
import { createUser, type TestTenant } from '@/test/support/factories';
import type { BenchCase, BenchContext, Handler } from './cases';

export const HOT_POST_CONCURRENCY = 20;
/** more members than the like requests of a default run (2 × (300 + 30)): every like is a first like */
const MEMBERS = 700;

let hot: Promise<{ postId: string; cookies: string[] }> | undefined;

/** The demo community's newest post and MEMBERS new students enrolled in every active product. */
function hotPost(ctx: BenchContext) {
  hot ??= (async () => {
    const post = await prisma.communityPost.findFirstOrThrow({
      where: { tenantId: ctx.tenantId, deletedAt: null, community: { deletedAt: null, active: true } },
      orderBy: { createdAt: 'desc' },
      select: { id: true },
    });
    const products = await prisma.product.findMany({
      where: { tenantId: ctx.tenantId, status: 'active' },
      select: { id: true },
    });
    const tenant = { id: ctx.tenantId, host: ctx.host } as TestTenant;
    const cookies: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const u = await createUser(tenant, 'student', `Bench ${i}`);
      await prisma.enrollment.createMany({
        data: products.map((p) => ({ tenantId: ctx.tenantId, userId: u.id, productId: p.id })),
      });
      cookies.push(u.cookie);
    }
    return { postId: post.id, cookies };
  })();
  return hot;
}

const toggle: Handler = (req, c) => (req.method === 'DELETE' ? unlike(req, c) : like(req, c));

// The "before" of the same run: an in-transaction observer that runs the scoring engine inside the
// write's transaction, as publish() did before decision 140 (the events still reach the outbox; their
// later drain scores nothing twice).
let scoreInTransaction = false;
let observer: (() => void) | undefined;
function scoring(inTransaction: boolean) {
  scoreInTransaction = inTransaction;
  observer ??= subscribe(async (tx, e) => {
    if (scoreInTransaction) await scoreInTx(tx, e);
  });
}

let likes = 0;
let comments = 0;
const mode = (inTransaction: boolean) =>
  inTransaction ? 'scoring in the transaction, as before' : 'scoring from the outbox';

function likeCase(inTransaction: boolean): BenchCase {
  return {
    name: `POST /api/v2/communities/posts/{postId}/like (hot post, ${mode(inTransaction)}, concurrency ${HOT_POST_CONCURRENCY})`,
    concurrency: HOT_POST_CONCURRENCY,
    async prepare(ctx) {
      const { postId, cookies } = await hotPost(ctx);
      scoring(inTransaction);
      return {
        handler: toggle,
        params: { postId },
        request: () => {
          const n = likes++;
          // first likes until every member liked; then unlike / like again
          const method = Math.floor(n / cookies.length) % 2 === 0 ? 'POST' : 'DELETE';
          return makeRequest(method, `/api/v2/communities/posts/${postId}/like`, {
            host: ctx.host,
            cookie: cookies[n % cookies.length],
          });
        },
      };
    },
  };
}

function commentCase(inTransaction: boolean): BenchCase {
  return {
    name: `POST /api/v2/communities/posts/{postId}/comments (hot post, ${mode(inTransaction)}, concurrency ${HOT_POST_CONCURRENCY})`,
    concurrency: HOT_POST_CONCURRENCY,
    async prepare(ctx) {
      const { postId, cookies } = await hotPost(ctx);
      scoring(inTransaction);
      return {
        handler: commentPOST,
        params: { postId },
        request: () => {
          const n = comments++;
          return makeRequest('POST', `/api/v2/communities/posts/${postId}/comments`, {
            host: ctx.host,
            cookie: cookies[n % cookies.length],
            body: { body: `Comentário ${n}` },
          });
        },
      };
    },
  };
}

export const HOT_POST_CASES: BenchCase[] = [
  likeCase(true),
  likeCase(false),
  commentCase(true),
  commentCase(false),
  {
    name: `outbox drain, one event a call (hot post's events, concurrency ${HOT_POST_CONCURRENCY})`,
    concurrency: HOT_POST_CONCURRENCY,
    prepare: (ctx) => {
      scoring(false);
      return {
        handler: async () => Response.json({ done: await drainOutbox({ batch: 1, maxRounds: 1 }) }),
        request: () => makeRequest('POST', '/bench/drain', { host: ctx.host }),
      };
    },
  },
];
