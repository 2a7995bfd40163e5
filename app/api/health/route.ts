import { checkHealth } from '@/lib/server/health';

export const dynamic = 'force-dynamic';

// GET /api/health[?probe=liveness] — probe for load balancers, compose and alerts; needs no tenant
// (probes call by IP). 503 when the database is down or the worker is silent (liveness: the database only).
export async function GET(req: Request) {
  const liveness = new URL(req.url).searchParams.get('probe') === 'liveness';
  const health = await checkHealth({ liveness });
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
