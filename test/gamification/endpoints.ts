import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { makeLevel, makeProduct, makeQuiz, makeReward } from './helpers';
import {
  levelPermissionShape,
  levelShape,
  message,
  parametersShape,
  permissionShape,
  planShape,
  rewardShape,
  triple,
} from './shapes';

// The gamification admin endpoints (issue 5) for the conformance table (test/conformance/endpoints.ts
// spreads this list).

const R = '/api/auth/ranking';
const PLATFORM = `${R}/gamification/platform`;

const oneReward = async (t: Target) => {
  const { reward, product, permission } = await makeReward(t.tenant.id);
  return { reward: reward.id, product: product.id, permission: permission.id };
};
const oneLevel = async (t: Target) => {
  const { level, product, permission } = await makeLevel(t.tenant.id);
  return { level: level.id, product: product.id, permission: permission.id };
};
// A permission that may go: its reward or level keeps another product (decision 435).
const twoProductReward = async (t: Target) => {
  const { reward, product, permission } = await makeReward(t.tenant.id, 'Recompensa', 2);
  return { reward: reward.id, product: product.id, permission: permission.id };
};
const twoProductLevel = async (t: Target) => {
  const { level, product, permission } = await makeLevel(t.tenant.id, 'Bronze', 100, 2);
  return { level: level.id, product: product.id, permission: permission.id };
};
const activeProduct = async (t: Target) => ({ product: (await makeProduct(t.tenant.id)).id });
const rewardRow = (t: Target) =>
  prisma.reward.findUnique({ where: { id: t.ids.reward! }, include: { products: true } });
const levelRow = (t: Target) =>
  prisma.level.findUnique({ where: { id: t.ids.level! }, include: { products: true } });
const countRewards = (t: Target) => prisma.reward.count({ where: { tenantId: t.tenant.id } });
const pointsRow = (t: Target) =>
  prisma.pointsSettings.findUnique({ where: { tenantId: t.tenant.id }, omit: { updatedAt: true } });

export const GAMIFICATION_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/ranking/rewards/get/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/rewards/get/[tenant]/route')).GET,
    path: (t) => `${R}/rewards/get/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    setup: oneReward,
    response: z.object({ data: z.array(rewardShape).min(1) }),
  },
  {
    name: 'POST /api/auth/ranking/rewards/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/rewards/create/route')).POST,
    path: () => `${R}/rewards/create`,
    setup: activeProduct,
    body: (t) => ({
      tenant_id: t.tenant.id,
      name: 'Medalha',
      reward_type: 'score',
      needed_score: 50,
      plansSelected: [t.ids.product],
      delivery_type: 'link',
      links: ['https://example.com/premio'],
    }),
    validStatus: 201,
    response: z.object({ data: z.object({ id: z.string().uuid() }), message: z.string() }),
    malformed: (t) => ({
      tenant_id: t.tenant.id,
      name: 'Medalha',
      reward_type: 'quiz',
      plansSelected: [t.ids.product],
      delivery_type: 'link',
      links: ['https://example.com/premio'],
    }),
    snapshot: countRewards,
  },
  {
    name: 'POST /api/auth/ranking/rewards/update',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/rewards/update/route')).POST,
    path: () => `${R}/rewards/update`,
    setup: oneReward,
    body: (t) => ({
      tenant_id: t.tenant.id,
      id: t.ids.reward,
      name: 'Alterada',
      reward_type: 'score',
      needed_score: 10,
      delivery_type: 'embed',
      embed: '<iframe src="https://example.com"></iframe>',
    }),
    response: z.object({ data: rewardShape, message: z.string() }),
    malformed: (t) => ({
      id: t.ids.reward,
      name: 'Alterada',
      reward_type: 'score',
      needed_score: 10,
      delivery_type: 'link',
      links: ['não é link'],
    }),
    snapshot: rewardRow,
  },
  {
    name: 'DELETE /api/auth/ranking/rewards/delete/{rewardId}/{tenant}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/rewards/delete/[rewardId]/[tenant]/route')).DELETE,
    path: (t) => `${R}/rewards/delete/${t.ids.reward}/${t.tenant.id}`,
    params: (t) => ({ rewardId: t.ids.reward!, tenant: t.tenant.id }),
    setup: oneReward,
    response: message,
  },
  {
    name: 'POST /api/auth/ranking/rewards/permissions/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/rewards/permissions/create/route')).POST,
    path: () => `${R}/rewards/permissions/create`,
    setup: async (t) => ({ ...(await oneReward(t)), ...(await activeProduct(t)) }),
    body: (t) => ({ tenant_id: t.tenant.id, reward_id: t.ids.reward, array_plans_id: [t.ids.product] }),
    validStatus: 201,
    response: z.object({ data: z.array(permissionShape).length(1) }),
    malformed: (t) => ({ tenant_id: t.tenant.id, reward_id: t.ids.reward, array_plans_id: [] }),
    snapshot: rewardRow,
  },
  {
    name: 'DELETE /api/auth/ranking/rewards/permissions/delete/{permissionId}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/rewards/permissions/delete/[permissionId]/route')).DELETE,
    path: (t) => `${R}/rewards/permissions/delete/${t.ids.permission}`,
    params: (t) => ({ permissionId: t.ids.permission! }),
    setup: twoProductReward,
    response: message,
  },
  {
    name: 'GET /api/auth/quiz/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/quiz/[id]/route')).GET,
    path: (t) => `/api/auth/quiz/${t.tenant.id}`,
    params: (t) => ({ id: t.tenant.id }),
    setup: async (t) => ({ quiz: (await makeQuiz(t.tenant.id)).id }),
    response: triple(z.array(z.object({ id: z.string().uuid(), name: z.string() })).min(1)),
  },
  {
    name: 'GET /api/auth/ranking/levels/get/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/levels/get/[tenant]/route')).GET,
    path: (t) => `${R}/levels/get/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    setup: oneLevel,
    response: z.object({ data: z.array(levelShape).min(1) }),
  },
  {
    name: 'POST /api/auth/ranking/levels/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/levels/create/route')).POST,
    path: () => `${R}/levels/create`,
    body: (t) => ({
      tenant_id: t.tenant.id,
      name: 'Prata',
      needed_score: 200,
      color: '#C0C0C0',
      show_level_on_profile: 1,
      show_score_on_profile: 0,
      animation: 'levelUpSilver',
    }),
    validStatus: 201,
    response: z.object({ data: z.object({ id: z.string().uuid() }), message: z.string() }),
    malformed: (t) => ({ tenant_id: t.tenant.id, name: '', needed_score: 10 }),
    snapshot: (t) => prisma.level.count({ where: { tenantId: t.tenant.id } }),
  },
  {
    name: 'POST /api/auth/ranking/levels/update',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/levels/update/route')).POST,
    path: () => `${R}/levels/update`,
    setup: oneLevel,
    body: (t) => ({ tenant_id: t.tenant.id, id: t.ids.level, name: 'Ouro', needed_score: 500 }),
    response: z.object({ data: levelShape, message: z.string() }),
    malformed: (t) => ({ id: t.ids.level, name: '   ', needed_score: -1 }),
    snapshot: levelRow,
  },
  {
    name: 'DELETE /api/auth/ranking/levels/delete/{id}/{tenant}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/levels/delete/[id]/[tenant]/route')).DELETE,
    path: (t) => `${R}/levels/delete/${t.ids.level}/${t.tenant.id}`,
    params: (t) => ({ id: t.ids.level!, tenant: t.tenant.id }),
    setup: oneLevel,
    response: message,
  },
  {
    name: 'GET /api/auth/ranking/levels/permissions/get-by-level/{tenant}/{levelId}',
    method: 'GET',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/levels/permissions/get-by-level/[tenant]/[levelId]/route')).GET,
    path: (t) => `${R}/levels/permissions/get-by-level/${t.tenant.id}/${t.ids.level}`,
    params: (t) => ({ tenant: t.tenant.id, levelId: t.ids.level! }),
    setup: oneLevel,
    response: z.object({ data: z.array(levelPermissionShape).length(1) }),
  },
  {
    name: 'POST /api/auth/ranking/levels/permissions/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/levels/permissions/create/route')).POST,
    path: () => `${R}/levels/permissions/create`,
    setup: async (t) => ({ ...(await oneLevel(t)), ...(await activeProduct(t)) }),
    body: (t) => ({ tenant_id: t.tenant.id, level_id: t.ids.level, array_plans_id: [t.ids.product] }),
    validStatus: 201,
    response: z.object({ data: z.array(levelPermissionShape).length(1) }),
    malformed: (t) => ({ tenant_id: t.tenant.id, level_id: t.ids.level, array_plans_id: [] }),
    snapshot: levelRow,
  },
  {
    name: 'DELETE /api/auth/ranking/levels/permissions/delete/{permissionId}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/levels/permissions/delete/[permissionId]/route')).DELETE,
    path: (t) => `${R}/levels/permissions/delete/${t.ids.permission}`,
    params: (t) => ({ permissionId: t.ids.permission! }),
    setup: twoProductLevel,
    response: message,
  },
  {
    name: 'POST /api/auth/ranking/gamification-plans/create',
    method: 'POST',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/gamification-plans/create/route')).POST,
    path: () => `${R}/gamification-plans/create`,
    setup: activeProduct,
    body: (t) => ({ tenant_id: t.tenant.id, array_plans_id: [t.ids.product] }),
    validStatus: 201,
    response: z.object({ data: z.array(planShape).min(1) }),
    malformed: (t) => ({ tenant_id: t.tenant.id, array_plans_id: [] }),
    snapshot: (t) => prisma.gamificationProduct.count({ where: { tenantId: t.tenant.id } }),
  },
  {
    name: 'GET /api/auth/ranking/gamification-plans/get/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () => (await import('@/app/api/auth/ranking/gamification-plans/get/[tenant]/route')).GET,
    path: (t) => `${R}/gamification-plans/get/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    setup: async (t) => {
      const p = await makeProduct(t.tenant.id);
      await prisma.gamificationProduct.create({ data: { tenantId: t.tenant.id, productId: p.id } });
      return { product: p.id };
    },
    response: z.object({ data: z.array(planShape).min(1) }),
  },
  {
    name: 'DELETE /api/auth/ranking/gamification-plans/delete/{planId}/{tenant}',
    method: 'DELETE',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/gamification-plans/delete/[planId]/[tenant]/route')).DELETE,
    path: (t) => `${R}/gamification-plans/delete/${t.ids.product}/${t.tenant.id}`,
    params: (t) => ({ planId: t.ids.product!, tenant: t.tenant.id }),
    setup: async (t) => {
      const p = await makeProduct(t.tenant.id);
      await prisma.gamificationProduct.create({ data: { tenantId: t.tenant.id, productId: p.id } });
      return { product: p.id };
    },
    response: message,
  },
  {
    name: 'GET /api/auth/ranking/gamification/platform/get-parameters/{tenant}',
    method: 'GET',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/gamification/platform/get-parameters/[tenant]/route')).GET,
    path: (t) => `${PLATFORM}/get-parameters/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    response: z.object({ data: parametersShape }),
  },
  {
    name: 'POST /api/auth/ranking/gamification/platform/create-parameters',
    method: 'POST',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/gamification/platform/create-parameters/route')).POST,
    path: () => `${PLATFORM}/create-parameters`,
    // the shared world may already have settings from another case: create needs none
    setup: async (t) => {
      await prisma.pointsSettings.deleteMany({ where: { tenantId: t.tenant.id } });
      return {};
    },
    body: (t) => ({
      tenant_id: t.tenant.id,
      custom_name: 'XP',
      platform: { login: { enabled: true, points: 5 } },
      community: { score_posts: { enabled: true, points: 2 } },
    }),
    validStatus: 201,
    response: z.object({ data: parametersShape, message: z.string() }),
    malformed: (t) => ({ tenant_id: t.tenant.id, custom_name: '', platform: {}, community: {} }),
    snapshot: pointsRow,
  },
  {
    name: 'PUT /api/auth/ranking/gamification/platform/update-parameters',
    method: 'PUT',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/gamification/platform/update-parameters/route')).PUT,
    path: () => `${PLATFORM}/update-parameters`,
    setup: async (t) => {
      await prisma.pointsSettings.upsert({
        where: { tenantId: t.tenant.id },
        update: {},
        create: {
          tenantId: t.tenant.id,
          customName: 'XP',
          platform: {},
          community: {},
          perDayPlatform: {},
          perDayCommunity: {},
        },
      });
      return {};
    },
    body: (t) => ({
      tenant_id: t.tenant.id,
      custom_name: 'Coin',
      platform: { finish_class: { enabled: true, points: 10 } },
      community: {},
    }),
    response: z.object({ data: parametersShape, message: z.string() }),
    malformed: (t) => ({
      tenant_id: t.tenant.id,
      custom_name: 'Coin',
      platform: { login: { enabled: true, points: -3 } },
      community: {},
    }),
    snapshot: pointsRow,
  },
  {
    name: 'POST /api/auth/ranking/gamification/platform/create-per-day-parameters',
    method: 'POST',
    auth: 'editor',
    handler: async () =>
      (await import('@/app/api/auth/ranking/gamification/platform/create-per-day-parameters/route')).POST,
    path: () => `${PLATFORM}/create-per-day-parameters`,
    body: (t) => ({
      tenant_id: t.tenant.id,
      community: { post: { enable: true, needed_interaction: 3, plus_user_score: 5 } },
      platform: { watch_class: { enable: true, needed_interaction: 2, plus_user_score: 4 } },
    }),
    response: z.object({ data: parametersShape, message: z.string() }),
    malformed: (t) => ({
      tenant_id: t.tenant.id,
      community: { post: { enable: true, needed_interaction: 0, plus_user_score: 5 } },
      platform: {},
    }),
    snapshot: pointsRow,
  },
];
