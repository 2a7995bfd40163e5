// Zod-free pieces of lib/gamification/student-schemas.ts and embed-schemas.ts for the ranking and the
// profile's gamification card on student pages (decision 231): the schema modules would bring zod along.

export const RANKING_DEFAULT_LIMIT = 50;

/** Where the profile's frame loads an embed reward from. */
export const rewardEmbedPath = (id: string) => `/api/gamification/rewards/${encodeURIComponent(id)}/embed`;
