import { afterAll, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { GET as metrics } from '@/app/api/metrics/route';
import { resetEnvCache } from '@/lib/server/env';
import { countJob, flushJobCounts } from '@/lib/server/jobs/counts';
import { routeLabel } from '@/lib/server/metrics';
import { route } from '@/lib/server/route';
import { call } from '../support/http';
import { createTenant } from '../support/factories';

// Issue 56 (ADR 0305): GET /api/metrics, Prometheus text, behind METRICS_TOKEN.

const TOKEN = 'um-token-de-metricas-bem-longo';
afterAll(() => {
  delete process.env.METRICS_TOKEN;
  resetEnvCache();
});

const scrape = (authorization?: string) =>
  call(metrics, 'GET', '/api/metrics', {
    host: 'anything',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/metrics', () => {
  it('is a 404 while METRICS_TOKEN is unset, then asks for the token', async () => {
    delete process.env.METRICS_TOKEN;
    resetEnvCache();
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvCache();
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it('answers the request, queue, outbox, mail and pool figures in the text format', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvCache();
    const ping = route({ auth: 'public', handler: () => ({ ok: true }) });
    const id = '0190a0b0-0000-7000-8000-000000000000';
    const school = await createTenant('Métricas');
    for (let i = 0; i < 3; i++) await call(ping, 'GET', `/api/probe/${id}`, { host: school.host });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(res.body as string);
    const byName = new Map(families.map((f) => [f.name, f]));
    const requests = byName.get('praca_http_requests_total')!;
    expect(requests.type).toBe('COUNTER');
    const probe = requests.metrics.find((m) => m.labels?.route === '/api/probe/:id');
    expect(probe).toMatchObject({ labels: { method: 'GET', status: '200' } });
    expect(Number(probe!.value)).toBeGreaterThanOrEqual(3);
    const durations = byName.get('praca_http_request_duration_seconds')!;
    expect(durations.type).toBe('HISTOGRAM');
    expect(durations.metrics.some((m) => m.buckets?.['+Inf'] !== undefined)).toBe(true);
    // (the parser keeps a histogram's buckets but not its labels: its count is read from the text)
    const count = (res.body as string).match(
      /^praca_http_request_duration_seconds_count\{method="GET",route="\/api\/probe\/:id"\} (\d+)$/m,
    );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(3);
    for (const name of [
      'praca_job_queue_waiting',
      'praca_job_queue_oldest_seconds',
      'praca_outbox_pending',
      'praca_outbox_oldest_seconds',
      'praca_mail_jobs',
      'praca_mail_dead_letters',
      'praca_db_pool_connections',
    ])
      expect(byName.get(name)?.type, name).toBe('GAUGE');
    expect(byName.get('praca_db_pool_connections')!.metrics.some((m) => m.labels?.pool === 'owner')).toBe(
      true,
    );
  });

  it('counts jobs, mail sent and failed, and the storage cleanup from the database (ADR 0309)', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvCache();
    const read = async () => {
      const res = await scrape(`Bearer ${TOKEN}`);
      return new Map(parsePrometheusTextFormat(res.body as string).map((f) => [f.name, f]));
    };
    const value = (f: Map<string, ReturnType<typeof parsePrometheusTextFormat>[number]>, name: string) =>
      Number(f.get(name)?.metrics[0]?.value ?? 0);
    const before = await read();
    // what a worker counts as jobs end, written in one statement (as every few seconds)
    countJob('send-email', 'completed');
    countJob('send-email', 'completed');
    countJob('send-email', 'failed');
    countJob('auth-cleanup', 'completed');
    await flushJobCounts();
    const after = await read();
    expect(after.get('praca_mail_sent_total')?.type).toBe('COUNTER');
    expect(value(after, 'praca_mail_sent_total') - value(before, 'praca_mail_sent_total')).toBe(2);
    expect(value(after, 'praca_mail_failed_total') - value(before, 'praca_mail_failed_total')).toBe(1);
    const jobs = after.get('praca_jobs_total')!;
    expect(jobs.type).toBe('COUNTER');
    expect(
      jobs.metrics.find((m) => m.labels?.queue === 'auth-cleanup' && m.labels?.outcome === 'completed'),
    ).toBeDefined();
    expect(after.get('praca_storage_objects_removed_total')?.type).toBe('COUNTER');
    expect(
      after
        .get('praca_storage_objects_removed_total')!
        .metrics.map((m) => m.labels?.reason)
        .sort(),
    ).toEqual(['abandoned', 'deleted']);
    expect(after.get('praca_storage_deletions_waiting')?.type).toBe('GAUGE');
    expect(after.get('praca_uploads_unfinalised_stale')?.type).toBe('GAUGE');
  });

  it('labels routes without ids, numbers or tokens', () => {
    expect(routeLabel('/api/auth/quiz/show/0190a0b0-0000-7000-8000-000000000000')).toBe(
      '/api/auth/quiz/show/:id',
    );
    expect(routeLabel('/api/notifications/12')).toBe('/api/notifications/:n');
    expect(routeLabel(`/api/unsubscribe/${'a'.repeat(60)}`)).toBe('/api/unsubscribe/:token');
  });
});
