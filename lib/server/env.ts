import { z } from 'zod';

// One validated view of the environment. `loadEnv` reports every bad variable on its own line
// (scripts/start.mjs and the worker call it at start, so a misconfiguration stops the process early).
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A PostgreSQL URL: postgres:// or postgresql:// (ADR 0300). */
const postgresUrl = z
  .string()
  .url({ abort: true })
  .refine((v) => /^postgres(ql)?:\/\//i.test(v), 'must be a postgres:// or postgresql:// URL');

// `Name <address>` or a bare address; the name may be quoted. The domain is plain ASCII labels.
const ADDRESS = String.raw`[^\s<>@(),;:"]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*`;
const MAIL_FROM_RE = new RegExp(`^(?:${ADDRESS}|[^<>]*<${ADDRESS}>)$`);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Required in production unless EMBEDDED_DB=true (ADR 0300).
  DATABASE_URL: postgresUrl.optional(),
  // The scoped path's login role (decision 190); unset: derived from DATABASE_URL, role `praca_app`.
  TENANT_DATABASE_URL: postgresUrl.optional(),
  // true: without DATABASE_URL, scripts/start.mjs starts the embedded PostgreSQL even in production
  // (`npm run demo`, the browser tests); the Docker image does not ship it (ADR 0300).
  EMBEDDED_DB: bool.default(false),
  // true: scripts/start.mjs seeds the demo tenants (also its --seed, --demo and --dev flags).
  SEED_DEMO: bool.default(false),
  // true: production may run with the demo seed (its admin's password is in the README; ADR 0300).
  ALLOW_DEMO_IN_PRODUCTION: bool.default(false),
  // The scheme and port of links in e-mails; their host is each school's primary domain (ADR 0240).
  APP_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL')
    .optional(),
  /** the external help centre the edit panel's sub-panels link to (SPEC 2.5); no link when unset */
  HELP_CENTER_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL')
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default('.data'),
  // Unset means `info`, or `silent` under NODE_ENV=test (lib/server/log.ts).
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).optional(),
  TRUST_PROXY: bool.default(false),
  COOKIE_SECURE: bool.optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TENANT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  // Per-tenant cache of the shell, frame, banners and custom HTML (lib/server/tenant-cache.ts); 0 disables.
  TENANT_DATA_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  TRENDING_CACHE_TTL_MS: z.coerce.number().int().min(0).default(300_000),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  STORAGE_LOCAL_DIR: z.string().optional(),
  STORAGE_SIGNING_SECRET: z.string().min(16).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  SMTP_URL: z
    .string()
    .url({ abort: true })
    .refine((v) => /^smtps?:\/\//i.test(v), 'must be an smtp:// or smtps:// URL (e.g. smtp://mailpit:1025)')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAIL_FROM_RE, 'must be an address or "Name <address>"')
    .default('Praça <no-reply@praca.local>'),
  WORKER_MODE: z.enum(['inline', 'off']).default('inline'),
  // true: no job runs and no mail leaves this process (no worker, the outbox left pending), e.g. after
  // restoring a dump into staging (docs/deploy.md section 5, ADR 0302).
  JOBS_PAUSED: bool.default(false),
  DB_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  // How long an unused pooled connection stays open (decision 395); 0 keeps it until the process ends.
  DB_POOL_IDLE_SECONDS: z.coerce.number().int().min(0).default(300),
  // The longest a query waits to connect or for a pooled connection before the request answers 503
  // (ADR 0232); without it a server that accepts connections but never answers held requests forever.
  DB_CONNECT_SECONDS: z.coerce.number().int().min(1).default(15),
  JOBS_POOL_SIZE: z.coerce.number().int().min(1).default(4),
  // Per queue and process (decision 0250): jobs running at once, jobs taken per fetch (fetched again once
  // that many slots are free) and the wait between fetches of an empty queue.
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(20),
  JOBS_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // GET /api/metrics answers only with `Authorization: Bearer <this>`; unset, it is a 404 (ADR 0305).
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  // /api/health answers 503 once a due job has waited longer than this: the worker is silent (ADR 0304).
  HEALTH_WORKER_SILENCE_SECONDS: z.coerce.number().int().min(30).default(300),
  // Storage housekeeping (ADR 0308): days an object of a deleted or replaced file waits before the
  // 'storage-cleanup' job removes it (an undo, a restored backup still find it meanwhile).
  STORAGE_DELETE_GRACE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // The outbox (decision 0251): how long a drain's claim on its rows lasts (renewed while it works) and
  // how often each worker looks for rows whose claim ran out or whose retry is due.
  OUTBOX_CLAIM_SECONDS: z.coerce.number().int().min(2).max(600).default(10),
  OUTBOX_SWEEP_SECONDS: z.coerce.number().min(0.5).max(60).default(5),
  // Written by scripts/start.mjs for its preload; shorter than 32 characters counts as unset (route.ts).
  PRACA_PEER_TOKEN: z.string().optional(),
  BENCH_QUERY_HEADER: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): { env?: Env; problems: string[] } {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`),
    };
  }
  const env = parsed.data;
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  // The same choice as lib/server/storage: STORAGE_DRIVER, else s3 when a bucket is named, else local.
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
  if (driver === 's3')
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!env[name]) problems.push(`${name}: required with the s3 storage driver`);
  if (production && driver === 'local' && !env.STORAGE_SIGNING_SECRET)
    problems.push('STORAGE_SIGNING_SECRET: required in production with the local storage driver');
  if (production && !env.DATABASE_URL && !env.EMBEDDED_DB)
    problems.push(
      'DATABASE_URL: required in production (EMBEDDED_DB=true runs the embedded PostgreSQL, for demos only)',
    );
  if (production && env.SEED_DEMO && !env.ALLOW_DEMO_IN_PRODUCTION)
    problems.push(
      'SEED_DEMO: refused in production, the demo admin password is published in the README ' +
        '(ALLOW_DEMO_IN_PRODUCTION=true for a throwaway demo only)',
    );
  return problems.length ? { problems } : { env, problems };
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const { env, problems } = parseEnv(process.env);
  if (!env) throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  cached = env;
  return env;
}

/** The validated environment, or undefined when it is invalid (for code that must not throw: the logger). */
export function tryGetEnv(): Env | undefined {
  try {
    return getEnv();
  } catch {
    return undefined;
  }
}

/** Next's own build marker, not configuration: instrumentation skips the worker while `next build` runs. */
export function isNextBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** Tests change process.env between files; they call this to re-read it. */
export function resetEnvCache() {
  cached = undefined;
}
