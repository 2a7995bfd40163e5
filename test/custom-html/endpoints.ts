import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { makeBlock } from './helpers';

// The custom HTML endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

const BASE = '/api/platform/auth/custom-html';
const PAGES = [
  'homepage',
  'course',
  'module',
  'lesson',
  'community',
  'favorite',
  'product',
  'profile',
  'search',
];

export const customHtmlShape = z.object({
  id: z.string().uuid(),
  title: z.string().max(50),
  page: z.enum(PAGES as [string, ...string[]]),
  course_id: z.string().uuid().nullable(),
  module_id: z.string().uuid().nullable(),
  lesson_id: z.string().uuid().nullable(),
  community_id: z.string().uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  html: z.string().optional(),
});

const oneBlock = async (t: Target) => ({ block: (await makeBlock(t.tenant.id, { title: 'Um bloco' })).id });
const blockRow = (t: Target) => prisma.customHtml.findUnique({ where: { id: t.ids.block! } });
const countBlocks = (t: Target) => prisma.customHtml.count({ where: { tenantId: t.tenant.id } });
const valid = { title: 'Aviso', html: '<p>Olá {{nome}}</p>', page: 'homepage' };

export const CUSTOM_HTML_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/platform/auth/custom-html',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/platform/auth/custom-html/route')).GET,
    path: () => BASE,
    setup: oneBlock,
    crossTenant: false,
    response: z.object({
      data: z.array(customHtmlShape).min(1),
      current_page: z.number().int(),
      next_page: z.number().int().nullable(),
    }),
  },
  {
    name: 'POST /api/platform/auth/custom-html',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/platform/auth/custom-html/route')).POST,
    path: () => BASE,
    body: () => valid,
    crossTenant: false,
    validStatus: 201,
    response: z.object({ data: customHtmlShape.extend({ html: z.string() }) }),
    malformed: () => ({ ...valid, title: 'x'.repeat(51) }),
    snapshot: countBlocks,
  },
  {
    name: 'GET /api/platform/auth/custom-html/{id}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/platform/auth/custom-html/[id]/route')).GET,
    path: (t) => `${BASE}/${t.ids.block}`,
    params: (t) => ({ id: t.ids.block! }),
    setup: oneBlock,
    response: z.object({ data: customHtmlShape.extend({ html: z.string() }) }),
  },
  {
    name: 'PUT /api/platform/auth/custom-html/{id}',
    method: 'PUT',
    auth: 'editor',
    handler: async () => (await import('@/app/api/platform/auth/custom-html/[id]/route')).PUT,
    path: (t) => `${BASE}/${t.ids.block}`,
    params: (t) => ({ id: t.ids.block! }),
    setup: oneBlock,
    body: () => ({ ...valid, title: 'Alterado' }),
    response: z.object({ data: customHtmlShape.extend({ html: z.string() }) }),
    malformed: () => ({ ...valid, html: '   ' }),
    snapshot: blockRow,
  },
  {
    name: 'DELETE /api/platform/auth/custom-html/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/platform/auth/custom-html/[id]/route')).DELETE,
    path: (t) => `${BASE}/${t.ids.block}`,
    params: (t) => ({ id: t.ids.block! }),
    setup: oneBlock,
    response: z.object({ message: z.string() }),
  },
  {
    name: 'GET /api/platform/auth/custom-html/filters/{page}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/platform/auth/custom-html/filters/[page]/route')).GET,
    path: () => `${BASE}/filters/homepage`,
    params: () => ({ page: 'homepage' }),
    setup: oneBlock,
    crossTenant: false,
    response: z.object({ data: z.array(customHtmlShape.extend({ html: z.string() })).min(1) }),
  },
  {
    name: 'GET /api/platform/auth/custom-html/{id}/versions',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/platform/auth/custom-html/[id]/versions/route')).GET,
    path: (t) => `${BASE}/${t.ids.block}/versions`,
    params: (t) => ({ id: t.ids.block! }),
    setup: oneBlock,
    response: z.object({
      data: z.array(
        z.object({
          id: z.string().uuid(),
          title: z.string(),
          page: z.string(),
          html: z.string(),
          author_name: z.string(),
          created_at: z.string(),
        }),
      ),
    }),
  },
  {
    name: 'POST /api/platform/auth/custom-html/{id}/versions/{versionId}/restore',
    method: 'POST',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/platform/auth/custom-html/[id]/versions/[versionId]/restore/route')).POST,
    path: (t) => `${BASE}/${t.ids.block}/versions/${t.ids.version}/restore`,
    params: (t) => ({ id: t.ids.block!, versionId: t.ids.version! }),
    setup: async (t) => {
      const b = await makeBlock(t.tenant.id, { title: 'Atual' });
      const v = await prisma.customHtmlVersion.create({
        data: {
          tenantId: t.tenant.id,
          customHtmlId: b.id,
          title: 'Antigo',
          html: '<p>antes</p>',
          page: 'homepage',
        },
      });
      return { block: b.id, version: v.id };
    },
    response: z.object({ data: customHtmlShape.extend({ title: z.literal('Antigo') }) }),
  },
  {
    name: 'GET /api/embed/custom-html/{id}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/embed/custom-html/[id]/route')).GET,
    path: (t) => `/api/embed/custom-html/${t.ids.block}`,
    params: (t) => ({ id: t.ids.block! }),
    setup: oneBlock,
    response: z.string().includes('<p>oi</p>'),
  },
  {
    name: 'POST /api/embed/custom-html/preview',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/embed/custom-html/preview/route')).POST,
    path: () => '/api/embed/custom-html/preview',
    headers: () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
    body: () => 'html=%3Cb%3Eprevia%3C%2Fb%3E',
    crossTenant: false,
    response: z.string().includes('<b>previa</b>'),
    malformed: () => `html=${'x'.repeat(100 * 1024 + 1)}`,
  },
];
