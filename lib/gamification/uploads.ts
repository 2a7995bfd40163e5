import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { acceptedExtensions, limitInMb, UPLOAD_KINDS, type UploadKindName } from '@/lib/server/storage/kinds';
import { requireReadyUpload, storedImageUrl } from '@/lib/server/storage/uploads';

// The files of rewards and levels (badge, level image, reward file) are uploaded first (presign ->
// PUT -> finalize) and the forms send the upload key. Before a record points at a key it must be a
// finished upload of this tenant, of the field's kind, within the kind's size and types.

const TOO_LARGE_KEY: Partial<Record<UploadKindName, string>> = {
  badge: 'gamification.badgeTooLarge',
  'level-image': 'gamification.badgeTooLarge',
};

/**
 * undefined: unchanged; null or '': cleared; the current key or the URL the API answered for it:
 * unchanged; anything else must be a ready upload of this tenant of `kind` (else a translated 4xx).
 */
export async function resolveUpload(
  ctx: RequestContext,
  value: string | null | undefined,
  current: string | null,
  kind: UploadKindName,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (current && (value === current || value === storedImageUrl(current))) return current;
  const upload = await requireReadyUpload(ctx, value, kind);
  const spec = UPLOAD_KINDS[kind];
  if (upload.size > spec.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', {
      messageKey: TOO_LARGE_KEY[kind] ?? spec.tooLargeKey,
      values: { n: limitInMb(kind) },
    });
  if (!spec.types.some((t) => t.mime === upload.contentType))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      messageKey: 'gamification.uploadWrongType',
      values: { types: acceptedExtensions(kind).join(', ') },
    });
  return upload.key;
}

/** The name shown for a stored file: the one the editor gave, else the key's last part. */
export function fileNameOf(key: string, given?: string | null): string {
  const name = given?.trim();
  return name ? name.slice(0, 255) : (key.split('/').pop() ?? key);
}
