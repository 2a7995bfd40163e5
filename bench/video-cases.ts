// Bench cases of the lesson-video endpoints an editor's upload calls over and over (status polling,
// the resume's part listing, part presigning), spread into bench/cases.ts. Each prepares one video in
// the demo tenant through the create route. The 1 GB upload itself: bench/video-upload.ts.
import { GET as videoGet } from '@/app/api/videos/[id]/route';
import { GET as partsList, POST as partsPresign } from '@/app/api/videos/[id]/parts/route';
import { POST as videoCreate } from '@/app/api/videos/route';
import { makeRequest } from '@/test/support/http';
import { EDITOR, type BenchCase, type BenchContext } from './case-types';

async function newVideo({ host, signIn }: BenchContext) {
  const cookie = await signIn(EDITOR);
  const res = await videoCreate(
    makeRequest('POST', '/api/videos', {
      host,
      cookie,
      body: { filename: 'bench.mp4', content_type: 'video/mp4', size: 100 * 1024 * 1024 },
    }),
    { params: Promise.resolve({}) },
  );
  if (res.status !== 201) throw new Error(`video create: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { id: string } };
  return { cookie, id: data.id };
}

export const VIDEO_BENCH_CASES: BenchCase[] = [
  {
    name: 'GET /api/videos/{id}',
    prepare: async (ctx) => {
      const { cookie, id } = await newVideo(ctx);
      return {
        handler: videoGet,
        params: { id },
        request: () => makeRequest('GET', `/api/videos/${id}`, { host: ctx.host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/videos/{id}/parts',
    prepare: async (ctx) => {
      const { cookie, id } = await newVideo(ctx);
      return {
        handler: partsList,
        params: { id },
        request: () => makeRequest('GET', `/api/videos/${id}/parts`, { host: ctx.host, cookie }),
      };
    },
  },
  {
    name: 'POST /api/videos/{id}/parts',
    prepare: async (ctx) => {
      const { cookie, id } = await newVideo(ctx);
      return {
        handler: partsPresign,
        params: { id },
        request: () =>
          makeRequest('POST', `/api/videos/${id}/parts`, {
            host: ctx.host,
            cookie,
            body: { part_numbers: [1, 2, 3, 4] },
          }),
      };
    },
  },
];
