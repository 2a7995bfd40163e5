import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { getStorage, signingSecret } from '@/lib/server/storage';
import { parseVideoKey, videoKey } from '@/lib/server/storage/keys';
import { assetIdOf } from './limits';

// Playback of uploaded videos (docs/adr/0423): the page gets expiring signed URLs, never a bucket path.
// The source file is an S3 presigned GET or the local driver's HMAC URL (both answer ranges); HLS
// playlists come from the app, signed for the asset, and rewrite every segment to its own signed URL.

/** How long a lesson page's video links work: a long lesson watched in one sitting, not a day. */
export const PLAYBACK_TTL_SECONDS = 4 * 60 * 60;

const hlsSig = (tenantId: string, assetId: string, exp: number) =>
  createHmac('sha256', signingSecret()).update(`HLS\n${tenantId}\n${assetId}\n${exp}`).digest('base64url');

export function signedPlaylistUrl(tenantId: string, assetId: string, path: string, exp: number): string {
  const q = new URLSearchParams({ exp: String(exp), sig: hlsSig(tenantId, assetId, exp) });
  return `/api/videos/${assetId}/hls/${path}?${q}`;
}

export interface LessonVideo {
  /** the file as uploaded, signed */
  src: string;
  /** the master playlist, signed, once renditions exist */
  hls: string | null;
  poster: string | null;
}

/** `asset:<uuid>` -> signed URLs; null for anything else or an asset that has no playable file. */
export async function resolveLessonVideo(
  ctx: Pick<RequestContext, 'db' | 'tenant'>,
  mediaUrl: string | null,
  now = Date.now(),
): Promise<LessonVideo | null> {
  const id = assetIdOf(mediaUrl);
  if (!id) return null;
  const row = await ctx.db.videoAsset.findUnique({
    where: { id },
    select: { id: true, key: true, status: true, hlsKey: true, posterKey: true },
  });
  if (!row || row.status === 'uploading') return null;
  const objects = getStorage().objects;
  const exp = Math.floor(now / 1000) + PLAYBACK_TTL_SECONDS;
  const [src, poster] = await Promise.all([
    objects.presignGet(row.key, PLAYBACK_TTL_SECONDS),
    row.posterKey ? objects.presignGet(row.posterKey, PLAYBACK_TTL_SECONDS) : null,
  ]);
  const hls =
    row.status === 'ready' && row.hlsKey
      ? signedPlaylistUrl(ctx.tenant.id, row.id, 'master.m3u8', exp)
      : null;
  return { src, hls, poster };
}

const PLAYLIST_PATH = /^(?:master|(?:360|720|1080)p\/index)\.m3u8$/;

/** GET /api/videos/{id}/hls/{path}?exp&sig: a playlist with every URI in it signed. */
export async function servePlaylist(
  ctx: RequestContext,
  assetId: string,
  parts: readonly string[],
  query: { exp?: string; sig?: string },
  now = Date.now(),
): Promise<Response> {
  const path = parts.join('/');
  if (!PLAYLIST_PATH.test(path)) throw new AppError('NOT_FOUND');
  // another tenant's asset reads as missing, as everywhere else
  const asset = await ctx.db.videoAsset.findUnique({ where: { id: assetId }, select: { status: true } });
  if (!asset || asset.status !== 'ready') throw new AppError('NOT_FOUND');
  const exp = Number(query.exp);
  const given = Buffer.from(query.sig ?? '');
  const expected = Buffer.from(hlsSig(ctx.tenant.id, assetId, Number.isSafeInteger(exp) ? exp : 0));
  if (!Number.isSafeInteger(exp) || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('FORBIDDEN', { messageKey: 'video.badLink' });
  if (exp * 1000 < now) throw new AppError('FORBIDDEN', { messageKey: 'video.linkExpired' });

  const key = videoKey(ctx.tenant.id, assetId, `hls/${path}`);
  const text = await getStorage().objects.getText(key);
  if (text === null) throw new AppError('NOT_FOUND');
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  const ttl = Math.max(60, exp - Math.floor(now / 1000));
  const lines = await Promise.all(
    text.split('\n').map(async (line) => {
      const uri = line.trim();
      if (!uri || uri.startsWith('#')) return line;
      const target = `${dir}${uri}`;
      if (PLAYLIST_PATH.test(target)) return signedPlaylistUrl(ctx.tenant.id, assetId, target, exp);
      const segment = videoKey(ctx.tenant.id, assetId, `hls/${target}`);
      if (!parseVideoKey(segment)) throw new AppError('NOT_FOUND');
      return getStorage().objects.presignGet(segment, ttl);
    }),
  );
  return new Response(lines.join('\n'), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.apple.mpegurl',
      'cache-control': 'private, no-store',
      'x-request-id': ctx.requestId,
    },
  });
}
