// TanStack Query keys of the student side of communities (one factory per feature; never inline a key).
export const communityKeys = {
  all: ['community'] as const,
  /** GET /api/v2/communities/{id}/posts, all pages */
  feed: (communityId: string) => ['community', 'feed', communityId] as const,
  /** GET /api/v2/communities/posts/{postId}, all pages of its thread */
  thread: (postId: string) => ['community', 'thread', postId] as const,
} as const;
