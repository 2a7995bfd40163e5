import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as mediaRoute } from '@/app/api/studio/lessons/[id]/media/route';
import { parseVideoUrl } from '@/lib/course/embed';
import { prisma } from '@/lib/server/db';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage } from '@/lib/server/storage/local';
import { VIDEO_QUOTA } from '@/lib/server/storage/quota';
import { cleanupAbandonedVideos } from '@/lib/video/cleanup';
import { setFfmpegForTests } from '@/lib/video/ffmpeg';
import { MiB } from '@/lib/video/limits';
import { createWorld } from '../support/factories';
import { call } from '../support/http';
import { tempDir } from '../storage/helpers';
import { createVideo, mp4Bytes, sendParts, uploadVideo } from './helpers';

// The lesson's video as the video field saves it, the allow-listed video hosts, the hourly video quota
// and the cleanup of abandoned multipart uploads.
type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
let dir: string;
let lessonId: string;
const admin = () => ({ host: w.a.host, cookie: w.adminA.cookie });

beforeAll(async () => {
  dir = await tempDir('video-lesson');
  setStorageForTests(createLocalStorage({ dir, secret: 'video-lesson-secret-'.padEnd(40, 'x') }));
  setFfmpegForTests(false);
  w = await createWorld();
  const course = await prisma.course.create({ data: { tenantId: w.a.id, title: 'Curso', slug: 'curso' } });
  const mod = await prisma.module.create({
    data: { tenantId: w.a.id, courseId: course.id, title: 'Módulo' },
  });
  lessonId = (
    await prisma.lesson.create({ data: { tenantId: w.a.id, moduleId: mod.id, title: 'Aula', slug: 'aula' } })
  ).id;
});

afterAll(async () => {
  setStorageForTests(null);
  setFfmpegForTests(null);
  await rm(dir, { recursive: true, force: true });
});

const patch = (media_url: string | null, as: { host: string; cookie?: string } = admin(), id = lessonId) =>
  call(mediaRoute, 'PATCH', `/api/studio/lessons/${id}/media`, { ...as, body: { media_url } });

describe('parseVideoUrl', () => {
  it('takes YouTube, Vimeo and Panda Video addresses and nothing else', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      provider: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')?.provider).toBe('youtube');
    expect(parseVideoUrl('https://vimeo.com/76979871')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')?.provider).toBe('vimeo');
    expect(
      parseVideoUrl(
        'https://player-vz-7b6cf9e4-8bf.tv.pandavideo.com.br/embed/?v=1b6a9b0a-0e4f-4d5a-9a1b-2c3d4e5f6a7b',
      ),
    ).toEqual({
      provider: 'panda',
      embedUrl:
        'https://player-vz-7b6cf9e4-8bf.tv.pandavideo.com.br/embed/?v=1b6a9b0a-0e4f-4d5a-9a1b-2c3d4e5f6a7b',
    });
    for (const bad of [
      'https://evil.example.com/video.mp4',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/channel/abc',
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'https://pandavideo.com.br/embed/?v=1b6a9b0a-0e4f-4d5a-9a1b-2c3d4e5f6a7b',
      'javascript:alert(1)',
      'asset:nao-e-uuid',
    ])
      expect(parseVideoUrl(bad), bad).toBeNull();
  });
});

describe('PATCH /api/studio/lessons/{id}/media', () => {
  it('saves a finished upload as asset:<id>, refuses one still uploading', async () => {
    const { created } = await uploadVideo(admin(), mp4Bytes(MiB));
    const ok = await patch(`asset:${created.id}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ media_type: 'video', media_url: `asset:${created.id}` });
    expect((await prisma.lesson.findUniqueOrThrow({ where: { id: lessonId } })).mediaUrl).toBe(
      `asset:${created.id}`,
    );

    const open = await createVideo(admin(), { filename: 'b.mp4', content_type: 'video/mp4', size: 100 });
    const early = await patch(`asset:${open.body.data.id}`);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('O envio deste vídeo ainda não terminou.');
    // another tenant's asset reads as missing
    const theirs = await uploadVideo({ host: w.b.host, cookie: w.adminB.cookie }, mp4Bytes(MiB));
    expect((await patch(`asset:${theirs.created.id}`)).status).toBe(422);
  });

  it('saves an allowed video address as its player, refuses any other with a clear message', async () => {
    const yt = await patch('https://youtu.be/dQw4w9WgXcQ');
    expect(yt.body.data).toMatchObject({
      media_type: 'embed',
      media_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const bad = await patch('https://evil.example.com/aula.mp4');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Use um link do YouTube, Vimeo ou Panda Video.');
    expect((await patch(null)).body.data.media_url).toBeNull();
  });

  it('is for the tenant’s editors only', async () => {
    expect((await patch(null, { host: w.a.host })).status).toBe(401);
    expect((await patch(null, { host: w.a.host, cookie: w.studentA.cookie })).status).toBe(403);
    expect((await patch(null, { host: w.b.host, cookie: w.adminB.cookie })).status).toBe(404);
  });
});

describe('video quota and cleanup', () => {
  it('counts declared bytes per member per hour: past 20 GB answers 429 with Retry-After', async () => {
    const editor = { host: w.b.host, cookie: w.adminB.cookie };
    const used = await prisma.videoAsset.aggregate({
      where: { createdById: w.adminB.id },
      _sum: { size: true },
    });
    let left = VIDEO_QUOTA.bytes - Number(used._sum.size ?? 0n);
    while (left >= 5 * 1024 * MiB) {
      const c = await createVideo(editor, {
        filename: 'g.mp4',
        content_type: 'video/mp4',
        size: 5 * 1024 * MiB,
      });
      expect(c.status).toBe(201);
      left -= 5 * 1024 * MiB;
    }
    const over = await createVideo(editor, { filename: 'g.mp4', content_type: 'video/mp4', size: left + 1 });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('aborts multipart uploads abandoned for a day, leaves recent ones', async () => {
    const bytes = mp4Bytes(9 * MiB);
    const old = await createVideo(admin(), {
      filename: 'velho.mp4',
      content_type: 'video/mp4',
      size: bytes.length,
    });
    await sendParts(admin(), old.body.data.id, bytes, old.body.data.part_size, [1]);
    const fresh = await createVideo(admin(), {
      filename: 'novo.mp4',
      content_type: 'video/mp4',
      size: bytes.length,
    });
    await prisma.videoAsset.update({
      where: { id: old.body.data.id },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60_000) },
    });
    const result = await cleanupAbandonedVideos();
    expect(result.aborted).toBe(1);
    expect(await prisma.videoAsset.findUnique({ where: { id: old.body.data.id } })).toBeNull();
    expect(await prisma.videoAsset.findUnique({ where: { id: fresh.body.data.id } })).not.toBeNull();
  });
});
