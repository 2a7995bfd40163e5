import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createLesson } from '@/app/api/auth/studio/modules/[id]/lessons/route';
import { PATCH as patchLesson } from '@/app/api/auth/studio/lessons/[id]/route';
import { prisma } from '@/lib/server/db';
import { createWorld } from '../support/factories';
import { createCourse } from '../course/world';
import { studioCall } from './support';

// The lesson API gives a video lesson's media the video field's checks (ADR 0423): a YouTube, Vimeo or
// Panda Video address, stored as its player, or an upload of this school that has finished. Any other
// host, another school's upload or one still uploading is a 422 and changes nothing.

type World = Awaited<ReturnType<typeof createWorld>>;
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const asset = (tenantId: string, status: 'ready' | 'uploading') =>
  prisma.videoAsset.create({
    data: {
      tenantId,
      key: `videos/${Math.random().toString(36).slice(2)}.mp4`,
      filename: 'aula.mp4',
      size: BigInt(1000),
      contentType: 'video/mp4',
      partSize: 8_388_608,
      status,
    },
  });

const create = (moduleId: string, body: Record<string, unknown>) =>
  studioCall(createLesson, 'POST', `/api/auth/studio/modules/${moduleId}/lessons`, w.a, w.adminA, {
    title: 'Aula com vídeo',
    ...body,
  });
const patch = (id: string, body: Record<string, unknown>) =>
  studioCall(patchLesson, 'PATCH', `/api/auth/studio/lessons/${id}`, w.a, w.adminA, body);
const mediaOf = async (id: string) =>
  (await prisma.lesson.findUniqueOrThrow({ where: { id }, select: { mediaUrl: true } })).mediaUrl;

describe("a video lesson's media through the lesson API", () => {
  it('stores an allowed address as its player and a finished upload of the school', async () => {
    const c = await createCourse(w.a);
    const r = await create(c.modules[0]!, { media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await mediaOf(r.body.data.id)).toMatch(
      /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/dQw4w9WgXcQ/,
    );
    const ready = await asset(w.a.id, 'ready');
    const p = await patch(r.body.data.id, { media_url: `asset:${ready.id}` });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(await mediaOf(r.body.data.id)).toBe(`asset:${ready.id}`);
  });

  it("refuses another host, another school's upload and an unfinished one, changing nothing", async () => {
    const c = await createCourse(w.a);
    const made = await create(c.modules[0]!, { media_url: 'https://vimeo.com/76979871' });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const before = await mediaOf(id);
    const foreign = await asset(w.b.id, 'ready');
    const uploading = await asset(w.a.id, 'uploading');
    for (const media_url of [
      'https://evil.example/video.mp4',
      `asset:${foreign.id}`,
      `asset:${uploading.id}`,
    ]) {
      const r = await patch(id, { media_url, title: 'Não muda' });
      expect(r.status, media_url).toBe(422);
      expect(r.body.message).toMatch(/\S/);
      expect(await mediaOf(id)).toBe(before);
    }
    const refused = await create(c.modules[0]!, { media_url: 'https://evil.example/video.mp4' });
    expect(refused.status).toBe(422);
    // audio and text lessons keep the address given (their player is not the video field's)
    const audio = await create(c.modules[0]!, { kind: 'audio', media_url: 'https://cdn.example/aula.mp3' });
    expect(audio.status).toBe(201);
    expect(await mediaOf(audio.body.data.id)).toBe('https://cdn.example/aula.mp3');
  });
});
