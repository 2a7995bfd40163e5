import { z } from 'zod';

/** GET /api/gamification/rewards/{id}/embed */
export const ZIdParam = z.object({ id: z.uuid({ message: 'errors.notFound' }) });

export { rewardEmbedPath } from './student-paths';
