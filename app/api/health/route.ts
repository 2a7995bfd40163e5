import { checkHealth } from '@/lib/server/health';

export const dynamic = 'force-dynamic';

// GET /api/health — probe for load balancers and compose; needs no tenant (probes call by IP)
export async function GET() {
  const health = await checkHealth();
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
