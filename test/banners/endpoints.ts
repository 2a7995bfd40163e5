import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { bannerOrders, makeBanner } from './helpers';

// The banner endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

const BASE = '/api/auth/config/plataforma';

export const bannerShape = z.object({
  id: z.string().uuid(),
  tenant_id: z.string().uuid(),
  order: z.number().int().min(1),
  category: z.string(),
  title: z.string(),
  subtitle: z.string(),
  text_button: z.string(),
  headline_image: z.string().nullable(),
  url_primary: z.string().nullable(),
  url_image: z.string().nullable(),
  url_image_vertical: z.string().nullable(),
  url_video: z.string().nullable(),
  url_video_vertical: z.string().nullable(),
  font_headline: z.string(),
  weight_headline: z.number().int(),
  size_headline: z.number().int(),
  font_title: z.string(),
  weight_title: z.number().int(),
  size_title: z.number().int(),
  font_subtitle: z.string(),
  weight_subtitle: z.number().int(),
  size_subtitle: z.number().int(),
  font_button: z.string(),
  weight_text_button: z.number().int(),
  size_text_button: z.number().int(),
});

const triple = (data: z.ZodType) =>
  z.tuple([z.object({ status: z.string() }), z.object({ message: z.string() }), z.object({ data })]);

const settingsShape = z.object({
  tenant_id: z.string().uuid(),
  banner_custom_transition_type: z.enum(['normal', 'fade']),
  banner_custom_autoplay: z.union([z.literal(0), z.literal(1)]),
  banner_custom_autoplay_time: z.number().int(),
});

const oneBanner = async (t: Target) => ({ banner: (await makeBanner(t.tenant.id)).id });
const countBanners = (t: Target) => prisma.banner.count({ where: { tenantId: t.tenant.id } });
const bannerRow = (t: Target) => prisma.banner.findUnique({ where: { id: t.ids.banner! } });
const settingsRow = (t: Target) =>
  prisma.platformSettings.findUnique({
    where: { tenantId: t.tenant.id },
    select: { bannerCustomAutoplay: true, bannerCustomAutoplayTime: true, bannerCustomTransitionType: true },
  });

export const BANNER_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/config/plataforma/bannersCustom/index/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/bannersCustom/index/[tenant]/route')).GET,
    path: (t) => `${BASE}/bannersCustom/index/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    setup: oneBanner,
    response: triple(z.array(bannerShape).min(1)),
  },
  {
    name: 'GET /api/auth/config/plataforma/bannersCustom/get/{tenant}/{bannerId}',
    method: 'GET',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/bannersCustom/get/[tenant]/[id]/route')).GET,
    path: (t) => `${BASE}/bannersCustom/get/${t.tenant.id}/${t.ids.banner}`,
    params: (t) => ({ tenant: t.tenant.id, id: t.ids.banner! }),
    setup: oneBanner,
    response: triple(bannerShape),
  },
  {
    name: 'POST /api/auth/config/plataforma/bannersCustom/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/bannersCustom/create/route')).POST,
    path: () => `${BASE}/bannersCustom/create`,
    body: (t) => ({ tenant_id: t.tenant.id, title: 'Novo', url_primary: 'https://example.com/x' }),
    validStatus: 201,
    response: z.object({ data: bannerShape }),
    malformed: (t) => ({ tenant_id: t.tenant.id, title: 'Novo', subtitle: 'x'.repeat(251) }),
    snapshot: countBanners,
  },
  {
    name: 'POST /api/auth/config/plataforma/bannersCustom/update/{id}',
    method: 'POST',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/bannersCustom/update/[id]/route')).POST,
    path: (t) => `${BASE}/bannersCustom/update/${t.ids.banner}`,
    params: (t) => ({ id: t.ids.banner! }),
    setup: oneBanner,
    body: (t) => ({ tenant_id: t.tenant.id, title: 'Alterado', size_title: 32 }),
    response: z.object({ data: bannerShape }),
    malformed: () => ({ font_title: 'Comic Sans', size_title: 99 }),
    snapshot: bannerRow,
  },
  {
    name: 'DELETE /api/auth/config/plataforma/bannersCustom/delete/{tenant}/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/bannersCustom/delete/[tenant]/[id]/route')).DELETE,
    path: (t) => `${BASE}/bannersCustom/delete/${t.tenant.id}/${t.ids.banner}`,
    params: (t) => ({ tenant: t.tenant.id, id: t.ids.banner! }),
    setup: oneBanner,
    response: z.object({ data: z.object({ id: z.string().uuid() }) }),
  },
  {
    name: 'POST /api/auth/config/plataforma/bannersCustom/order',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/bannersCustom/order/route')).POST,
    path: () => `${BASE}/bannersCustom/order`,
    setup: async (t) => {
      const a = await makeBanner(t.tenant.id);
      const b = await makeBanner(t.tenant.id);
      return { a: a.id, b: b.id };
    },
    body: (t) => ({ tenant_id: t.tenant.id, newOrdenation: [t.ids.b, t.ids.a] }),
    response: z.object({ data: z.array(bannerShape).min(2) }),
    malformed: (t) => ({ tenant_id: t.tenant.id, newOrdenation: ['not-an-id'] }),
    snapshot: (t) => bannerOrders(t.tenant.id),
  },
  {
    name: 'POST /api/auth/config/plataforma/update_banner_settings',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/update_banner_settings/route')).POST,
    path: () => `${BASE}/update_banner_settings`,
    body: (t) => ({
      tenant_id: t.tenant.id,
      banner_custom_transition_type: 'fade',
      banner_custom_autoplay: 1,
      banner_custom_autoplay_time: 6,
    }),
    response: z.object({ data: settingsShape }),
    malformed: (t) => ({
      tenant_id: t.tenant.id,
      banner_custom_transition_type: 'slide',
      banner_custom_autoplay: 1,
      banner_custom_autoplay_time: 6,
    }),
    snapshot: settingsRow,
  },
  {
    name: 'GET /api/auth/config/plataforma/banner_settings',
    method: 'GET',
    auth: 'editor',
    crossTenant: false,
    handler: async () => (await import('@/app/api/auth/config/plataforma/banner_settings/route')).GET,
    path: () => `${BASE}/banner_settings`,
    response: z.object({ data: settingsShape }),
  },
  {
    name: 'POST /api/auth/config/plataforma/bannersCustom/upload-video/create-link-upload-video',
    method: 'POST',
    auth: 'editor',
    crossTenant: false,
    handler: async () =>
      (
        await import('@/app/api/auth/config/plataforma/bannersCustom/upload-video/create-link-upload-video/route')
      ).POST,
    path: () => `${BASE}/bannersCustom/upload-video/create-link-upload-video`,
    body: () => ({ filename: 'intro.mp4', size: 1000 }),
    validStatus: 201,
    response: z.object({
      data: z.object({
        path: z.string().regex(/^tenants\/.+\/banner-video\/.+\.mp4$/),
        url: z.string(),
        upload_id: z.string().uuid(),
        method: z.literal('PUT'),
        headers: z.record(z.string(), z.string()),
        public_url: z.string(),
        max_bytes: z.literal(25 * 1024 * 1024),
      }),
    }),
    // 30 MB: over the 25 MB limit, refused before anything is stored
    malformed: () => ({ filename: 'intro.mp4', size: 30 * 1024 * 1024 }),
    snapshot: (t) => prisma.upload.count({ where: { tenantId: t.tenant.id } }),
  },
];
