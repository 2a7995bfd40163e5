// Bench cases of the platform settings an editor reads and saves (header links, lesson template, login
// page, appearance, marquees, banners), spread into bench/cases.ts in their place.
import { GET as bannerSettings } from '@/app/api/auth/config/plataforma/banner_settings/route';
import { GET as bannerGet } from '@/app/api/auth/config/plataforma/bannersCustom/get/[tenant]/[id]/route';
import { GET as bannerIndex } from '@/app/api/auth/config/plataforma/bannersCustom/index/[tenant]/route';
import { GET as appearance } from '@/app/api/auth/config/plataforma/customBasic/[tenant]/route';
import { GET as links } from '@/app/api/auth/config/plataforma/links/index/[tenant]/route';
import { GET as loginPage } from '@/app/api/auth/config/plataforma/loginPage/[tenant]/route';
import { GET as marquees } from '@/app/api/auth/marquee/[id]/route';
import { GET as marqueeProducts } from '@/app/api/auth/marquee/products/[tenant]/route';
import { POST as updateCustomBasic } from '@/app/api/auth/config/plataforma/updateCustomBasic/route';
import { GET as templateSettings } from '@/app/api/auth/tenants/template_settings/[tenant]/route';
import { prisma } from '@/lib/server/db';
import { bannerSeedKey } from '@/lib/seed/demo-banners';
import { stableId } from '@/lib/seed/ids';
import { makeRequest } from '@/test/support/http';
import { ADMIN, EDITOR, STUDENT, type BenchCase } from './case-types';

export const PLATFORM_BENCH_CASES: BenchCase[] = [
  {
    name: 'GET /api/auth/config/plataforma/links/index/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      const path = `/api/auth/config/plataforma/links/index/${tenantId}`;
      return {
        handler: links,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/tenants/template_settings/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      const path = `/api/auth/tenants/template_settings/${tenantId}`;
      return {
        handler: templateSettings,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/config/plataforma/loginPage/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/config/plataforma/loginPage/${tenantId}`;
      return {
        handler: loginPage,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/config/plataforma/customBasic/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/config/plataforma/customBasic/${tenantId}`;
      return {
        handler: appearance,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/marquee/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      // The demo seed has no marquee: one per active product, so the list has rows and their products.
      const products = await prisma.product.findMany({ where: { tenantId, status: 'active' } });
      for (const p of products)
        await prisma.marquee.upsert({
          where: { tenantId_productId: { tenantId, productId: p.id } },
          create: { tenantId, productId: p.id, text: `Bem-vindo, $nome_aluno (${p.title})`.slice(0, 32) },
          update: {},
        });
      const cookie = await signIn(EDITOR);
      const path = `/api/auth/marquee/${tenantId}`;
      return {
        handler: marquees,
        params: { id: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/marquee/products/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(EDITOR);
      const path = `/api/auth/marquee/products/${tenantId}`;
      return {
        handler: marqueeProducts,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // A single switch, as the panel sends it; writes the value the seed already has, so runs stay equal.
    name: 'POST /api/auth/config/plataforma/updateCustomBasic',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(ADMIN);
      return {
        handler: updateCustomBasic,
        request: () =>
          makeRequest('POST', '/api/auth/config/plataforma/updateCustomBasic', {
            host,
            cookie,
            body: { sidebar: 0 },
          }),
      };
    },
  },
  {
    // One query for the list, whatever the number of banners.
    name: 'GET /api/auth/config/plataforma/bannersCustom/index/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/config/plataforma/bannersCustom/index/${tenantId}`;
      return {
        handler: bannerIndex,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/config/plataforma/bannersCustom/get/{tenant}/{bannerId}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const id = stableId(bannerSeedKey('demo', 1));
      const path = `/api/auth/config/plataforma/bannersCustom/get/${tenantId}/${id}`;
      return {
        handler: bannerGet,
        params: { tenant: tenantId, id },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    name: 'GET /api/auth/config/plataforma/banner_settings',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(ADMIN);
      return {
        handler: bannerSettings,
        request: () => makeRequest('GET', '/api/auth/config/plataforma/banner_settings', { host, cookie }),
      };
    },
  },
];
