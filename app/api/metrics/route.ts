import { timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/server/env';
import { renderMetrics } from '@/lib/server/metrics';

export const dynamic = 'force-dynamic';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

// GET /api/metrics — Prometheus text format for the operator's scraper (issue 56, ADR 0305): 404 unless
// METRICS_TOKEN is set, then only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). No tenant.
export async function GET(req: Request) {
  const token = getEnv().METRICS_TOKEN;
  if (!token) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  const given = req.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? '';
  if (!same(given, token))
    return new Response(null, {
      status: 401,
      headers: { 'www-authenticate': 'Bearer realm="metrics"', 'cache-control': 'no-store' },
    });
  const { body, contentType } = await renderMetrics();
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
