import 'server-only';
import { AppError } from '../errors';
import type { RequestContext } from '../route';
import { assertUploadQuota } from './quota';
import { getStorage } from './index';
import { makeKey, parseKey, tenantPrefix } from './keys';
import {
  acceptedExtensions,
  attachmentDisposition,
  extensionOf,
  isUploadKind,
  limitInMb,
  normalizeMime,
  resolveFileType,
  servedInline,
  UPLOAD_KINDS,
  type UploadKindName,
} from './kinds';
import type { PresignAnswer, PresignBody, UploadView } from './schemas';
import { sniff, SNIFF_BYTES } from './sniff';

// Presign -> the browser PUTs the file straight to the store -> finalize checks what really arrived.
// Nothing may refer to an upload before finalize accepted it (requireReadyUpload).

/** Presigned URLs are short-lived; the browser uses them at once. */
export const PRESIGN_TTL_SECONDS = 15 * 60;
const READY = new Set(['ready', 'uploaded']);

type UploadRow = {
  id: string;
  kind: string;
  key: string;
  contentType: string;
  maxBytes: number;
  size: number | null;
  status: string;
  createdById: string | null;
};

export const tooLarge = (kind: UploadKindName) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    messageKey: UPLOAD_KINDS[kind].tooLargeKey,
    values: { n: limitInMb(kind) },
    meta: { max_bytes: UPLOAD_KINDS[kind].maxBytes },
  });

const wrongType = (kind: UploadKindName) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    messageKey: 'uploads.wrongType',
    values: { types: acceptedExtensions(kind).join(', ') },
  });

const unprocessable = (messageKey: string) => new AppError('UNPROCESSABLE', { messageKey });

function assertMayUpload(
  ctx: RequestContext,
  kind: UploadKindName,
): asserts ctx is RequestContext & { user: NonNullable<RequestContext['user']> } {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  if (UPLOAD_KINDS[kind].auth === 'editor' && !ctx.canEdit) throw new AppError('FORBIDDEN');
}

function view(row: UploadRow): UploadView {
  return {
    upload_id: row.id,
    key: row.key,
    kind: row.kind,
    status: row.status as UploadView['status'],
    size: row.size,
    content_type: row.contentType,
    url: getStorage().publicUrl(row.key),
  };
}

/** Checks kind, role, type and declared size, records a pending Upload and answers a presigned PUT. */
export async function presign(ctx: RequestContext, input: PresignBody): Promise<PresignAnswer> {
  if (!isUploadKind(input.kind)) throw new AppError('VALIDATION', { messageKey: 'uploads.unknownKind' });
  const kind = input.kind;
  assertMayUpload(ctx, kind);
  const spec = UPLOAD_KINDS[kind];
  const type = resolveFileType(kind, input.content_type, input.filename);
  if (!type) throw wrongType(kind);
  if (input.size > spec.maxBytes) throw tooLarge(kind);

  const fileExt = extensionOf(input.filename);
  const key = makeKey(ctx.tenant.id, kind, type.exts.includes(fileExt) ? fileExt : type.exts[0]!);
  const storage = getStorage();
  const signed = await storage.presignPut({
    key,
    contentType: type.mime,
    contentLength: input.size,
    maxBytes: spec.maxBytes,
    // documents, PDF included, are stored (S3) as attachments so the bucket never renders them (decision 147)
    contentDisposition: servedInline(type.mime) ? undefined : attachmentDisposition(key),
    expiresIn: PRESIGN_TTL_SECONDS,
  });
  // maxBytes is the kind's limit when presigned; size is the declared size until finalize replaces it.
  // The quota check and the insert share one transaction under the member's lock (decision 145).
  const user = ctx.user;
  const row = await ctx.db.$transaction(async (tx) => {
    await assertUploadQuota({ ...ctx, user }, tx, spec.maxBytes);
    return tx.upload.create({
      data: {
        // the scoped client stamps it too; spelled out because the generated create type requires it
        tenantId: ctx.tenant.id,
        kind,
        key,
        contentType: type.mime,
        maxBytes: spec.maxBytes,
        size: input.size,
        status: 'pending',
        createdById: user.id,
      },
    });
  });
  return {
    upload_id: row.id,
    key,
    url: signed.url,
    method: signed.method,
    headers: signed.headers,
    expires_at: new Date(Date.now() + PRESIGN_TTL_SECONDS * 1000).toISOString(),
    public_url: storage.publicUrl(key),
    max_bytes: spec.maxBytes,
  };
}

/**
 * Checks the object the browser uploaded against what was presigned: it exists, lives under this
 * tenant's prefix, is within the limit and of the declared size, carries the signed type, and its first
 * bytes are really of that type. A refused object is deleted and its Upload marked 'rejected'.
 * Idempotent for an accepted upload.
 */
export async function finalize(ctx: RequestContext, uploadId: string): Promise<UploadView> {
  // ctx.db is tenant-scoped: another tenant's id is simply not found.
  const row = await ctx.db.upload.findUnique({ where: { id: uploadId } });
  if (!row) throw new AppError('NOT_FOUND');
  if (!isUploadKind(row.kind)) throw unprocessable('uploads.wrongKind');
  const kind = row.kind;
  assertMayUpload(ctx, kind);
  // Students finalize only their own uploads; editors may finish any upload of their tenant.
  if (!ctx.canEdit && row.createdById !== ctx.user.id) throw new AppError('NOT_FOUND');
  if (READY.has(row.status)) return view(row);
  if (row.status === 'rejected') throw unprocessable('uploads.rejected');

  const storage = getStorage();
  const spec = UPLOAD_KINDS[kind];
  const reject = async (err: AppError): Promise<never> => {
    await storage.delete(row.key);
    await ctx.db.upload.update({ where: { id: row.id }, data: { status: 'rejected' } });
    throw err;
  };

  const parsed = parseKey(row.key);
  if (!parsed || !row.key.startsWith(tenantPrefix(ctx.tenant.id)) || parsed.kind !== kind) {
    // Never delete a key outside this tenant's prefix; only refuse the row.
    await ctx.db.upload.update({ where: { id: row.id }, data: { status: 'rejected' } });
    throw unprocessable('uploads.wrongKind');
  }

  const object = await storage.head(row.key);
  // Not rejected: the PUT may still be under way, a retry of finalize should work.
  if (!object) throw unprocessable('uploads.missingObject');

  if (object.size > Math.min(spec.maxBytes, row.maxBytes)) return reject(tooLarge(kind));
  if (object.size === 0) return reject(unprocessable('uploads.empty'));
  if (row.size !== null && object.size !== row.size) return reject(unprocessable('uploads.sizeMismatch'));
  const type = spec.types.find((t) => t.mime === row.contentType);
  if (!type) return reject(wrongType(kind));
  if (normalizeMime(object.contentType) !== row.contentType)
    return reject(unprocessable('uploads.typeMismatch'));
  // A driver that stores the disposition (S3) must hold a document as an attachment: s3rver and some
  // stores do not enforce the signed header, so a PUT without it would be served inline (decision 147).
  if (
    object.contentDisposition !== undefined &&
    !servedInline(row.contentType) &&
    !/^attachment\b/i.test(object.contentDisposition ?? '')
  )
    return reject(unprocessable('uploads.dispositionMismatch'));
  const real = sniff(await storage.readRange(row.key, SNIFF_BYTES));
  if (!real || !type.sniff.includes(real)) return reject(unprocessable('uploads.contentMismatch'));

  const status = spec.readyStatus;
  const done = await ctx.db.upload.updateMany({
    where: { id: row.id, status: 'pending' },
    data: { status, size: object.size },
  });
  if (done.count === 0) {
    // A concurrent finalize got there first; answer what it decided.
    const now = await ctx.db.upload.findUnique({ where: { id: row.id } });
    if (!now || !READY.has(now.status)) throw unprocessable('uploads.rejected');
    return view(now);
  }
  return view({ ...row, status, size: object.size });
}

export interface ReadyUpload {
  id: string;
  key: string;
  kind: UploadKindName;
  size: number;
  contentType: string;
  url: string;
}

/**
 * For features that save a record pointing at an upload (a cover, a badge, a banner video): the key
 * must be a finalized upload of this tenant and of the expected kind(s), made by this member unless
 * an editor attaches it, else 422.
 */
export async function requireReadyUpload(
  ctx: RequestContext,
  key: string,
  kind: UploadKindName | readonly UploadKindName[],
): Promise<ReadyUpload> {
  const kinds: readonly string[] = Array.isArray(kind) ? kind : [kind];
  const parsed = typeof key === 'string' ? parseKey(key) : null;
  const row =
    parsed && parsed.tenantId === ctx.tenant.id
      ? await ctx.db.upload.findUnique({ where: { key: parsed.key } })
      : null;
  // Another member's upload reads as missing; editors may use any (the panels keep and swap media
  // the whole team uploaded).
  const ownerOk = !!row && (ctx.canEdit || (!!ctx.user && row.createdById === ctx.user.id));
  if (!row || !ownerOk || !READY.has(row.status) || !kinds.includes(row.kind) || !isUploadKind(row.kind))
    throw new AppError('UNPROCESSABLE', { messageKey: 'uploads.notFinished' });
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    size: row.size ?? 0,
    contentType: row.contentType,
    url: getStorage().publicUrl(row.key),
  };
}

/**
 * The one way a stored file reaches the browser. Stored values are upload keys (what the forms save) or
 * URLs (seeded assets, older rows, profile photos); either way the browser gets a URL, never a
 * `javascript:` or other scheme, and empty stays null (optional images).
 */
export function storedImageUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'))) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  try {
    return getStorage().publicUrl(v);
  } catch {
    return null;
  }
}
