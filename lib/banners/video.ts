import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { presign } from '@/lib/server/storage/uploads';
import { UPLOAD_KINDS } from '@/lib/server/storage/kinds';
import type { TVideoLink, TVideoLinkBody } from './schemas';

/**
 * POST .../upload-video/create-link-upload-video: a presigned PUT for a banner video (kind
 * 'banner-video', 25 MB). `path` is the key the banner form sends back as url_video once
 * POST /api/uploads/{upload_id}/finalize moved the upload from processing to uploaded.
 */
export async function createVideoLink(ctx: RequestContext, body: TVideoLinkBody): Promise<TVideoLink> {
  // The SPEC's payload is only {filename}. Our panel also sends the size, which is signed into the URL
  // (S3 then needs exactly that length). Without it the URL allows up to the limit, the row forgets the
  // declared size, and finalize still refuses anything larger than 25 MB.
  const size = body.size ?? UPLOAD_KINDS['banner-video'].maxBytes;
  const p = await presign(ctx, {
    kind: 'banner-video',
    filename: body.filename,
    content_type: body.content_type ?? '',
    size,
  });
  if (body.size === undefined)
    await ctx.db.upload.update({ where: { id: p.upload_id }, data: { size: null } });
  return {
    path: p.key,
    url: p.url,
    upload_id: p.upload_id,
    method: p.method,
    headers: p.headers,
    public_url: p.public_url,
    max_bytes: p.max_bytes,
  };
}
