import { z } from 'zod';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';

// Endpoints added by the hardening work (issue 13).
async function embedReward(t: Target) {
  const reward = await prisma.reward.create({
    data: {
      tenantId: t.tenant.id,
      name: 'Vídeo bônus',
      rewardType: 'score',
      neededScore: 10,
      deliveryType: 'embed',
      embed: '<p>Parabéns!</p><script>document.body.dataset.ran = "1"</script>',
    },
  });
  await prisma.rewardUnlock.create({
    data: { tenantId: t.tenant.id, userId: t.student.id, rewardId: reward.id },
  });
  return { reward: reward.id };
}

export const HARDENING_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/gamification/rewards/{id}/embed',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/gamification/rewards/[id]/embed/route')).GET,
    setup: embedReward,
    path: (t) => `/api/gamification/rewards/${t.ids.reward}/embed`,
    params: (t) => ({ id: t.ids.reward! }),
    response: z.string().includes('<p>Parabéns!</p>'),
  },
];
