import { z } from 'zod';
import { SLUG_MAX } from './slug';

// Request shapes of the studio endpoints (issue 46), client-importable: the editor forms use them.
// Messages are keys of messages/<locale>/studio.json.

export const STUDIO_TITLE_MAX = 150;
export const STUDIO_DESCRIPTION_MAX = 5_000;
export const LESSON_BODY_MAX = 100_000;
export const RELEASE_DAYS_MAX = 3_650;
export const CONFIRM_WORD = 'EXCLUIR';

const uuid = z.string().uuid();
const title = z
  .string({ error: 'studio.titleRequired' })
  .trim()
  .min(1, 'studio.titleRequired')
  .max(STUDIO_TITLE_MAX, 'studio.titleTooLong');
const description = z.string().max(STUDIO_DESCRIPTION_MAX, 'studio.descriptionTooLong');
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, 'studio.slugInvalid')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'studio.slugInvalid');
// a stored upload (/api/files/…, /uploads/…) or an http(s) address
const url = z
  .string()
  .trim()
  .max(2_000, 'studio.urlInvalid')
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'studio.urlInvalid');

// the media of a lesson: an address, or an uploaded video of the video pipeline (`asset:<uuid>`)
const media = z.union([z.string().regex(/^asset:[0-9a-f-]{36}$/i, 'studio.urlInvalid'), url]);

export const ZIdParam = z.object({ id: uuid });

export const ZCourseCreate = z.object({
  title,
  slug: slug.optional(),
  description: description.default(''),
  cover_url: url.nullish(),
  product_ids: z.array(uuid).max(200).default([]),
  published: z.boolean().default(false),
  /** a course row of the home ('Mostrar na vitrine') the new course joins at its end (ADR 0407) */
  carousel_id: uuid.nullish(),
});
export type TCourseCreate = z.infer<typeof ZCourseCreate>;

export const ZCourseUpdate = z.object({
  title: title.optional(),
  slug: slug.optional(),
  description: description.optional(),
  cover_url: url.nullish(),
  product_ids: z.array(uuid).max(200).optional(),
  published: z.boolean().optional(),
});
export type TCourseUpdate = z.infer<typeof ZCourseUpdate>;

export const ZModuleCreate = z.object({
  title,
  description: description.default(''),
  cover_url: url.nullish(),
  published: z.boolean().default(true),
});
export type TModuleCreate = z.infer<typeof ZModuleCreate>;

export const ZModuleUpdate = z.object({
  title: title.optional(),
  description: description.optional(),
  cover_url: url.nullish(),
  published: z.boolean().optional(),
});
export type TModuleUpdate = z.infer<typeof ZModuleUpdate>;

export const LESSON_KINDS = ['video', 'audio', 'text'] as const;
export const RELEASE_MODES = ['immediate', 'after_enrollment', 'at_date'] as const;

const release = z
  .object({
    mode: z.enum(RELEASE_MODES, { error: 'studio.releaseInvalid' }),
    days: z
      .number()
      .int()
      .min(1, 'studio.releaseDaysInvalid')
      .max(RELEASE_DAYS_MAX, 'studio.releaseDaysInvalid')
      .nullish(),
    /** an ISO instant, or `YYYY-MM-DDTHH:MM` read in the platform's time zone */
    at: z.string().max(40).nullish(),
  })
  .refine((r) => r.mode !== 'after_enrollment' || r.days != null, {
    message: 'studio.releaseDaysInvalid',
    path: ['days'],
  })
  .refine((r) => r.mode !== 'at_date' || (r.at != null && r.at !== ''), {
    message: 'studio.releaseDateInvalid',
    path: ['at'],
  });

const lessonFields = {
  description: description,
  body: z.string().max(LESSON_BODY_MAX, 'studio.bodyTooLong'),
  kind: z.enum(LESSON_KINDS, { error: 'studio.kindInvalid' }),
  media_url: media.nullish(),
  thumbnail_url: url.nullish(),
  duration_seconds: z.number().int().min(0, 'studio.durationInvalid').max(86_400, 'studio.durationInvalid'),
  published: z.boolean(),
  release,
  slug,
};

export const ZLessonCreate = z.object({
  title,
  description: lessonFields.description.default(''),
  body: lessonFields.body.default(''),
  kind: lessonFields.kind.default('video'),
  media_url: lessonFields.media_url,
  thumbnail_url: lessonFields.thumbnail_url,
  duration_seconds: lessonFields.duration_seconds.default(0),
  published: lessonFields.published.default(false),
  release: release.optional(),
  slug: slug.optional(),
});
export type TLessonCreate = z.infer<typeof ZLessonCreate>;

export const ZLessonUpdate = z.object({
  title: title.optional(),
  description: lessonFields.description.optional(),
  body: lessonFields.body.optional(),
  kind: lessonFields.kind.optional(),
  media_url: lessonFields.media_url,
  thumbnail_url: lessonFields.thumbnail_url,
  duration_seconds: lessonFields.duration_seconds.optional(),
  published: lessonFields.published.optional(),
  release: release.optional(),
  slug: slug.optional(),
});
export type TLessonUpdate = z.infer<typeof ZLessonUpdate>;

export const ZReorder = z.object({
  ids: z
    .array(uuid)
    .min(1, 'studio.reorderInvalid')
    .max(2_000, 'studio.reorderInvalid')
    .refine((ids) => new Set(ids).size === ids.length, 'studio.reorderInvalid'),
});
export type TReorder = z.infer<typeof ZReorder>;

export const ZLessonMove = z.object({
  module_id: uuid,
  /** 1-based position in the target module; the end when absent */
  position: z.number().int().min(1, 'studio.positionInvalid').max(10_000).optional(),
});
export type TLessonMove = z.infer<typeof ZLessonMove>;

export const ZDeleteBody = z.object({ confirm: z.string().max(20).optional() }).default({});
export type TDeleteBody = z.infer<typeof ZDeleteBody>;

export const ZAttachmentCreate = z.object({
  name: z.string().trim().min(1, 'studio.attachmentNameRequired').max(200, 'studio.attachmentNameRequired'),
  url,
  size_bytes: z
    .number()
    .int()
    .min(0)
    .max(200 * 1_048_576, 'studio.attachmentTooLarge')
    .default(0),
});
export type TAttachmentCreate = z.infer<typeof ZAttachmentCreate>;
