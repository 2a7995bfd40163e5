import { beforeAll } from 'vitest';
import { POST as create } from '@/app/api/auth/ranking/rewards/create/route';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { makeProduct } from './helpers';

// What the reward admin tests (admin-rewards.test.ts, admin-rewards-changes.test.ts) share: two tenants,
// an active product of tenant A, a valid create body and the create call. A file calls setupWorld() once
// at its top; `w` and `product` are live bindings, set before the file's tests run.

type World = Awaited<ReturnType<typeof createWorld>>;
export const R = '/api/auth/ranking/rewards';
export let w: World;
export let product: string;

export function setupWorld() {
  beforeAll(async () => {
    w = await createWorld();
    product = (await makeProduct(w.a.id, 'active', 'Curso de Fotografia')).id;
  });
}

export const asAdmin = () => ({ host: w.a.host, cookie: w.adminA.cookie });

/** A valid score reward delivered as a link, with tenant A's product. */
export const base = () => ({
  tenant_id: w.a.id,
  name: 'Medalha de ouro',
  description: 'Para quem chega lá',
  reward_type: 'score',
  needed_score: 100,
  plansSelected: [product],
  delivery_type: 'link',
  links: ['https://example.com/premio'],
});

export const createReward = (body: Record<string, unknown>) =>
  call(create, 'POST', `${R}/create`, { ...asAdmin(), body });
