import { z } from 'zod';
import type { Endpoint } from '../conformance/types';
import { appearanceOf, readyUpload } from './helpers';

// The appearance endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

const bit = z.union([z.literal(0), z.literal(1)]);
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const ZAppearanceAnswer = z.object({
  data: z.object({
    data: z.object({
      tenant_id: z.string().uuid(),
      name: z.string().min(1),
      theme_classes: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      primary_color: hex,
      text_color: hex,
      background_color_primary: hex,
      background_color_secondary: hex,
      font_primary: z.string(),
      overlay_color: hex,
      overlay_intensity: z.number().int().min(0).max(100),
      shadow_size: z.number().int().min(0).max(3),
      sidebar: bit,
      showcase: bit,
      showcase_url_redirect: z.string(),
      show_carrousel_continue_class: bit,
      show_carrousel_continue_module: bit,
      show_carrousel_continue_course: bit,
      show_carrousel_highlight: bit,
      course_page_indicator: z.boolean(),
      module_page_indicator: z.boolean(),
      logo_square: z.string().nullable(),
      logo_horizontal: z.string().nullable(),
      favicon: z.string().nullable(),
    }),
  }),
});

export const APPEARANCE_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/config/plataforma/customBasic/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/customBasic/[tenant]/route')).GET,
    path: (t) => `/api/auth/config/plataforma/customBasic/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: ZAppearanceAnswer,
  },
  {
    name: 'POST /api/auth/config/plataforma/updateCustomBasic',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/updateCustomBasic/route')).POST,
    path: () => '/api/auth/config/plataforma/updateCustomBasic',
    setup: async (t) => ({ logo: await readyUpload(t.tenant.id, 'logo') }),
    body: (t) => ({
      tenant_id: t.tenant.id,
      primary_color: '#12AB34',
      text_color: '#FFFFFF',
      background_color_primary: '#1E3A8A',
      font_primary: 'Inter',
      sidebar: 1,
      showcase: 0,
      logo_horizontal: t.ids.logo,
    }),
    response: ZAppearanceAnswer,
    malformed: (t) => ({ tenant_id: t.tenant.id, primary_color: 'red', font_primary: 'Inter' }),
    snapshot: (t) => appearanceOf(t.tenant.id),
  },
  {
    name: 'POST /api/platform/auth/template-settings/toggle-course-page-indicator',
    method: 'POST',
    auth: 'editor',
    crossTenant: false,
    handler: async () =>
      (await import('@/app/api/platform/auth/template-settings/toggle-course-page-indicator/route')).POST,
    path: () => '/api/platform/auth/template-settings/toggle-course-page-indicator',
    body: () => ({ course_page_indicator: false }),
    response: z.object({
      message: z.literal('Indicador de curso atualizado!'),
      data: z.object({ course_page_indicator: z.boolean() }),
    }),
    malformed: () => ({ course_page_indicator: 'talvez' }),
    snapshot: (t) => appearanceOf(t.tenant.id),
  },
  {
    name: 'POST /api/platform/auth/template-settings/toggle-module-page-indicator',
    method: 'POST',
    auth: 'editor',
    crossTenant: false,
    handler: async () =>
      (await import('@/app/api/platform/auth/template-settings/toggle-module-page-indicator/route')).POST,
    path: () => '/api/platform/auth/template-settings/toggle-module-page-indicator',
    body: () => ({ module_page_indicator: false }),
    response: z.object({
      message: z.literal('Indicador de módulo atualizado!'),
      data: z.object({ module_page_indicator: z.boolean() }),
    }),
    malformed: () => ({}),
    snapshot: (t) => appearanceOf(t.tenant.id),
  },
];
