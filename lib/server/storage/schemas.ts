import { z } from 'zod';
import { UPLOAD_KIND_NAMES } from './kinds';

// Request schemas of the upload routes (client-importable). Size and type limits are checked by the service,
// not here, so that their answers carry the SPEC wording (413/415) rather than a generic validation message.
export const ZPresignBody = z.object({
  kind: z.enum(UPLOAD_KIND_NAMES),
  filename: z.string().trim().min(1).max(255),
  /** the browser's File.type; may be empty, then the extension decides */
  content_type: z.string().max(255).optional().default(''),
  /** bytes; signed into the URL so the store refuses another length */
  size: z.number().int().min(1),
});
export type PresignBody = z.infer<typeof ZPresignBody>;

export const ZUploadIdParams = z.object({ id: z.uuid() });

export const ZKeyParams = z.object({ key: z.array(z.string().max(200)).min(1).max(32) });

export const ZLocalPutQuery = z.object({
  exp: z.string().max(20).optional(),
  type: z.string().max(255).optional(),
  max: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

export interface PresignAnswer {
  upload_id: string;
  key: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
  /** where the file will be readable once finalized */
  public_url: string;
  max_bytes: number;
}

export interface UploadView {
  upload_id: string;
  key: string;
  kind: string;
  status: 'pending' | 'ready' | 'uploaded' | 'rejected';
  size: number | null;
  content_type: string;
  url: string;
}
