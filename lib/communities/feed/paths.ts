// Zod-free limits and addresses of lib/communities/feed/schemas.ts for the community page's client
// islands (feed, composer, post cards, thread; decision 231): importing the schemas module would put zod
// in the community page's first load.

export const POST_TITLE_MAX = 150;
export const POST_BODY_MAX = 5000;
export const COMMENT_BODY_MAX = 2000;
export const LINK_URL_MAX = 2048;
export const ATTACHMENTS_MAX = 10;
export const ATTACHMENT_NAME_MAX = 255;
export const FEED_PAGE_DEFAULT = 10;
export const FEED_PAGE_MAX = 50;
export const COMMENTS_PAGE_DEFAULT = 20;
export const COMMENTS_PAGE_MAX = 50;
/** replies shown under each top-level comment of a thread (one level only, few by nature) */
export const REPLIES_PER_COMMENT = 50;

/** Attachment kind -> the upload kind its file must have been uploaded as. */
export const ATTACHMENT_UPLOAD_KIND = {
  image: 'post-image',
  file: 'post-file',
  video: 'post-video',
} as const;
export const ATTACHMENT_KINDS = ['image', 'file', 'video'] as const;
export type TAttachmentKind = (typeof ATTACHMENT_KINDS)[number];

// The API's addresses the community page's parts call, and a post's page (the post cards link to it). The
// post page's thread and the other pages have theirs in ./thread-paths.ts: a client chunk carries every
// export of a module that any client part uses, so they are a module apart (decision 381).
export const communityPaths = {
  explorer: '/api/v2/communities/explorer',
  posts: (communityId: string) => `/api/v2/communities/${encodeURIComponent(communityId)}/posts`,
  post: (postId: string) => `/api/v2/communities/posts/${encodeURIComponent(postId)}`,
  postLike: (postId: string) => `/api/v2/communities/posts/${encodeURIComponent(postId)}/like`,
} as const;

/** a post's page (the post cards link to it) */
export const communityPostPage = (postId: string, tenantId: string, communityId: string) =>
  `/comunidade/post/${encodeURIComponent(postId)}/${encodeURIComponent(tenantId)}/${encodeURIComponent(communityId)}`;
