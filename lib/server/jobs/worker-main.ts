// `npm run worker`: the job worker as its own process (compose runs it beside an app started with
// WORKER_MODE=off). It runs under tsx, outside Next: the `server-only` marker would throw there, so
// a tiny resolve hook maps it to an empty module before any server module is loaded.
import { allowServerModules } from '../cli-entry';
import { getEnv } from '../env';
import { log } from '../log';

async function main() {
  try {
    if (!getEnv().DATABASE_URL)
      throw new Error('Invalid configuration:\n  - DATABASE_URL: required by the worker');
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  allowServerModules();
  const { startWorker, stopWorker } = await import('./worker');
  await startWorker();
  // JOBS_PAUSED: nothing started; stay up idle (a process that exits would be restarted in a loop).
  if (getEnv().JOBS_PAUSED) setInterval(() => {}, 1 << 30);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', 'worker stopping', { signal });
    stopWorker({ graceful: true, timeout: 20_000 })
      .then(() => process.exit(0))
      .catch((err) => {
        log('error', 'worker stop failed', { error: String(err) });
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  log('error', 'worker crashed', {
    error: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
  });
  process.exit(1);
});
