import { updateCached } from '@/lib/client/use-lite-pages';
import { communityFeedKeys } from '@/lib/client/community-keys';
import type { TFeedPage, TLikeState } from '@/lib/communities/feed/schemas';

/**
 * Writes a post's like state into its community's feed as the tab's lite cache holds it (decision 320):
 * the feed shows it at once, and so does a feed mounted again later (back from the post page) without
 * waiting for a read. Nothing when the tab has no entry for that feed.
 */
export function writeFeedLike(communityId: string, postId: string, like: TLikeState): void {
  updateCached<TFeedPage[]>(communityFeedKeys.feed(communityId), (pages) =>
    pages.some((p) => p.posts.some((x) => x.id === postId))
      ? pages.map((p) => ({
          ...p,
          posts: p.posts.map((x) =>
            x.id === postId ? { ...x, liked_by_me: like.liked, like_count: like.like_count } : x,
          ),
        }))
      : undefined,
  );
}
