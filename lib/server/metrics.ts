import 'server-only';
import client from 'prom-client';
import { poolStats, prisma } from './db';
import { jobQueues } from './health';
import { jobCounts } from './jobs/counts';
import { countDeadMail } from './mail/dead-letters';
import { storageCleanupStats } from './storage/housekeeping';

// GET /api/metrics (issue 56, ADR 0305): Prometheus text format through prom-client. Per process: the API
// requests by route and status with their durations, and the database pools; from the database at each
// scrape (the same for every replica): the job queues' depths and ages, the outbox lag, the mail jobs by
// state and the dead letters, the totals every worker adds to (jobs and mail sent and failed, ADR 0309)
// and the storage cleanup's (ADR 0308). One registry per process, kept on globalThis (dev hot reloads).

const g = globalThis as unknown as { __pracaMetrics?: ReturnType<typeof build> };

function build() {
  const registry = new client.Registry();
  const requests = new client.Counter({
    name: 'praca_http_requests_total',
    help: 'API requests answered, by method, route (ids replaced) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'praca_http_request_duration_seconds',
    help: 'API request durations, by method and route (ids replaced)',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gauge = (
    name: string,
    help: string,
    labelNames: string[],
    collect: (g: client.Gauge) => Promise<void>,
  ) =>
    new client.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        await collect(this);
      },
    });
  gauge('praca_job_queue_waiting', 'Due jobs waiting, per queue', ['queue'], async (m) => {
    for (const [queue, q] of Object.entries((await jobQueues()) ?? {})) m.set({ queue }, q.waiting);
  });
  gauge('praca_job_queue_oldest_seconds', 'Age of the oldest due job, per queue', ['queue'], async (m) => {
    for (const [queue, q] of Object.entries((await jobQueues()) ?? {})) m.set({ queue }, q.oldest_seconds);
  });
  gauge('praca_outbox_pending', 'Outbox events not yet processed', [], async (m) => {
    m.set((await outbox()).pending);
  });
  gauge('praca_outbox_oldest_seconds', 'Age of the oldest unprocessed outbox event', [], async (m) => {
    m.set((await outbox()).oldest);
  });
  gauge(
    'praca_mail_jobs',
    'Mail jobs kept by the queue, by state (sent = completed)',
    ['state'],
    async (m) => {
      const rows = await prisma.$queryRaw<{ state: string; n: number }[]>`
      SELECT state::text, count(*)::int AS n FROM pgboss.job WHERE name = 'send-email' GROUP BY state`.catch(
        () => [],
      );
      for (const r of rows) m.set({ state: r.state }, r.n);
    },
  );
  gauge(
    'praca_mail_dead_letters',
    'Mails that failed their last retry (npm run mail:dead-letters)',
    [],
    async (m) => {
      m.set(await countDeadMail().catch(() => 0));
    },
  );
  gauge(
    'praca_db_pool_connections',
    'Database pool connections of this process',
    ['pool', 'state'],
    async (m) => {
      for (const p of poolStats()) {
        m.set({ pool: p.pool, state: 'total' }, p.total);
        m.set({ pool: p.pool, state: 'idle' }, p.idle);
        m.set({ pool: p.pool, state: 'waiting' }, p.waiting);
      }
    },
  );
  // Totals kept in the database (every worker adds to them, ADR 0309), read at each scrape: counters that
  // only grow, the same on every replica.
  const total = (
    name: string,
    help: string,
    labelNames: string[],
    collect: (c: client.Counter) => Promise<void>,
  ) =>
    new client.Counter({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        await collect(this).catch(() => {});
      },
    });
  total(
    'praca_jobs_total',
    'Jobs ended by all workers, per queue and outcome',
    ['queue', 'outcome'],
    async (m) => {
      for (const r of await jobCounts()) m.inc({ queue: r.queue, outcome: r.outcome }, r.jobs);
    },
  );
  total('praca_mail_sent_total', 'Mails handed to the SMTP server (or the file mailer)', [], async (m) => {
    m.inc(mailTotal(await jobCounts(), 'completed'));
  });
  total(
    'praca_mail_failed_total',
    'Mail attempts that failed (each is retried, up to the dead letters)',
    [],
    async (m) => {
      m.inc(mailTotal(await jobCounts(), 'failed'));
    },
  );
  total(
    'praca_storage_objects_removed_total',
    'Objects the storage cleanup removed: deleted (files dropped, after the grace) or abandoned (never finalised)',
    ['reason'],
    async (m) => {
      const s = await storageCleanupStats();
      m.inc({ reason: 'deleted' }, s.deleted);
      m.inc({ reason: 'abandoned' }, s.abandoned);
    },
  );
  gauge(
    'praca_storage_deletions_waiting',
    'Dropped files waiting for their grace period to end (storage cleanup)',
    [],
    async (m) => {
      m.set((await storageCleanupStats()).waiting);
    },
  );
  gauge(
    'praca_uploads_unfinalised_stale',
    'Presigned uploads still unfinalised after a day (the hourly cleanup removes them: above 0 for long means it does not run)',
    [],
    async (m) => {
      m.set((await storageCleanupStats()).stale);
    },
  );
  return { registry, requests, duration };
}

const mailTotal = (rows: { queue: string; outcome: string; jobs: number }[], outcome: string) =>
  rows.find((r) => r.queue === 'send-email' && r.outcome === outcome)?.jobs ?? 0;

async function outbox() {
  const [row] = await prisma.$queryRaw<{ pending: number; oldest: number }[]>`
    SELECT count(*)::int AS pending, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::int AS oldest
      FROM outbox_events WHERE processed_at IS NULL`;
  return row ?? { pending: 0, oldest: 0 };
}

const metrics = () => (g.__pracaMetrics ??= build());

/** A path as a metric label: ids, numbers and tokens replaced, so the label set stays small. */
export function routeLabel(pathname: string): string {
  return pathname
    .split('/')
    .map((seg) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(seg)
        ? ':id'
        : /^\d+$/.test(seg)
          ? ':n'
          : seg.length > 40
            ? ':token'
            : seg,
    )
    .join('/');
}

/** Counts one answered API request (route()). */
export function recordRequest(method: string, pathname: string, status: number, ms: number): void {
  const m = metrics();
  const route = routeLabel(pathname);
  m.requests.inc({ method, route, status: String(status) });
  m.duration.observe({ method, route }, ms / 1000);
}

export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
