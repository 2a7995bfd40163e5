import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { isUuid } from '@/lib/validation/uuid';
import { loadShell } from '@/lib/shell/page';
import { loadRanking } from '@/lib/gamification/ranking';
import { continueWatchingCards } from '@/lib/showcase/home';
import { communityAccess, listExplorer } from './access';
import { thread } from './comments';
import { COMMENTS_PAGE_DEFAULT, FEED_PAGE_DEFAULT } from './schemas';
import { feed } from './posts';

// Data of the community pages (server components). A tenant id in the path or query that is not the
// host's tenant, an unknown id or a community the member may not see answer the same 404 as the API.
// Each loader is cached per request (React cache): generateMetadata and the page share one load.

/** How many members the community page's ranking panel lists. */
export const COMMUNITY_RANKING_LIMIT = 10;

// An id in the path that is not a UUID is a 404 too (as in lib/course/page.ts), never a query on a uuid column.
async function memberContext(tenantInPath?: string | null, ...ids: string[]): Promise<AuthedContext> {
  const shell = await loadShell();
  if (!shell || !shell.ctx.user || !shell.ctx.role) notFound();
  if (tenantInPath && tenantInPath !== shell.ctx.tenant.id) notFound();
  if (!ids.every(isUuid)) notFound();
  return shell.ctx as AuthedContext;
}

async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') notFound();
    throw err;
  }
}

export const explorerPageData = cache(async (tenantInQuery?: string | null) => {
  const ctx = await memberContext(tenantInQuery);
  return { tenantId: ctx.tenant.id, communities: await listExplorer(ctx) };
});

export const communityPageData = cache(async (tenantInPath: string, communityId: string) => {
  const ctx = await memberContext(tenantInPath, communityId);
  const access = await orNotFound(communityAccess(ctx, communityId));
  if (access.state === 'blocked')
    return { tenantId: ctx.tenant.id, ...access, firstPage: null, continueCards: [], ranking: null };
  const [firstPage, continueCards, ranking] = await Promise.all([
    feed(ctx, communityId, { limit: FEED_PAGE_DEFAULT }),
    access.community.showContinueWatching ? continueWatchingCards(ctx) : Promise.resolve([]),
    // The community's ranking panel (has_ranking / show_ranking), shown while the platform's ranking is on.
    access.community.showRanking ? loadRanking(ctx, COMMUNITY_RANKING_LIMIT) : Promise.resolve(null),
  ]);
  return {
    tenantId: ctx.tenant.id,
    userId: ctx.user.id,
    ...access,
    firstPage,
    continueCards,
    ranking: ranking?.enabled ? ranking : null,
  };
});

export const postPageData = cache(async (postId: string, tenantInPath: string, communityId: string) => {
  const ctx = await memberContext(tenantInPath, postId, communityId);
  const access = await orNotFound(communityAccess(ctx, communityId));
  if (access.state === 'blocked') return { tenantId: ctx.tenant.id, ...access, thread: null };
  const first = await orNotFound(thread(ctx, postId, { limit: COMMENTS_PAGE_DEFAULT }));
  if (first.post.community_id !== access.community.id) notFound();
  return { tenantId: ctx.tenant.id, ...access, thread: first };
});
