import { createHash } from 'node:crypto';
// Relative, not '@/': the e2e specs and the seed scripts load this file outside Next's resolver.
import { formatUuidV7 } from '../validation/uuid';

// Seeded rows get ids derived from their seed keys, so a fresh database always has the same ids
// (handy for browser tests and bug reports). They are well-formed UUIDv7s with a fixed timestamp of
// 2026-01-01, so they sort before anything the app creates later.
const SEED_EPOCH_MS = Date.UTC(2026, 0, 1);

export function stableId(key: string): string {
  const b = createHash('sha256').update(`praca-seed:${key}`).digest().subarray(0, 16);
  let t = SEED_EPOCH_MS;
  for (let i = 5; i >= 0; i--) {
    b[i] = t % 256;
    t = Math.floor(t / 256);
  }
  return formatUuidV7(b);
}

/** The seed keys behind the stable ids; module and lesson positions are 1-based. */
export const seedKeys = {
  tenant: (tenant: string) => `tenant:${tenant}`,
  domain: (host: string) => `domain:${host}`,
  user: (email: string) => `user:${email}`,
  product: (tenant: string, product: string) => `${tenant}:product:${product}`,
  course: (tenant: string, course: string) => `${tenant}:course:${course}`,
  module: (tenant: string, course: string, m: number) => `${tenant}:course:${course}:module:${m}`,
  lesson: (tenant: string, course: string, m: number, l: number) =>
    `${tenant}:course:${course}:module:${m}:lesson:${l}`,
  navLink: (tenant: string, n: number) => `${tenant}:nav-link:${n}`,
  community: (tenant: string) => `${tenant}:community`,
  carousel: (tenant: string, n: number) => `${tenant}:carousel:${n}`,
  quiz: (tenant: string, n: number) => `${tenant}:quiz:${n}`,
};
