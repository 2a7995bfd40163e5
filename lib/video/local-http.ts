import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { getLocalStorage } from '@/lib/server/storage';
import { parseVideoKey } from '@/lib/server/storage/keys';
import { PartTooLargeError } from '@/lib/server/storage/local-multipart';
import { parseRange } from '@/lib/server/storage/local-http';

// The local driver's HTTP side of the video pipeline: the part PUTs a presigned part URL points at,
// and the signed reads that stand for S3's presigned GETs. 404 unless the local driver is active and
// the upload or key belongs to the host's tenant.

/** PUT /api/videos/local-parts/{uploadId}/{n}?exp&size&sig */
export async function receivePart(
  ctx: RequestContext,
  uploadId: string,
  partNumber: number,
  query: Record<string, string | undefined>,
  req: Request,
): Promise<Response> {
  const local = getLocalStorage();
  if (!local) throw new AppError('NOT_FOUND');
  const verified = local.multipart.verifyPart(uploadId, partNumber, query);
  if (!verified.ok)
    throw new AppError('FORBIDDEN', {
      messageKey: verified.reason === 'expired' ? 'video.linkExpired' : 'video.badLink',
    });
  const meta = await local.multipart.meta(uploadId);
  const parsed = meta ? parseVideoKey(meta.key) : null;
  if (!meta || !parsed || parsed.tenantId !== ctx.tenant.id) throw new AppError('NOT_FOUND');
  const row = await ctx.db.videoAsset.findUnique({
    where: { key: meta.key },
    select: { status: true, multipartUploadId: true },
  });
  if (!row || row.multipartUploadId !== uploadId || row.status !== 'uploading')
    throw new AppError('NOT_FOUND');
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared !== verified.size)
    throw new AppError('BAD_REQUEST', { messageKey: 'video.partSize' });
  try {
    await local.multipart.writePart(uploadId, partNumber, req.body, verified.size);
  } catch (err) {
    if (err instanceof PartTooLargeError) throw new AppError('BAD_REQUEST', { messageKey: 'video.partSize' });
    throw err;
  }
  return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
}

/** GET /api/videos/file/{key}?exp&sig: a video file, its renditions or poster, ranges answered. */
export async function serveSignedFile(
  ctx: RequestContext,
  parts: readonly string[],
  query: Record<string, string | undefined>,
  req: Request,
): Promise<Response> {
  const local = getLocalStorage();
  if (!local) throw new AppError('NOT_FOUND');
  const parsed = parseVideoKey(parts);
  if (!parsed || parsed.tenantId !== ctx.tenant.id) throw new AppError('NOT_FOUND');
  const verified = local.verifyGet(parsed.key, query);
  if (!verified.ok)
    throw new AppError('FORBIDDEN', {
      messageKey: verified.reason === 'expired' ? 'video.linkExpired' : 'video.badLink',
    });
  const object = await local.head(parsed.key);
  if (!object) throw new AppError('NOT_FOUND');
  const headers = new Headers({
    'content-type': object.contentType ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    // the URL expires; a shared cache must not keep serving it
    'cache-control': 'private, max-age=3600',
    'accept-ranges': 'bytes',
    'content-disposition': 'inline',
    'cross-origin-resource-policy': 'same-site',
    'content-security-policy': "default-src 'none'; media-src 'self'; img-src 'self'",
  });
  const range = parseRange(req.headers.get('range'), object.size);
  if (range === 'invalid') {
    headers.set('content-range', `bytes */${object.size}`);
    return new Response(null, { status: 416, headers });
  }
  const body = await local.open(parsed.key, range ?? undefined);
  if (!body) throw new AppError('NOT_FOUND');
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    headers.set('content-length', String(range.end - range.start + 1));
    return new Response(body, { status: 206, headers });
  }
  headers.set('content-length', String(object.size));
  return new Response(body, { status: 200, headers });
}
