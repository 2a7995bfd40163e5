import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint } from '../conformance/types';
import { frameOf, linksOf, seedLinks } from './helpers';

// The site frame's endpoints (issue 10: header links, footer, SEO) for the conformance table.

const ZLink = z.object({
  id: z.string().uuid(),
  tenant_id: z.string().uuid(),
  link_title: z.string(),
  link_url: z.string(),
  order: z.number().int(),
});

const ZFrame = z.object({
  data: z.object({
    tenant_id: z.string().uuid(),
    footer_visible: z.union([z.literal(0), z.literal(1)]),
    use_terms: z.string(),
    privacy_terms: z.string(),
    url_facebook: z.string().nullable(),
    url_instagram: z.string().nullable(),
    url_youtube: z.string().nullable(),
    name: z.string(),
    description: z.string(),
  }),
});

/** Each link case starts from exactly the links it names (setup runs before every case). */
async function freshLinks(tenantId: string, titles: string[]) {
  await prisma.navigationLink.deleteMany({ where: { tenantId } });
  return seedLinks(tenantId, titles);
}

const P = '/api/auth/config/plataforma';

export const FRAME_ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/auth/config/plataforma/links/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/links/create/route')).POST,
    path: () => `${P}/links/create`,
    setup: async (t) => {
      await freshLinks(t.tenant.id, ['Blog']);
      return {};
    },
    body: (t) => ({ link_title: 'Loja', link_url: 'https://loja.example.com', tenant_id: t.tenant.id }),
    validStatus: 201,
    response: z.object({ data: ZLink.extend({ link_url: z.literal('loja.example.com') }) }),
    malformed: (t) => ({ link_title: '', link_url: 'javascript:alert(1)', tenant_id: t.tenant.id }),
    snapshot: (t) => linksOf(t.tenant.id),
  },
  {
    name: 'POST /api/auth/config/plataforma/links/update/{id}',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/links/update/[id]/route')).POST,
    path: (t) => `${P}/links/update/${t.ids.link}`,
    params: (t) => ({ id: t.ids.link! }),
    setup: async (t) => ({ link: (await freshLinks(t.tenant.id, ['Blog']))[0]! }),
    body: (t) => ({ link_title: 'Novo', link_url: 'http://novo.example.com/x', tenant_id: t.tenant.id }),
    response: z.object({ data: ZLink.extend({ link_url: z.literal('novo.example.com/x') }) }),
    malformed: (t) => ({ link_title: 'Novo', link_url: 'ftp://novo.example.com', tenant_id: t.tenant.id }),
    snapshot: (t) => linksOf(t.tenant.id),
  },
  {
    name: 'DELETE /api/auth/config/plataforma/links/delete/{tenantId}/{id}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/links/delete/[tenantId]/[id]/route')).DELETE,
    path: (t) => `${P}/links/delete/${t.tenant.id}/${t.ids.link}`,
    params: (t) => ({ tenantId: t.tenant.id, id: t.ids.link! }),
    setup: async (t) => ({ link: (await freshLinks(t.tenant.id, ['Blog', 'Loja']))[0]! }),
    response: z.object({ data: z.object({ id: z.string().uuid() }) }),
  },
  {
    name: 'POST /api/auth/config/plataforma/links/order',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/links/order/route')).POST,
    path: () => `${P}/links/order`,
    setup: async (t) => {
      const [a, b] = await freshLinks(t.tenant.id, ['Blog', 'Loja']);
      return { a: a!, b: b! };
    },
    body: (t) => ({ newOrdenation: [t.ids.b, t.ids.a] }),
    response: z.object({ data: z.object({ data: z.array(ZLink).length(2) }) }),
    malformed: (t) => ({ newOrdenation: [t.ids.a, 'nope'] }),
    snapshot: (t) => linksOf(t.tenant.id),
  },
  {
    name: 'GET /api/auth/config/plataforma/extraSettings/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/extraSettings/[tenant]/route')).GET,
    path: (t) => `${P}/extraSettings/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: ZFrame,
  },
  {
    name: 'POST /api/auth/config/plataforma/extraSettings/update',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/extraSettings/update/route')).POST,
    path: () => `${P}/extraSettings/update`,
    body: (t) => ({
      use_terms: '<h2>Termos</h2><p>Texto <script>alert(1)</script></p>',
      privacy_terms: '<p>Privacidade</p>',
      url_facebook: 'https://www.facebook.com/escola',
      url_instagram: 'https://instagram.com/escola',
      url_youtube: '',
      tenant_id: t.tenant.id,
    }),
    response: ZFrame,
    malformed: (t) => ({
      use_terms: '<p>mudou</p>',
      url_facebook: 'https://evil.example.com/facebook.com',
      tenant_id: t.tenant.id,
    }),
    snapshot: (t) => frameOf(t.tenant.id),
  },
  {
    name: 'POST /api/auth/config/plataforma/updateCustomBasic/footerToogle',
    method: 'POST',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/updateCustomBasic/footerToogle/route')).POST,
    path: () => `${P}/updateCustomBasic/footerToogle`,
    body: (t) => ({ footer_visible: 0, tenant_id: t.tenant.id }),
    response: ZFrame,
    malformed: (t) => ({ footer_visible: 'talvez', tenant_id: t.tenant.id }),
    snapshot: (t) => frameOf(t.tenant.id),
  },
  {
    name: 'POST /api/auth/config/plataforma/update-seo',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/update-seo/route')).POST,
    path: () => `${P}/update-seo`,
    headers: (t) => ({ tenantId: t.tenant.id }),
    body: () => ({ name: 'Escola Nova', description: 'Cursos de tudo.' }),
    response: ZFrame,
    malformed: () => ({ name: '   ', description: 'x'.repeat(192) }),
    snapshot: (t) => frameOf(t.tenant.id),
  },
  {
    name: 'GET /api/frame/favicon (served as /favicon.ico)',
    method: 'GET',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/frame/favicon/route')).GET,
    path: () => '/api/frame/favicon',
    validStatus: 302,
    response: z.null(),
  },
  {
    name: 'GET /api/frame/manifest (served as /manifest.webmanifest)',
    method: 'GET',
    auth: 'public',
    crossTenant: false,
    handler: async () => (await import('@/app/api/frame/manifest/route')).GET,
    path: () => '/api/frame/manifest',
    response: z.object({
      name: z.string(),
      short_name: z.string(),
      start_url: z.literal('/homepage'),
      display: z.literal('standalone'),
      icons: z.array(z.object({ src: z.string(), sizes: z.string() })).min(1),
    }),
  },
];
