import { beforeAll, describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/auth/community/create/route';
import { prisma } from '@/lib/server/db';
import { ZBannerLink } from '@/lib/banners/schemas';
import { isHttpUrl } from '@/lib/gamification/schemas';
import { isValidHttpUrl } from '@/lib/lesson/schemas';
import { ZPostBody } from '@/lib/communities/feed/schemas';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { makeProduct } from '../communities/admin/helpers';

// One URL rule for every stored link (lib/validation/url.ts, decision 67): hostile links through the
// old-community sales_url endpoint, and the same table against the other link schemas.
const HOSTILE = [
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'da\nta:text/html,<script>alert(1)</script>',
  'data:text/html,x',
  'vbscript:msgbox(1)',
  '/\\evil.example/x',
  '\\\\evil.example',
  '//evil.example/x',
  'https:\\\\evil.example',
  'ftp://example.com',
  'https://exa mple.com',
  'https://exa\rmple.com',
  'https://exa\u2028mple.com',
];

let w: Awaited<ReturnType<typeof createWorld>>;
beforeAll(async () => {
  w = await createWorld();
});

const oldBody = (tenantId: string, productId: string, salesUrl: string) => ({
  tenant_id: tenantId,
  title: 'Comunidade antiga',
  description: 'Descrição',
  permissions_array: [productId],
  background_color: 'azul',
  font_family: 'Montserrat',
  button_sales_text: 'Compre',
  sales_url: salesUrl,
});

describe('old-community sales_url', () => {
  it.each(HOSTILE.map((u) => [u]))('refuses %j with a translated 400, nothing stored', async (url) => {
    const p = await makeProduct(w.a.id);
    const before = await prisma.community.count({ where: { tenantId: w.a.id } });
    const res = await call(create, 'POST', '/api/auth/community/create', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: oldBody(w.a.id, p.id, url),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.sales_url).toBe('Link inválido');
    expect(await prisma.community.count({ where: { tenantId: w.a.id } })).toBe(before);
  });

  it.each([['checkout/plano'], ['/curso/abc'], ['https://loja.example.com/plano?x=1']])(
    'still takes %j',
    async (url) => {
      const p = await makeProduct(w.a.id);
      const res = await call(create, 'POST', '/api/auth/community/create', {
        host: w.a.host,
        cookie: w.adminA.cookie,
        body: oldBody(w.a.id, p.id, url),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    },
  );
});

describe('the other stored links use the same rule', () => {
  it.each(HOSTILE.map((u) => [u]))('%j is refused by banners, rewards, marquee and post links', (url) => {
    expect(ZBannerLink.safeParse(url).success).toBe(false);
    expect(isHttpUrl(url)).toBe(false);
    expect(isValidHttpUrl(url)).toBe(false);
    const post = ZPostBody.safeParse({ title: 't', body: 'b', link_url: url });
    if (post.success) expect(post.data.link_url).toBeFalsy();
  });
});
