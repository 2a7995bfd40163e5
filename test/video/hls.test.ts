import { execFileSync, spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as playlistRoute } from '@/app/api/videos/[id]/hls/[...path]/route';
import { POST as retryRoute } from '@/app/api/videos/[id]/retry/route';
import { prisma } from '@/lib/server/db';
import { runJob } from '@/lib/server/jobs/registry';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage, type LocalStorage } from '@/lib/server/storage/local';
import { forTenant } from '@/lib/server/tenancy/scoped-db';
import { setFfmpegForTests } from '@/lib/video/ffmpeg';
import { resolveLessonVideo, signedPlaylistUrl } from '@/lib/video/playback';
import { createWorld } from '../support/factories';
import { call } from '../support/http';
import { filesUnder, tempDir } from '../storage/helpers';
import { getSigned, uploadVideo } from './helpers';

// The HLS job on a generated 5-second 720p clip: renditions, master playlist, poster, duration, and the
// signed playlists that rewrite every segment to a signed URL.
const hasFfmpeg =
  spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('ffprobe', ['-version'], { stdio: 'ignore' }).status === 0;
if (!hasFfmpeg)
  console.warn('test/video/hls.test.ts skipped: ffmpeg/ffprobe are not installed on this machine');

type World = Awaited<ReturnType<typeof createWorld>>;

describe.skipIf(!hasFfmpeg)('video HLS job', () => {
  let w: World;
  let dir: string;
  let local: LocalStorage;
  let clip: Buffer;
  const admin = () => ({ host: w.a.host, cookie: w.adminA.cookie });

  beforeAll(async () => {
    dir = await tempDir('video-hls');
    local = createLocalStorage({ dir, secret: 'video-hls-secret-'.padEnd(40, 'x') });
    setStorageForTests(local);
    const file = path.join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=5:size=1280x720:rate=24',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=5',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ]);
    clip = await readFile(file);
    w = await createWorld();
  }, 60_000);

  afterAll(async () => {
    setStorageForTests(null);
    setFfmpegForTests(null);
    await rm(dir, { recursive: true, force: true });
  });

  async function playlist(id: string, p: string, url: string, host = w.a.host) {
    const u = new URL(url, `http://${host}`);
    const req = new Request(u, { headers: { host } });
    const res = await playlistRoute(req, { params: Promise.resolve({ id, path: p.split('/') }) });
    return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
  }

  it('makes 360p and 720p renditions, a master playlist, a poster and the duration', async () => {
    // upload as a machine without ffmpeg would (plays as is), then let the job run on it
    setFfmpegForTests(false);
    const { created, done } = await uploadVideo(admin(), clip);
    expect(done.body.data.status).toBe('uploaded');
    await prisma.videoAsset.update({ where: { id: created.id }, data: { status: 'processing' } });
    await runJob('video-process', { tenantId: w.a.id, assetId: created.id });

    const row = await prisma.videoAsset.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ status: 'ready', percent: 100, durationSeconds: 5 });
    const prefix = `tenants/${w.a.id}/videos/${created.id}/`;
    expect(row.hlsKey).toBe(`${prefix}hls/master.m3u8`);
    const files = (await filesUnder(dir)).filter((f) => f.startsWith(prefix) && !f.endsWith('.meta'));
    expect(files).toEqual(
      expect.arrayContaining([
        `${prefix}hls/master.m3u8`,
        `${prefix}hls/360p/index.m3u8`,
        `${prefix}hls/720p/index.m3u8`,
        `${prefix}hls/360p/seg_00000.ts`,
        `${prefix}poster.jpg`,
      ]),
    );
    // the source is 720p: no upscaled 1080p
    expect(files.some((f) => f.includes('/1080p/'))).toBe(false);

    const video = await resolveLessonVideo(
      { db: forTenant(w.a.id), tenant: { id: w.a.id } } as never,
      `asset:${created.id}`,
    );
    expect(video!.hls).toMatch(new RegExp(`^/api/videos/${created.id}/hls/master\\.m3u8\\?exp=\\d+&sig=`));
    expect(video!.poster).toMatch(/^\/api\/videos\/file\/.+poster\.jpg\?exp=/);

    const master = await playlist(created.id, 'master.m3u8', video!.hls!);
    expect(master.status).toBe(200);
    expect(master.type).toBe('application/vnd.apple.mpegurl');
    expect(master.text).toContain('RESOLUTION=1280x720');
    const variant = master.text.split('\n').find((l) => l.includes('720p/index.m3u8'))!;
    expect(variant).toMatch(/^\/api\/videos\/.+\/hls\/720p\/index\.m3u8\?exp=\d+&sig=/);

    const media = await playlist(created.id, '720p/index.m3u8', variant);
    expect(media.status).toBe(200);
    const segment = media.text.split('\n').find((l) => l.includes('seg_'))!;
    expect(segment).toMatch(/^\/api\/videos\/file\/tenants\/.+\/hls\/720p\/seg_\d+\.ts\?exp=\d+&sig=/);
    const seg = await getSigned(w.a.host, segment);
    expect(seg.status).toBe(200);
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    expect(seg.body[0]).toBe(0x47); // MPEG-TS sync byte

    // a playlist URL past its expiry, or signed for another asset, is refused
    const old = signedPlaylistUrl(w.a.id, created.id, 'master.m3u8', Math.floor(Date.now() / 1000) - 10);
    expect((await playlist(created.id, 'master.m3u8', old)).status).toBe(403);
    const tampered = video!.hls!.replace(/sig=.{4}/, 'sig=0000');
    expect((await playlist(created.id, 'master.m3u8', tampered)).status).toBe(403);
    // another tenant's host: the asset is not theirs
    expect((await playlist(created.id, 'master.m3u8', video!.hls!, w.b.host)).status).toBe(404);
  }, 180_000);

  it('marks a broken file failed, and Tentar novamente queues it again', async () => {
    setFfmpegForTests(false);
    // opens like an MP4, is not one: ffprobe fails on it
    const junk = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(4096)]);
    const { created } = await uploadVideo(admin(), junk);
    await prisma.videoAsset.update({ where: { id: created.id }, data: { status: 'processing' } });
    await runJob('video-process', { tenantId: w.a.id, assetId: created.id });
    const row = await prisma.videoAsset.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ status: 'failed', error: 'video.processingFailed' });
    // still plays as uploaded meanwhile? no HLS, the source URL only
    const video = await resolveLessonVideo(
      { db: forTenant(w.a.id), tenant: { id: w.a.id } } as never,
      `asset:${created.id}`,
    );
    expect(video!.hls).toBeNull();

    // without ffmpeg, retrying just lets the file play as it is
    const retried = await call(retryRoute, 'POST', `/api/videos/${created.id}/retry`, admin());
    expect(retried.status).toBe(200);
    expect(retried.body.data.status).toBe('uploaded');
    const again = await call(retryRoute, 'POST', `/api/videos/${created.id}/retry`, admin());
    expect(again.status).toBe(409);
  }, 60_000);
});
