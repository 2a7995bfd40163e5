import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import { getLocalStorage } from '@/lib/server/storage';
import type { Endpoint, Target } from '../conformance/types';
import { call, makeRequest } from '../support/http';
import { PNG } from './helpers';

// The upload endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).
// The table runs them against the local driver; test/storage/* covers both drivers in depth.

const uploadsOf = (t: Target) => prisma.upload.count({ where: { tenantId: t.tenant.id } });

/** A student's post image, presigned and PUT through the local driver's route, ready to finalize. */
async function uploadedPostImage(t: Target): Promise<Record<string, string>> {
  const { POST: presign } = await import('@/app/api/uploads/presign/route');
  const { PUT: localPut } = await import('@/app/api/uploads/local/[...key]/route');
  const res = await call(presign, 'POST', '/api/uploads/presign', {
    host: t.tenant.host,
    cookie: t.student.cookie,
    body: { kind: 'post-image', filename: 'foto.png', content_type: 'image/png', size: PNG.length },
  });
  if (res.status !== 201) throw new Error(`presign failed: ${JSON.stringify(res.body)}`);
  if (!getLocalStorage()) throw new Error('the conformance table expects the local driver');
  const {
    upload_id: id,
    url,
    headers,
  } = res.body.data as { upload_id: string; url: string; headers: Record<string, string> };
  const key = url
    .split('?')[0]!
    .replace(/^\/api\/uploads\/local\//, '')
    .split('/')
    .map(decodeURIComponent);
  const req = makeRequest('PUT', url, { host: t.tenant.host, headers });
  const put = await localPut(new Request(req, { body: PNG }), { params: Promise.resolve({ key }) });
  if (put.status >= 300) throw new Error(`local PUT failed: ${put.status} ${await put.text()}`);
  return { upload: id };
}

const uploadView = z.object({
  upload_id: z.string().uuid(),
  key: z.string(),
  kind: z.string(),
  status: z.enum(['pending', 'ready', 'uploaded', 'rejected']),
  size: z.number().int().nullable(),
  content_type: z.string(),
  url: z.string(),
});

const presignAnswer = z.object({
  data: z.object({
    upload_id: z.string().uuid(),
    key: z.string(),
    url: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    expires_at: z.string(),
    public_url: z.string(),
    max_bytes: z.number().int().positive(),
  }),
});

export const STORAGE_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/uploads/presign (a member kind)',
    method: 'POST',
    auth: 'user',
    crossTenant: false,
    handler: async () => (await import('@/app/api/uploads/presign/route')).POST,
    path: () => '/api/uploads/presign',
    body: () => ({ kind: 'post-image', filename: 'a.png', content_type: 'image/png', size: 100 }),
    validStatus: 201,
    response: presignAnswer,
    malformed: () => ({ kind: 'x', filename: 'a.png', size: 100 }),
    snapshot: uploadsOf,
  },
  {
    name: 'POST /api/uploads/presign (an editor kind)',
    alsoNeeds: 'edit.enter',
    method: 'POST',
    auth: 'editor',
    crossTenant: false,
    handler: async () => (await import('@/app/api/uploads/presign/route')).POST,
    path: () => '/api/uploads/presign',
    body: () => ({ kind: 'logo', filename: 'logo.png', content_type: 'image/png', size: 100 }),
    validStatus: 201,
    response: presignAnswer,
    // 3 MB logo: over the 2 MB limit, refused before anything is stored
    malformed: () => ({
      kind: 'logo',
      filename: 'logo.png',
      content_type: 'image/png',
      size: 3 * 1024 * 1024,
    }),
    snapshot: uploadsOf,
  },
  {
    name: 'POST /api/uploads/{id}/finalize',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/uploads/[id]/finalize/route')).POST,
    setup: uploadedPostImage,
    path: (t) => `/api/uploads/${t.ids.upload}/finalize`,
    params: (t) => ({ id: t.ids.upload! }),
    response: z.object({ data: uploadView.extend({ status: z.literal('ready') }) }),
  },
];
