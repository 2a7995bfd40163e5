// The addresses the community page's parts do not use (decision 381; see ./paths.ts): the post page's
// thread (its comments, a comment's edit, removal and like) and the pages other parts link to.

/** the post page's thread: its comments, a comment's edit, removal and like */
export const communityThreadPaths = {
  postComments: (postId: string) => `/api/v2/communities/posts/${encodeURIComponent(postId)}/comments`,
  comment: (commentId: string) => `/api/v2/communities/comments/${encodeURIComponent(commentId)}`,
  commentLike: (commentId: string) => `/api/v2/communities/comments/${encodeURIComponent(commentId)}/like`,
} as const;

export const communityPages = {
  explorer: (tenantId: string) => `/comunidade/explorer?tenant=${encodeURIComponent(tenantId)}`,
  community: (tenantId: string, communityId: string) =>
    `/comunidade/${encodeURIComponent(tenantId)}/${encodeURIComponent(communityId)}`,
} as const;
