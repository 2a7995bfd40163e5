// Next's start-up hook. In the embedded default the job worker runs inside the app process
// (ARCHITECTURE.md section 6); compose runs `npm run worker` separately and sets WORKER_MODE=off here.
// The import is dynamic so pg-boss never reaches the edge or client bundles.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.WORKER_MODE === 'off') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (!process.env.DATABASE_URL) return;
  const { startWorker } = await import('./lib/server/jobs/worker');
  const { log } = await import('./lib/server/log');
  // Not awaited: a slow or failing queue must not hold up or crash the web server.
  startWorker().catch((err: unknown) =>
    log('error', 'in-process worker did not start', {
      error: err instanceof Error ? err.message : String(err),
    }),
  );
}
