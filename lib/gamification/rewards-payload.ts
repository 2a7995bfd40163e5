// Client-importable without zod: the reward form's resolver and the panel's API client both use it.

/**
 * What the reward form checks and sends: only the fields its criteria and delivery type use (the form
 * keeps the others while the admin switches, e.g. links typed before choosing a badge, and drops them).
 */
export function rewardFormPayload<T extends { reward_type: string; delivery_type: string }>(v: T): T {
  const keep = (on: boolean, key: string) => (on ? (v as Record<string, unknown>)[key] : undefined);
  const d = v.delivery_type;
  return {
    ...v,
    needed_score: keep(v.reward_type === 'score', 'needed_score'),
    quiz: keep(v.reward_type === 'quiz', 'quiz'),
    lesson: keep(v.reward_type === 'lesson', 'lesson'),
    content: keep(d === 'file', 'content'),
    content_name: keep(d === 'file', 'content_name') || undefined,
    links: keep(d === 'link', 'links'),
    img: keep(d === 'badge', 'img'),
    embed: keep(d === 'embed', 'embed'),
    deliverable_product: keep(d === 'product', 'deliverable_product'),
  } as T;
}
