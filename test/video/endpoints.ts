import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import { getStorage } from '@/lib/server/storage';
import { videoKey } from '@/lib/server/storage/keys';
import { setFfmpegForTests } from '@/lib/video/ffmpeg';
import { signedPlaylistUrl } from '@/lib/video/playback';
import type { Endpoint, Target } from '../conformance/types';
import { call } from '../support/http';
import { MP4 } from '../storage/helpers';
import { putPart } from './helpers';

// The video endpoints for the conformance table (test/conformance/endpoints.ts spreads this list), on
// the local driver; test/video/* covers both drivers in depth. The signed part PUT and file GET take
// raw bytes and are covered there (wrong signature, other tenant, expiry).

const videosOf = (t: Target) => prisma.videoAsset.count({ where: { tenantId: t.tenant.id } });

async function createdVideo(t: Target): Promise<Record<string, string>> {
  // The table calls every row once per case and per role: the admin's earlier videos are moved out of
  // the hourly quota's window (test/video/lesson-media.test.ts checks the quota itself).
  await prisma.videoAsset.updateMany({
    where: { tenantId: t.tenant.id, createdById: t.admin.id },
    data: { createdAt: new Date(Date.now() - 2 * 3_600_000) },
  });
  const { POST } = await import('@/app/api/videos/route');
  const res = await call(POST, 'POST', '/api/videos', {
    host: t.tenant.host,
    cookie: t.admin.cookie,
    body: { filename: 'aula.mp4', content_type: 'video/mp4', size: MP4.length },
  });
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return { video: res.body.data.id };
}

/** A one-part video with its part stored, ready to complete. */
async function uploadedVideo(t: Target): Promise<Record<string, string>> {
  // complete and retry queue no HLS job here: the table checks the answers, test/video/hls.test.ts the job
  setFfmpegForTests(false);
  const video = (await createdVideo(t)).video!;
  const { POST } = await import('@/app/api/videos/[id]/parts/route');
  const p = await call(POST, 'POST', `/api/videos/${video}/parts`, {
    host: t.tenant.host,
    cookie: t.admin.cookie,
    body: { part_numbers: [1] },
  });
  const status = await putPart(t.tenant.host, p.body.data.parts[0].url, MP4);
  if (status !== 200) throw new Error(`part PUT failed: ${status}`);
  return { video };
}

async function failedVideo(t: Target): Promise<Record<string, string>> {
  const ids = await uploadedVideo(t);
  const { POST } = await import('@/app/api/videos/[id]/complete/route');
  await call(POST, 'POST', `/api/videos/${ids.video}/complete`, {
    host: t.tenant.host,
    cookie: t.admin.cookie,
  });
  await prisma.videoAsset.update({ where: { id: ids.video }, data: { status: 'failed' } });
  return ids;
}

/** A ready asset with a master playlist in the store. */
async function readyVideo(t: Target): Promise<Record<string, string>> {
  const row = await prisma.videoAsset.create({
    data: {
      tenantId: t.tenant.id,
      key: `tenants/${t.tenant.id}/videos/${crypto.randomUUID()}/source.mp4`,
      filename: 'aula.mp4',
      size: 10n,
      contentType: 'video/mp4',
      partSize: 8 * 1024 * 1024,
      status: 'ready',
    },
  });
  const file = path.join(os.tmpdir(), `praca-master-${row.id}.m3u8`);
  await writeFile(file, '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=896000,RESOLUTION=640x360\n360p/index.m3u8\n');
  const key = videoKey(t.tenant.id, row.id, 'hls/master.m3u8');
  await getStorage().objects.putFile(key, file, 'application/vnd.apple.mpegurl');
  await prisma.videoAsset.update({ where: { id: row.id }, data: { hlsKey: key } });
  return { video: row.id };
}

async function lesson(t: Target): Promise<Record<string, string>> {
  const course = await prisma.course.create({
    data: {
      tenantId: t.tenant.id,
      title: 'Curso',
      slug: `curso-${crypto.randomUUID()}`,
      order: 1000 + Math.floor(Math.random() * 1e9),
    },
  });
  const mod = await prisma.module.create({
    data: { tenantId: t.tenant.id, courseId: course.id, title: 'M' },
  });
  const l = await prisma.lesson.create({
    data: { tenantId: t.tenant.id, moduleId: mod.id, title: 'Aula', slug: 'aula' },
  });
  return { lesson: l.id };
}

const videoView = z.object({
  id: z.string().uuid(),
  media_url: z.string().startsWith('asset:'),
  filename: z.string(),
  status: z.enum(['uploading', 'uploaded', 'processing', 'ready', 'failed']),
  percent: z.number().int(),
  size: z.number().int().positive(),
  content_type: z.string(),
  part_size: z.number().int().positive(),
  part_count: z.number().int().positive(),
  duration_seconds: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const VIDEO_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/videos',
    method: 'POST',
    auth: 'editor',
    crossTenant: false,
    handler: async () => (await import('@/app/api/videos/route')).POST,
    path: () => '/api/videos',
    body: () => ({ filename: 'aula.mp4', content_type: 'video/mp4', size: 10 * 1024 * 1024 }),
    validStatus: 201,
    response: z.object({ data: videoView.extend({ status: z.literal('uploading') }) }),
    // 6 GB: past the 5 GB limit, refused before anything is stored
    malformed: () => ({ filename: 'aula.mp4', content_type: 'video/mp4', size: 6 * 1024 ** 3 }),
    snapshot: videosOf,
  },
  {
    name: 'GET /api/videos/{id}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/videos/[id]/route')).GET,
    setup: createdVideo,
    path: (t) => `/api/videos/${t.ids.video}`,
    response: z.object({ data: videoView }),
  },
  {
    name: 'DELETE /api/videos/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/videos/[id]/route')).DELETE,
    setup: createdVideo,
    path: (t) => `/api/videos/${t.ids.video}`,
    validStatus: 204,
    response: z.null(),
  },
  {
    name: 'GET /api/videos/{id}/parts',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/videos/[id]/parts/route')).GET,
    setup: uploadedVideo,
    path: (t) => `/api/videos/${t.ids.video}/parts`,
    response: z.object({
      data: z.object({
        parts: z.array(z.object({ part_number: z.literal(1), size: z.number().int() })).length(1),
      }),
    }),
  },
  {
    name: 'POST /api/videos/{id}/parts',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/videos/[id]/parts/route')).POST,
    setup: createdVideo,
    path: (t) => `/api/videos/${t.ids.video}/parts`,
    body: () => ({ part_numbers: [1] }),
    response: z.object({
      data: z.object({
        parts: z.array(
          z.object({
            part_number: z.number().int(),
            size: z.number().int(),
            url: z.string(),
            method: z.literal('PUT'),
            headers: z.record(z.string(), z.string()),
          }),
        ),
        expires_at: z.string(),
      }),
    }),
    malformed: () => ({ part_numbers: [0] }),
  },
  {
    name: 'POST /api/videos/{id}/complete',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/videos/[id]/complete/route')).POST,
    setup: uploadedVideo,
    path: (t) => `/api/videos/${t.ids.video}/complete`,
    response: z.object({ data: videoView.extend({ status: z.enum(['uploaded', 'processing']) }) }),
  },
  {
    name: 'POST /api/videos/{id}/retry',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/videos/[id]/retry/route')).POST,
    setup: failedVideo,
    path: (t) => `/api/videos/${t.ids.video}/retry`,
    response: z.object({ data: videoView.extend({ status: z.enum(['uploaded', 'processing']) }) }),
  },
  {
    name: 'GET /api/videos/{id}/hls/{path}?exp&sig',
    method: 'GET',
    auth: 'public',
    handler: async () => (await import('@/app/api/videos/[id]/hls/[...path]/route')).GET,
    setup: readyVideo,
    path: (t) =>
      signedPlaylistUrl(t.tenant.id, t.ids.video!, 'master.m3u8', Math.floor(Date.now() / 1000) + 600),
    response: z.string().includes('/api/videos/').includes('/hls/360p/index.m3u8?exp='),
    malformedPath: (t) => `/api/videos/${t.ids.video}/hls/master.m3u8?exp=1&sig=x`,
  },
  {
    name: 'PATCH /api/studio/lessons/{id}/media',
    method: 'PATCH',
    auth: 'editor',
    handler: async () => (await import('@/app/api/studio/lessons/[id]/media/route')).PATCH,
    setup: lesson,
    path: (t) => `/api/studio/lessons/${t.ids.lesson}/media`,
    body: () => ({ media_url: 'https://youtu.be/dQw4w9WgXcQ' }),
    response: z.object({
      data: z.object({
        id: z.string().uuid(),
        media_type: z.literal('embed'),
        media_url: z.literal('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'),
        duration_seconds: z.number().int(),
      }),
    }),
    malformed: () => ({ media_url: 'https://evil.example.com/aula.mp4' }),
    snapshot: (t) => prisma.lesson.findUnique({ where: { id: t.ids.lesson }, select: { mediaUrl: true } }),
  },
];
