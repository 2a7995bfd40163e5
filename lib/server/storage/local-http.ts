import 'server-only';
import { AppError } from '../errors';
import type { RequestContext } from '../route';
import { getLocalStorage } from './index';
import { parseKey, type ParsedKey } from './keys';
import { normalizeMime, servedInline } from './kinds';
import { LocalStorageError } from './local';
import { tooLarge } from './uploads';

// The HTTP side of the local driver: the PUT a presigned URL points at, and public reads. Both answer
// 404 unless the local driver is active, the key is well-formed and it belongs to the host's tenant.

function localKey(ctx: RequestContext, parts: readonly string[]): ParsedKey {
  const parsed = parseKey(parts);
  if (!parsed || parsed.tenantId !== ctx.tenant.id) throw new AppError('NOT_FOUND');
  return parsed;
}

/** PUT /api/uploads/local/{key}?exp&type&max&sig: streams the body to disk within the signed limits. */
export async function receiveLocalPut(
  ctx: RequestContext,
  parts: readonly string[],
  query: Record<string, string | undefined>,
  req: Request,
): Promise<Response> {
  const local = getLocalStorage();
  if (!local) throw new AppError('NOT_FOUND');
  const { key, kind } = localKey(ctx, parts);
  const verified = local.verifyPut(key, query);
  if (!verified.ok) throw new AppError('FORBIDDEN', { messageKey: 'uploads.badSignature' });
  const { type, max } = verified.params;
  if (normalizeMime(req.headers.get('content-type')) !== type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'uploads.typeMismatch' });
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > max) throw tooLarge(kind);

  const upload = await ctx.db.upload.findUnique({ where: { key }, select: { status: true } });
  if (!upload) throw new AppError('NOT_FOUND');
  if (upload.status !== 'pending') throw new AppError('CONFLICT', { messageKey: 'uploads.alreadyUploaded' });

  try {
    await local.write(key, req.body, type, max);
  } catch (err) {
    if (err instanceof LocalStorageError)
      throw err.reason === 'too-large'
        ? tooLarge(kind)
        : new AppError('CONFLICT', { messageKey: 'uploads.alreadyUploaded' });
    throw err;
  }
  return new Response(null, {
    status: 200,
    headers: { 'x-request-id': ctx.requestId, 'cache-control': 'no-store' },
  });
}

export function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return null; // multi-range or odd syntax: answer the whole file
  let start: number;
  let end: number;
  if (!m[1]) {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** GET /api/uploads/file/{key}: a finalized file of the host's tenant, with its stored type. */
export async function serveLocalFile(
  ctx: RequestContext,
  parts: readonly string[],
  req: Request,
): Promise<Response> {
  const local = getLocalStorage();
  if (!local) throw new AppError('NOT_FOUND');
  const { key, id, ext } = localKey(ctx, parts);
  const upload = await ctx.db.upload.findUnique({
    where: { key },
    select: { status: true, contentType: true },
  });
  if (!upload || (upload.status !== 'ready' && upload.status !== 'uploaded')) throw new AppError('NOT_FOUND');
  const object = await local.head(key);
  if (!object) throw new AppError('NOT_FOUND');

  const contentType = object.contentType ?? upload.contentType;
  const headers = new Headers({
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    // keys are never reused, so a file under a key never changes
    'cache-control': 'public, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
    'content-disposition': `${servedInline(contentType) ? 'inline' : 'attachment'}; filename="${id}.${ext}"`,
    'cross-origin-resource-policy': 'same-site',
  });
  if (contentType.startsWith('image/') || contentType.startsWith('video/'))
    headers.set(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
    );

  const range = parseRange(req.headers.get('range'), object.size);
  if (range === 'invalid') {
    headers.set('content-range', `bytes */${object.size}`);
    return new Response(null, { status: 416, headers });
  }
  const body = await local.open(key, range ?? undefined);
  if (!body) throw new AppError('NOT_FOUND');
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    headers.set('content-length', String(range.end - range.start + 1));
    return new Response(body, { status: 206, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(body, { status: 200, headers });
}
