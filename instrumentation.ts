// Next's start-up hook. In the embedded default the job worker runs inside the app process
// (ARCHITECTURE.md section 6); compose runs `npm run worker` separately and sets WORKER_MODE=off here.
// The import is dynamic so pg-boss never reaches the edge or client bundles.
export async function register() {
  // The one process.env read outside lib/server/env.ts: Next replaces NEXT_RUNTIME at build time, per
  // runtime, so the node-only imports below drop out of the edge bundle; behind a function they would not.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { tryGetEnv, isNextBuildPhase } = await import('./lib/server/env');
  if (isNextBuildPhase()) return;
  const env = tryGetEnv();
  // Pages get their CSP from the request hook scripts/start.mjs preloads (decision 382).
  (await import('./lib/server/page-headers-check')).requirePageHeaders(env);
  // Editors' saves and the tenant CLI's changes reach this replica's caches at once (ADR 0482).
  if (env?.DATABASE_URL) void (await import('./lib/server/cache-bus')).startCacheBus();
  if (!env || env.WORKER_MODE === 'off' || !env.DATABASE_URL) return;
  const { keepWorkerStarting } = await import('./lib/server/jobs/worker');
  // Not awaited: a slow or failing queue must not hold up or crash the web server. A failed start is
  // tried again with a growing wait (1 s to 60 s) until it works (issue 56).
  keepWorkerStarting();
}
