import { z } from 'zod';
import { isSafeHttpUrl } from '@/lib/validation/url';
import {
  POST_TITLE_MAX,
  POST_BODY_MAX,
  COMMENT_BODY_MAX,
  LINK_URL_MAX,
  ATTACHMENTS_MAX,
  ATTACHMENT_NAME_MAX,
  FEED_PAGE_DEFAULT,
  FEED_PAGE_MAX,
  COMMENTS_PAGE_DEFAULT,
  COMMENTS_PAGE_MAX,
  ATTACHMENT_KINDS,
} from './paths';
import type { TAttachmentKind } from './paths';

// Shapes of the student side of communities (issue 4): posts, comments, likes, the explorer and the
// feed. Client-importable: the composer's form and the route handlers use the same schemas; messages
// are keys in messages/<locale>/community.json (docs/decisions.md 40).

// The zod-free limits and addresses (./paths, for client islands: decision 231), re-exported.
export * from './paths';
export * from './thread-paths';

const uuid = z.string().uuid();

/** '' or null reads as absent (forms send empty inputs). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const ZAttachmentInput = z.object({
  kind: z.enum(ATTACHMENT_KINDS, { error: 'community.attachmentKindInvalid' }),
  path: z.string({ error: 'community.attachmentInvalid' }).min(1, 'community.attachmentInvalid').max(512),
  name: z
    .string({ error: 'community.attachmentInvalid' })
    .trim()
    .min(1, 'community.attachmentInvalid')
    .max(ATTACHMENT_NAME_MAX, 'community.attachmentNameTooLong'),
});
export type TAttachmentInput = z.infer<typeof ZAttachmentInput>;

export const ZPostBody = z.object({
  title: z.preprocess(blankToNull, z.string().trim().max(POST_TITLE_MAX, 'community.titleTooLong').nullish()),
  // Required unless the post carries attachments (checked by the service with the community's switches).
  body: z.preprocess(
    (v) => (v == null ? '' : v),
    z.string({ error: 'community.bodyRequired' }).trim().max(POST_BODY_MAX, 'community.bodyTooLong'),
  ),
  link_url: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(LINK_URL_MAX, 'community.linkInvalid')
      .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, 'community.linkInvalid')
      .refine(isSafeHttpUrl, 'community.linkInvalid')
      .nullish(),
  ),
  attachments: z
    .array(ZAttachmentInput, { error: 'community.attachmentInvalid' })
    .max(ATTACHMENTS_MAX, 'community.tooManyAttachments')
    .default([]),
});
export type TPostBody = z.infer<typeof ZPostBody>;

/** PUT: the same fields; attachments left out keep the post's current ones, a list replaces them. */
export const ZPostUpdateBody = ZPostBody.extend({
  attachments: z
    .array(ZAttachmentInput, { error: 'community.attachmentInvalid' })
    .max(ATTACHMENTS_MAX, 'community.tooManyAttachments')
    .optional(),
});
export type TPostUpdateBody = z.infer<typeof ZPostUpdateBody>;

export const ZCommentBody = z.object({
  body: z
    .string({ error: 'community.commentRequired' })
    .trim()
    .min(1, 'community.commentRequired')
    .max(COMMENT_BODY_MAX, 'community.commentTooLong'),
  parent_id: z.preprocess(blankToNull, uuid.nullish()),
});
export type TCommentBody = z.infer<typeof ZCommentBody>;

export const ZCommentEditBody = ZCommentBody.pick({ body: true });
export type TCommentEditBody = z.infer<typeof ZCommentEditBody>;

export const ZCommunityParams = z.object({ id: uuid });
export const ZPostParams = z.object({ postId: uuid });
export const ZCommentParams = z.object({ commentId: uuid });

export const ZFeedQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'community.limitInvalid' })
    .int('community.limitInvalid')
    .min(1, 'community.limitInvalid')
    .max(FEED_PAGE_MAX, 'community.limitInvalid')
    .default(FEED_PAGE_DEFAULT),
});
export type TFeedQuery = z.infer<typeof ZFeedQuery>;

export const ZThreadQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'community.limitInvalid' })
    .int('community.limitInvalid')
    .min(1, 'community.limitInvalid')
    .max(COMMENTS_PAGE_MAX, 'community.limitInvalid')
    .default(COMMENTS_PAGE_DEFAULT),
});
export type TThreadQuery = z.infer<typeof ZThreadQuery>;

export interface TAuthor {
  id: string;
  name: string;
  photo_url: string | null;
}

export interface TAttachmentView {
  id: string;
  kind: TAttachmentKind;
  url: string;
  name: string;
  size: number;
  content_type: string;
}

export interface TPostView {
  id: string;
  community_id: string;
  title: string | null;
  body: string;
  link_url: string | null;
  author: TAuthor;
  attachments: TAttachmentView[];
  like_count: number;
  comment_count: number;
  liked_by_me: boolean;
  created_at: string;
  edited_at: string | null;
  /** the author or an editor may edit and delete it */
  can_edit: boolean;
}

export interface TCommentView {
  id: string;
  post_id: string;
  parent_id: string | null;
  body: string;
  author: TAuthor;
  like_count: number;
  liked_by_me: boolean;
  created_at: string;
  edited_at: string | null;
  can_edit: boolean;
  replies: TCommentView[];
}

export interface TFeedPage {
  posts: TPostView[];
  next_cursor: string | null;
}

export interface TThread {
  post: TPostView;
  comments: TCommentView[];
  next_cursor: string | null;
}

export interface TLikeState {
  liked: boolean;
  like_count: number;
}

/** What the composer may offer, from the community's content/media switches. */
export interface TCommunityAllows {
  publications: boolean;
  comments: boolean;
  likes: boolean;
  text: boolean;
  links: boolean;
  images: boolean;
  files: boolean;
  videos: boolean;
  carousels: boolean;
}

export interface TExplorerCommunity {
  id: string;
  title: string;
  description: string;
  cover_url: string | null;
  background_color: string;
  /** the cards' shadow colour (#RRGGBB) */
  shadow_color: string;
  /** the community opened first (ADR 0264) */
  principal: boolean;
  is_private: boolean;
  blocked: boolean;
  upsell_text: string | null;
  upsell_link: string | null;
}

/** The typed 403 of a private community the member has no product for (SPEC 4). */
export const ACCESS_DENIED_CODE = 'AccessDeniedToCommunityException';
export interface TAccessDeniedMetadata {
  community_id: string;
  title: string;
  upsell_text: string | null;
  upsell_link: string | null;
}
