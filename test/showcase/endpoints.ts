import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { carouselBody, makeCarousel, makeCourse } from './fixtures';

// The showcase's endpoints for the conformance table (test/conformance/endpoints.ts spreads this list).

const ZCarousel = z.object({
  id: z.string().uuid(),
  tenant_id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  type_content: z.enum(['course', 'module', 'lesson']),
  card_type: z.string(),
  carousel_type: z.enum(['Comum', 'Destaque']),
  custom: z.union([z.literal(0), z.literal(1)]),
  cards_per_group: z.number().int(),
  cards_per_group_mobile: z.number().int(),
  autoplay: z.union([z.literal(0), z.literal(1)]),
  autoplay_time: z.number().int(),
  font_title: z.string(),
  weight_title: z.number().int(),
  size_title: z.number().int(),
  font_description: z.string(),
  weight_description: z.number().int(),
  size_description: z.number().int(),
  published: z.union([z.literal(0), z.literal(1)]),
  order: z.number().int(),
  carousel_item: z.array(
    z.object({
      id: z.string().uuid(),
      carouselItemId: z.string().uuid(),
      title: z.string(),
      kind: z.string(),
      order: z.number(),
    }),
  ),
});
const ZCard = z.object({
  id: z.string().uuid(),
  kind: z.enum(['course', 'module', 'lesson']),
  title: z.string(),
  image: z.string().nullable(),
  href: z.string().startsWith('/curso/'),
  locked: z.boolean(),
});
const ZMessage = z.object({ message: z.string().min(1) });
const ZOption = z.object({ id: z.string().uuid(), title: z.string() });

async function withCarousel(t: Target) {
  const c = await makeCourse(t.tenant.id, { productStatus: 'active', enroll: t.student.id });
  const carousel = await makeCarousel(t.tenant.id, [c.courseId]);
  return { course: c.courseId, module: c.moduleId, lesson: c.lessonIds[0]!, carousel };
}

const carouselCount = (t: Target) => prisma.carousel.count({ where: { tenantId: t.tenant.id } });
const carouselRow = (t: Target) => prisma.carousel.findUnique({ where: { id: t.ids.carousel! } });
const settingsRow = (t: Target) => prisma.platformSettings.findUnique({ where: { tenantId: t.tenant.id } });

const CFG = '/api/auth/config/plataforma';

export const SHOWCASE_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/home/carousel-item/{cardType}/{id}/{type}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/home/carousel-item/[cardType]/[id]/[type]/route')).GET,
    setup: withCarousel,
    path: (t) => `/api/auth/home/carousel-item/vertical/${t.ids.carousel}/1`,
    params: (t) => ({ cardType: 'vertical', id: t.ids.carousel!, type: '1' }),
    response: z.object({ data: z.array(ZCard).min(1) }),
  },
  {
    name: 'GET /api/auth/home/carousels/{tenant}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/home/carousels/[tenant]/route')).GET,
    setup: withCarousel,
    path: (t) => `/api/auth/home/carousels/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: z.array(ZCarousel).min(1),
  },
  {
    name: 'GET /api/auth/home/get-carousel/{id}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/home/get-carousel/[id]/route')).GET,
    setup: withCarousel,
    path: (t) => `/api/auth/home/get-carousel/${t.ids.carousel}`,
    params: (t) => ({ id: t.ids.carousel! }),
    response: z.object({ data: ZCarousel }),
  },
  {
    name: 'POST /api/auth/home/updateMyList',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/home/updateMyList/route')).POST,
    setup: withCarousel,
    path: () => '/api/auth/home/updateMyList',
    body: (t) => ({ tenant_id: t.tenant.id, kind: 'lesson', id: t.ids.lesson, action: 'add' }),
    response: ZMessage.extend({ in_list: z.literal(1) }),
    malformed: (t) => ({ tenant_id: t.tenant.id, kind: 'module', id: t.ids.lesson, action: 'add' }),
    snapshot: (t) => prisma.myListItem.count({ where: { tenantId: t.tenant.id } }),
  },
  {
    name: `POST ${CFG}/carrossel/create`,
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/carrossel/create/route')).POST,
    setup: withCarousel,
    path: () => `${CFG}/carrossel/create`,
    body: (t) => carouselBody(t.tenant.id, [t.ids.course!]),
    validStatus: 201,
    response: z.object({ data: ZCarousel }),
    malformed: (t) => carouselBody(t.tenant.id, [], { title: 'ab' }),
    snapshot: carouselCount,
  },
  {
    name: `POST ${CFG}/carrossel/update/{id}`,
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/carrossel/update/[id]/route')).POST,
    setup: withCarousel,
    path: (t) => `${CFG}/carrossel/update/${t.ids.carousel}`,
    params: (t) => ({ id: t.ids.carousel! }),
    body: (t) => carouselBody(t.tenant.id, [t.ids.course!], { title: 'Novo nome' }),
    response: z.object({ data: ZCarousel.extend({ title: z.literal('Novo nome') }) }),
    malformed: (t) => carouselBody(t.tenant.id, [t.ids.course!], { autoplay_time: 11 }),
    snapshot: carouselRow,
  },
  {
    name: `POST ${CFG}/carrossel/orderItens`,
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/carrossel/orderItens/route')).POST,
    setup: async (t) => {
      const ids = await withCarousel(t);
      const item = await prisma.carouselItem.findFirstOrThrow({ where: { carouselId: ids.carousel } });
      return { ...ids, item: item.id };
    },
    path: () => `${CFG}/carrossel/orderItens`,
    body: (t) => ({ tenant_id: t.tenant.id, carousel_id: t.ids.carousel, order: [t.ids.item] }),
    response: ZMessage,
    malformed: (t) => ({ tenant_id: t.tenant.id, carousel_id: t.ids.carousel, order: [] }),
    snapshot: (t) =>
      prisma.carouselItem.findMany({ where: { carouselId: t.ids.carousel! }, orderBy: { id: 'asc' } }),
  },
  {
    name: `GET ${CFG}/carrossel/publish/{tenant}/{id}`,
    method: 'GET',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/carrossel/publish/[tenant]/[id]/route')).GET,
    setup: withCarousel,
    path: (t) => `${CFG}/carrossel/publish/${t.tenant.id}/${t.ids.carousel}`,
    params: (t) => ({ tenant: t.tenant.id, id: t.ids.carousel! }),
    response: ZMessage.extend({ published: z.literal(0) }),
  },
  {
    name: `DELETE ${CFG}/carrossel/delete/{tenant}/{id}`,
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/carrossel/delete/[tenant]/[id]/route')).DELETE,
    setup: withCarousel,
    path: (t) => `${CFG}/carrossel/delete/${t.tenant.id}/${t.ids.carousel}`,
    params: (t) => ({ tenant: t.tenant.id, id: t.ids.carousel! }),
    response: ZMessage,
  },
  {
    name: `POST ${CFG}/carrossel/orderCarrossel`,
    method: 'POST',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/carrossel/orderCarrossel/route')).POST,
    setup: async (t) => {
      const ids = await withCarousel(t);
      const all = await prisma.carousel.findMany({ where: { tenantId: t.tenant.id }, select: { id: true } });
      return {
        ...ids,
        all: all
          .map((c) => c.id)
          .reverse()
          .join(','),
      };
    },
    path: () => `${CFG}/carrossel/orderCarrossel`,
    body: (t) => ({ tenant_id: t.tenant.id, newOrdenation: t.ids.all!.split(',') }),
    response: z.tuple([ZMessage]),
    malformed: (t) => ({ tenant_id: t.tenant.id, newOrdenation: 'x' }),
    snapshot: (t) => prisma.carousel.findMany({ where: { tenantId: t.tenant.id }, orderBy: { id: 'asc' } }),
  },
  {
    name: `POST ${CFG}/show-all-content`,
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/show-all-content/route')).POST,
    path: () => `${CFG}/show-all-content`,
    body: (t) => ({ tenant_id: t.tenant.id, show_all_content: 1 }),
    response: ZMessage,
    malformed: (t) => ({ tenant_id: t.tenant.id, show_all_content: 'talvez' }),
    snapshot: settingsRow,
  },
  {
    name: `GET ${CFG}/get-content-config/{tenantId}`,
    method: 'GET',
    auth: 'user',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/get-content-config/[tenantId]/route')).GET,
    path: (t) => `${CFG}/get-content-config/${t.tenant.id}`,
    params: (t) => ({ tenantId: t.tenant.id }),
    response: z.object({ data: z.object({ show_blocked_content: z.union([z.literal(0), z.literal(1)]) }) }),
  },
  {
    name: `POST ${CFG}/updateMyListStats`,
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/updateMyListStats/route')).POST,
    path: () => `${CFG}/updateMyListStats`,
    body: (t) => ({ tenant_id: t.tenant.id, mylist_status: 0 }),
    response: ZMessage,
    malformed: (t) => ({ tenant_id: t.tenant.id }),
    snapshot: settingsRow,
  },
  {
    name: `GET ${CFG}/getMyListStats/{tenantId}`,
    method: 'GET',
    auth: 'user',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/getMyListStats/[tenantId]/route')).GET,
    path: (t) => `${CFG}/getMyListStats/${t.tenant.id}`,
    params: (t) => ({ tenantId: t.tenant.id }),
    response: z.object({
      data: z.object({ data: z.tuple([z.object({ published: z.union([z.literal(0), z.literal(1)]) })]) }),
    }),
  },
  {
    name: `GET ${CFG}/showcase-settings/{tenant}`,
    method: 'GET',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/config/plataforma/showcase-settings/[tenant]/route')).GET,
    path: (t) => `${CFG}/showcase-settings/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: z.object({
      data: z.object({
        show_carrousel_continue_class: z.number(),
        show_carrousel_highlight: z.number(),
        mylist_status: z.number(),
        show_blocked_content: z.number(),
      }),
    }),
  },
  {
    name: `POST ${CFG}/showcase-settings`,
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/config/plataforma/showcase-settings/route')).POST,
    path: () => `${CFG}/showcase-settings`,
    body: (t) => ({ tenant_id: t.tenant.id, show_carrousel_highlight: 0 }),
    response: z.object({ data: z.object({ show_carrousel_highlight: z.literal(0) }) }),
    malformed: (t) => ({ tenant_id: t.tenant.id, show_carrousel_highlight: 'x' }),
    snapshot: settingsRow,
  },
  {
    name: 'GET /api/auth/cursos/index/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/cursos/index/[tenant]/route')).GET,
    setup: withCarousel,
    path: (t) => `/api/auth/cursos/index/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: z.object({ data: z.array(ZOption).min(1) }),
  },
  {
    name: 'GET /api/auth/platform/modules/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/platform/modules/[tenant]/route')).GET,
    setup: withCarousel,
    path: (t) => `/api/auth/platform/modules/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: z.object({ data: z.array(ZOption.extend({ course_id: z.string().uuid() })).min(1) }),
  },
  {
    name: 'GET /api/platform/auth/module/{moduleId}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/platform/auth/module/[moduleId]/route')).GET,
    setup: withCarousel,
    path: (t) => `/api/platform/auth/module/${t.ids.module}`,
    params: (t) => ({ moduleId: t.ids.module! }),
    response: z.tuple([
      z.object({ id: z.string().uuid(), lessons: z.array(ZOption.extend({ module_id: z.string() })).min(1) }),
    ]),
  },
  {
    name: 'GET /api/auth/aulas/allClasses/{tenant}?page={n}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/aulas/allClasses/[tenant]/route')).GET,
    setup: withCarousel,
    path: (t) => `/api/auth/aulas/allClasses/${t.tenant.id}?page=1`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: z.object({
      current_page: z.literal(1),
      next_page_url: z.string().nullable(),
      data: z.array(ZOption).min(1),
    }),
  },
  {
    name: 'GET /api/auth/aulas/search/{term}/{tenant}?page={n}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/aulas/search/[term]/[tenant]/route')).GET,
    setup: withCarousel,
    path: (t) => `/api/auth/aulas/search/dois/${t.tenant.id}?page=1`,
    params: (t) => ({ term: 'dois', tenant: t.tenant.id }),
    response: z.object({
      data: z.object({
        current_page: z.literal(1),
        next_page_url: z.string().nullable(),
        data: z.array(ZOption).min(1),
      }),
    }),
  },
];
