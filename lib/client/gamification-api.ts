'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Animation, DeliveryType, RewardType, Sound } from '@/lib/gamification/options';
import type {
  TCommunityRules,
  TPerDayCommunity,
  TPerDayPlatform,
  TPlatformRules,
} from '@/lib/gamification/points-config';
import { rewardFormPayload } from '@/lib/gamification/rewards-payload';
import type {
  TGamificationPlan,
  TLevel,
  TLevelPermission,
  TPointsParameters,
  TQuizOption,
  TReward,
} from '@/lib/gamification/schemas';
import type { TRankingStatus } from '@/lib/gamification/student-schemas';
import { apiFetch } from './fetcher';
import { gamificationPanelKeys } from './gamification-panel-keys';
import { gamificationStudentApi } from './gamification-student-api';
import { fetchSelectableProducts } from './products-api';
import { STALE } from './stale';

// The student side's calls (me, ranking, celebrations seen) and the Gamificação panel's (SPEC.md section 7
// "Rewards, levels, points" and the ranking rows of "Communities"). Generic queries do not retry on 401,
// 403, 404 or 500 (SPEC.md section 8).

const enc = encodeURIComponent;
const R = '/api/auth/ranking';
const noRetryOn = new Set([401, 403, 404, 500]);
const retry = (count: number, err: unknown) =>
  count < 1 && !noRetryOn.has((err as { status?: number }).status ?? 0);

export type TRewardView = TReward;
export type TLevelView = TLevel;
export type TPointsView = TPointsParameters;
export type { TGamificationPlan, TLevelPermission };

/** What the reward form sends; files are upload keys (or the URL the list answered, to keep them). */
export interface TRewardInput {
  id?: string;
  name: string;
  description: string;
  reward_type: RewardType;
  needed_score: number;
  quiz: string;
  lesson: string;
  delivery_type: DeliveryType;
  content: string;
  content_name: string;
  links: string[];
  img: string;
  embed: string;
  deliverable_product: string;
  animation: Animation;
  song: Sound;
  /** product ids that earn it (at least one); on update the set replaces the saved one */
  plansSelected: string[];
}

export interface TLevelInput {
  name: string;
  needed_score: number;
  color: string;
  img: string;
  show_level_on_profile: boolean;
  show_score_on_profile: boolean;
  animation: Animation;
  /** product ids whose students reach it, saved in the same write (on update the set replaces the saved one) */
  plansSelected: string[];
}

export interface TProductOption {
  id: string;
  title: string;
  status: string;
}

const form = (values: Record<string, string | number | boolean | string[] | null | undefined>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) fd.append(k, JSON.stringify(v));
    else if (typeof v === 'boolean') fd.append(k, v ? '1' : '0');
    else fd.append(k, String(v));
  }
  return fd;
};

export const gamificationApi = {
  // the student side (gamification-student-api.ts)
  ...gamificationStudentApi,

  // the Gamificação panel
  rewards: async (tenantId: string) =>
    (await apiFetch<{ data: TRewardView[] }>(`${R}/rewards/get/${enc(tenantId)}`)).data,
  saveReward: (tenantId: string, input: TRewardInput) =>
    apiFetch<{ data: { id: string }; message?: string }>(
      input.id ? `${R}/rewards/update` : `${R}/rewards/create`,
      {
        method: 'POST',
        body: form({ ...rewardFormPayload(input), tenant_id: tenantId }),
      },
    ),
  deleteReward: (tenantId: string, rewardId: string) =>
    apiFetch<{ message?: string }>(`${R}/rewards/delete/${enc(rewardId)}/${enc(tenantId)}`, {
      method: 'DELETE',
    }),

  levels: async (tenantId: string) =>
    (await apiFetch<{ data: TLevelView[] }>(`${R}/levels/get/${enc(tenantId)}`)).data,
  createLevel: (tenantId: string, input: TLevelInput) =>
    apiFetch<{ data: { id: string }; message?: string }>(`${R}/levels/create`, {
      method: 'POST',
      body: form({ ...input, img: input.img || undefined, tenant_id: tenantId }),
    }),
  updateLevel: (tenantId: string, id: string, input: TLevelInput) =>
    apiFetch<{ data: TLevelView; message?: string }>(`${R}/levels/update`, {
      method: 'POST',
      body: { ...input, img: input.img || null, id, tenant_id: tenantId },
    }),
  deleteLevel: (tenantId: string, id: string) =>
    apiFetch<{ message?: string }>(`${R}/levels/delete/${enc(id)}/${enc(tenantId)}`, { method: 'DELETE' }),
  levelPermissions: async (tenantId: string, levelId: string) => {
    const res = await apiFetch<TLevelPermission[] | { data: TLevelPermission[] }>(
      `${R}/levels/permissions/get-by-level/${enc(tenantId)}/${enc(levelId)}`,
    );
    return Array.isArray(res) ? res : res.data;
  },
  addLevelPlans: (tenantId: string, levelId: string, planIds: string[]) =>
    apiFetch(`${R}/levels/permissions/create`, {
      method: 'POST',
      body: { level_id: levelId, array_plans_id: planIds, tenant_id: tenantId },
    }),
  removeLevelPlan: (permissionId: string) =>
    apiFetch(`${R}/levels/permissions/delete/${enc(permissionId)}`, { method: 'DELETE' }),

  points: async (tenantId: string) =>
    (await apiFetch<{ data: TPointsView }>(`${R}/gamification/platform/get-parameters/${enc(tenantId)}`))
      .data,
  savePoints: (
    tenantId: string,
    create: boolean,
    body: { custom_name: string; platform: TPlatformRules; community: TCommunityRules },
  ) =>
    apiFetch(`${R}/gamification/platform/${create ? 'create' : 'update'}-parameters`, {
      method: create ? 'POST' : 'PUT',
      body: { ...body, tenant_id: tenantId },
    }),
  savePerDay: (tenantId: string, body: { community: TPerDayCommunity; platform: TPerDayPlatform }) =>
    apiFetch(`${R}/gamification/platform/create-per-day-parameters`, {
      method: 'POST',
      body: { ...body, tenant_id: tenantId },
    }),
  plans: async (tenantId: string) => {
    const res = await apiFetch<TGamificationPlan[] | { data: TGamificationPlan[] }>(
      `${R}/gamification-plans/get/${enc(tenantId)}`,
    );
    return Array.isArray(res) ? res : res.data;
  },
  addPlans: (tenantId: string, planIds: string[]) =>
    apiFetch(`${R}/gamification-plans/create`, {
      method: 'POST',
      body: { array_plans_id: planIds, tenant_id: tenantId },
    }),
  removePlan: (tenantId: string, planId: string) =>
    apiFetch(`${R}/gamification-plans/delete/${enc(planId)}/${enc(tenantId)}`, { method: 'DELETE' }),

  rankingStatus: async (tenantId: string) =>
    (await apiFetch<{ data: TRankingStatus }>(`${R}/status/${enc(tenantId)}`)).data,
  toggleRanking: (tenantId: string, on: boolean) =>
    apiFetch(`${R}/toggle-status/${on ? 1 : 0}/${enc(tenantId)}`, { method: 'PUT' }),
  resetRanking: (tenantId: string) =>
    apiFetch<{ message?: string }>('/api/auth/community/reset-ranking', {
      method: 'POST',
      headers: { tenantId },
    }),

  quizzes: async (tenantId: string) => {
    const res = await apiFetch<Array<{ data?: TQuizOption[] }>>(`/api/auth/quiz/${enc(tenantId)}`);
    return res[2]?.data ?? [];
  },
  /** the tenant's active products (GET /api/auth/admin/products/get) */
  products: async (): Promise<TProductOption[]> =>
    (await fetchSelectableProducts()).filter((p) => p.status === 'active'),
};

export function useRewards(tenantId: string) {
  return useQuery({
    queryKey: gamificationPanelKeys.rewards(tenantId),
    queryFn: () => gamificationApi.rewards(tenantId),
    staleTime: STALE.hour,
    retry,
  });
}

export function useLevels(tenantId: string) {
  return useQuery({
    queryKey: gamificationPanelKeys.levels(tenantId),
    queryFn: () => gamificationApi.levels(tenantId),
    staleTime: STALE.hour,
    retry,
  });
}

export function useLevelPermissions(tenantId: string, levelId: string | undefined) {
  return useQuery({
    queryKey: gamificationPanelKeys.levelProducts(tenantId, levelId ?? ''),
    queryFn: () => gamificationApi.levelPermissions(tenantId, levelId!),
    enabled: !!levelId,
    staleTime: 0,
    retry,
  });
}

export function usePoints(tenantId: string) {
  return useQuery({
    queryKey: gamificationPanelKeys.points(tenantId),
    queryFn: () => gamificationApi.points(tenantId),
    staleTime: STALE.hour,
    retry,
  });
}

export function useGamificationPlans(tenantId: string) {
  return useQuery({
    queryKey: gamificationPanelKeys.plans(tenantId),
    queryFn: () => gamificationApi.plans(tenantId),
    staleTime: STALE.hour,
    retry,
  });
}

export function useRankingStatus(tenantId: string) {
  return useQuery({
    queryKey: gamificationPanelKeys.rankingStatus(tenantId),
    queryFn: () => gamificationApi.rankingStatus(tenantId),
    staleTime: STALE.hour,
    retry,
  });
}

export function useQuizzes(tenantId: string, enabled: boolean) {
  return useQuery({
    queryKey: gamificationPanelKeys.quizzes(tenantId),
    queryFn: () => gamificationApi.quizzes(tenantId),
    enabled,
    staleTime: STALE.halfHour,
    retry,
  });
}

export function useActiveProducts(tenantId: string) {
  return useQuery({
    queryKey: gamificationPanelKeys.products(tenantId),
    queryFn: () => gamificationApi.products(),
    staleTime: STALE.hour,
    retry,
  });
}

export function useToggleRanking(tenantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => gamificationApi.toggleRanking(tenantId, on),
    onSuccess: (_res, on) =>
      qc.setQueryData<TRankingStatus>(gamificationPanelKeys.rankingStatus(tenantId), (old) =>
        old ? { ...old, show_ranking: on } : old,
      ),
  });
}
