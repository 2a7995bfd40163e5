import { apiFetch } from '@/lib/client/fetcher';
import { updateCached } from '@/lib/client/lite-pages-read';
import { communityFeedKeys } from '@/lib/client/community-keys';
import { communityPaths, FEED_PAGE_DEFAULT } from '@/lib/communities/feed/paths';
import type { TFeedPage, TLikeState, TPostView } from '@/lib/communities/feed/schemas';

// The community feed's reads and writes after its first page (the server's): loaded by the feed's first
// next page or refetch and by the post cards' first like (decision 381), with the lite list's writes.

/** One page of the feed: the newest posts (`cursor` null) or those after `cursor`. */
export async function fetchFeedPage(communityId: string, cursor: string | null): Promise<TFeedPage> {
  const qs = new URLSearchParams({ limit: String(FEED_PAGE_DEFAULT) });
  if (cursor) qs.set('cursor', cursor);
  return (await apiFetch<{ data: TFeedPage }>(`${communityPaths.posts(communityId)}?${qs}`)).data;
}

/**
 * Writes a post's changed fields into its community's feed as the tab's lite cache holds it (decision
 * 320): the feed shows them at once, and so does a feed mounted again later (back from the post page)
 * without waiting for a read. Nothing when the tab has no entry for that feed or the post is not in it.
 */
export function writeFeedPost(
  communityId: string,
  postId: string,
  patch: Partial<Pick<TPostView, 'liked_by_me' | 'like_count' | 'comment_count'>>,
): void {
  updateCached<TFeedPage[]>(communityFeedKeys.feed(communityId), (pages) =>
    pages.some((p) => p.posts.some((x) => x.id === postId && changes(x, patch)))
      ? pages.map((p) => ({ ...p, posts: p.posts.map((x) => (x.id === postId ? { ...x, ...patch } : x)) }))
      : undefined,
  );
}

const changes = (post: TPostView, patch: Partial<TPostView>) =>
  Object.entries(patch).some(([k, v]) => post[k as keyof TPostView] !== v);

/** A post's like state, from the feed's card or the post page's (optimistic, then settled). */
export function writeFeedLike(communityId: string, postId: string, like: TLikeState): void {
  writeFeedPost(communityId, postId, { liked_by_me: like.liked, like_count: like.like_count });
}
