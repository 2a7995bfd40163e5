import { z } from 'zod';

/** GET /api/gamification/rewards/{id}/embed */
export const ZIdParam = z.object({ id: z.uuid({ message: 'errors.notFound' }) });

/** Where the profile's frame loads an embed reward from. */
export const rewardEmbedPath = (id: string) => `/api/gamification/rewards/${encodeURIComponent(id)}/embed`;
