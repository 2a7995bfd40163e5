// TanStack Query keys of the members' community feed and threads (one factory per feature; never inline
// a key). The editors' panel has its own, `communityAdminKeys` in ./community-admin-keys.ts, kept apart so
// that the community page's first load carries only these (decision 381). Their roots differ, so
// invalidating one side never refetches the other.

export const communityFeedKeys = {
  all: ['community'] as const,
  /** GET /api/v2/communities/{id}/posts, all pages */
  feed: (communityId: string) => ['community', 'feed', communityId] as const,
  /** GET /api/v2/communities/posts/{postId}, all pages of its thread */
  thread: (postId: string) => ['community', 'thread', postId] as const,
} as const;
