import { z } from 'zod';
import type { Endpoint } from '../conformance/types';
import { readyUpload } from '../appearance/helpers';
import { loginPageOf, validBody } from './helpers';

// The login page designer's endpoints for the conformance table (test/conformance/endpoints.ts).

export const ZLoginPageSettingsAnswer = z.object({
  tenant_id: z.string().uuid(),
  login_theme: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  login_theme_placement: z.enum(['left', 'center', 'right']),
  login_text: z.string().min(1),
  overlay_banner_login: z.number().int().min(0).max(100),
  cta_login: z.boolean(),
  title_cta_login: z.string().nullable(),
  link_cta_login: z.string().nullable(),
  login_banner: z.string().nullable(),
  login_banner_vertical: z.string().nullable(),
  enable_redirect_login: z.boolean(),
  redirect_url: z.string().nullable(),
  magic_link_enabled: z.boolean(),
});

export const ZLoginPageGetAnswer = z.object({
  data: z.object({
    settings: ZLoginPageSettingsAnswer,
    redirect_options: z.array(
      z.object({
        value: z.string().startsWith('/'),
        kind: z.enum(['homepage', 'community']),
        title: z.string().optional(),
      }),
    ),
    brand: z.object({ name: z.string().min(1), logo_url: z.string().nullable() }),
  }),
});

export const LOGIN_PAGE_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/config/plataforma/loginPage/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/loginPage/[tenant]/route')).GET,
    path: (t) => `/api/auth/config/plataforma/loginPage/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: ZLoginPageGetAnswer,
  },
  {
    name: 'POST /api/auth/config/plataforma/loginPage/update',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/loginPage/update/route')).POST,
    path: () => '/api/auth/config/plataforma/loginPage/update',
    setup: async (t) => ({ banner: await readyUpload(t.tenant.id, 'login-image') }),
    body: (t) => validBody(t.tenant.id, { login_banner: t.ids.banner }),
    response: z.object({
      message: z.literal('Dados alterados com sucesso!'),
      data: ZLoginPageSettingsAnswer,
    }),
    malformed: (t) => validBody(t.tenant.id, { overlay_banner_login: 55, link_cta_login: null }),
    snapshot: (t) => loginPageOf(t.tenant.id),
  },
];
