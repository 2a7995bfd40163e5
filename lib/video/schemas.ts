import { z } from 'zod';
import type { VideoStatus } from './limits';

// Request and answer shapes of the video routes (client-importable). Size and type are checked by the
// service, so that their answers are the translated 413/415 rather than a generic validation message.
export const ZCreateVideoBody = z.object({
  filename: z.string().trim().min(1).max(255),
  content_type: z.string().max(255).optional().default(''),
  size: z.number().int().min(1),
});
export type CreateVideoBody = z.infer<typeof ZCreateVideoBody>;

export const ZVideoIdParams = z.object({ id: z.uuid() });

export const ZPresignPartsBody = z.object({
  part_numbers: z.array(z.number().int().min(1).max(10_000)).min(1).max(32),
});
export type PresignPartsBody = z.infer<typeof ZPresignPartsBody>;

export const ZLessonMediaBody = z.object({
  /** `asset:<uuid>`, a YouTube / Vimeo / Panda Video address, or null to clear */
  media_url: z.string().trim().max(2000).nullable(),
});

export const ZLessonIdParams = z.object({ id: z.uuid() });

export const ZLocalPartParams = z.object({
  upload: z.string().regex(/^[0-9a-f]{32}$/),
  part: z.coerce.number().int().min(1).max(10_000),
});
export const ZLocalPartQuery = z.object({
  exp: z.string().max(20).optional(),
  size: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
export const ZSignedQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
export const ZSignedKeyParams = z.object({ key: z.array(z.string().max(200)).min(1).max(32) });
export const ZHlsParams = z.object({
  id: z.uuid(),
  path: z.array(z.string().max(60)).min(1).max(2),
});

export interface VideoView {
  id: string;
  media_url: string;
  filename: string;
  status: VideoStatus;
  percent: number;
  size: number;
  content_type: string;
  part_size: number;
  part_count: number;
  duration_seconds: number | null;
  /** message key of the failure, when status is failed */
  error: string | null;
}

export interface PresignedPartView {
  part_number: number;
  size: number;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

export interface StoredPartView {
  part_number: number;
  size: number;
}
