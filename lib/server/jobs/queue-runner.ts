import 'server-only';
import type PgBoss from 'pg-boss';
import { log } from '../log';
import { countJob } from './counts';

// Works one pg-boss queue with up to `concurrency` jobs in flight (decision 0250). pg-boss 10's work()
// fetches a batch, waits for the whole batch and then for the rest of its polling interval, and fails
// every job of the batch when the handler throws; this loop instead takes `batchSize` jobs whenever that
// many slots are free, fetches again at once while the queue has jobs, and waits `pollingMs` only when it
// came back short. Each job ends on its own: a throwing job is failed alone (pg-boss retries it with the
// queue's backoff), the ones that succeed are completed (in one statement per burst).

export interface QueueRunnerOptions<T> {
  name: string;
  concurrency: number;
  batchSize: number;
  pollingMs: number;
  handler: (data: T, job: PgBoss.Job<T>) => Promise<void>;
}

const g = globalThis as unknown as { __pracaRunners?: Map<string, Set<QueueRunner<unknown>>> };

/** Wakes this process's runners of `name` (a job was just queued here): no wait for the next poll. */
export function wakeQueue(name: string): void {
  for (const runner of g.__pracaRunners?.get(name) ?? []) runner.wake();
}

const errorInfo = (err: unknown) =>
  err instanceof Error
    ? { name: err.name, message: err.message, stack: err.stack }
    : { message: String(err) };

export class QueueRunner<T> {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** jobs stop() failed for a retry while they ran: their late end is not recorded */
  private readonly abandoned = new Set<string>();
  private completed: string[] = [];
  private flushing: Promise<void> | null = null;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** the most jobs this runner had in flight at once (tests, the bench) */
  peak = 0;

  constructor(
    private readonly boss: PgBoss,
    private readonly options: QueueRunnerOptions<T>,
  ) {}

  start(): void {
    if (this.loop) return;
    const runners = (g.__pracaRunners ??= new Map());
    if (!runners.has(this.options.name)) runners.set(this.options.name, new Set());
    runners.get(this.options.name)!.add(this as QueueRunner<unknown>);
    this.loop = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    const { name, concurrency } = this.options;
    const batch = Math.min(this.options.batchSize, concurrency);
    while (!this.stopping) {
      if (concurrency - this.inFlight.size < batch) {
        await this.pause(Promise.race(this.inFlight.values())); // a slot frees
        continue;
      }
      let jobs: PgBoss.Job<T>[] = [];
      try {
        jobs = await this.boss.fetch<T>(name, { batchSize: batch });
      } catch (err) {
        log('error', 'job fetch failed', { job: name, error: errorInfo(err) });
      }
      for (const job of jobs) this.launch(job);
      if (jobs.length < batch && !this.stopping) await this.pause(delay(this.options.pollingMs));
    }
  }

  /** Waits for `until`, a wake() or stop(), whichever comes first. */
  private async pause(until: Promise<unknown>): Promise<void> {
    let woken!: () => void;
    const wake = new Promise<void>((resolve) => (woken = resolve));
    this.wakeUp = woken;
    await Promise.race([until, wake]);
    this.wakeUp = null;
  }

  private launch(job: PgBoss.Job<T>): void {
    const { name, handler } = this.options;
    const started = performance.now();
    const work = Promise.resolve().then(() => handler(job.data, job));
    const run = (async () => {
      try {
        await withinSeconds(work, Number(job.expireInSeconds));
        log('info', 'job done', { job: name, id: job.id, ms: Math.round(performance.now() - started) });
        countJob(name, 'completed');
        // a job stop() already failed for a retry is not completed: the retry may be running elsewhere
        if (this.abandoned.has(job.id)) return;
        this.completed.push(job.id);
        this.flush();
      } catch (err) {
        log('error', 'job failed', { job: name, id: job.id, error: errorInfo(err) });
        countJob(name, 'failed');
        if (this.abandoned.has(job.id)) return;
        // this job only: pg-boss keeps it for a retry (the queue's retryLimit and backoff), or fails it
        await this.boss
          .fail(name, job.id, { message: errorInfo(err).message })
          .catch((e: unknown) =>
            log('error', 'job fail not recorded', { job: name, id: job.id, error: errorInfo(e) }),
          );
      }
    })();
    // The slot frees when the handler itself settles, not at its timeout: a hung handler keeps its slot,
    // so hung jobs (and their retries) never run past the queue's concurrency.
    const slot = Promise.allSettled([run, work]).finally(() => this.inFlight.delete(job.id));
    this.inFlight.set(job.id, slot);
    this.peak = Math.max(this.peak, this.inFlight.size);
  }

  /** Completes the finished jobs, one statement for all that finished while the previous one ran. */
  private flush(): Promise<void> {
    if (!this.flushing && this.completed.length)
      this.flushing = (async () => {
        while (this.completed.length) {
          const ids = this.completed.splice(0);
          await this.boss.complete(this.options.name, ids).catch((err: unknown) =>
            // they stay active until pg-boss expires them, then run again (consumers are idempotent)
            log('error', 'job completion not recorded', {
              job: this.options.name,
              ids,
              error: errorInfo(err),
            }),
          );
        }
      })().finally(() => {
        this.flushing = null;
        if (this.completed.length) void this.flush(); // finished after the loop's last look
      });
    return this.flushing ?? Promise.resolve();
  }

  /**
   * Stops fetching; waits up to `timeoutMs` for the jobs in flight (not at all when not graceful), then
   * fails the ones still running: retried after the queue's retry delay instead of their expiry (15 min).
   */
  async stop(options: { graceful?: boolean; timeoutMs?: number } = {}): Promise<void> {
    this.stopping = true;
    this.wake();
    g.__pracaRunners?.get(this.options.name)?.delete(this as QueueRunner<unknown>);
    await this.loop;
    if (options.graceful ?? true) {
      const timer = delay(options.timeoutMs ?? 20_000);
      await Promise.race([Promise.allSettled(this.inFlight.values()), timer]);
    }
    while (this.flushing || this.completed.length) await this.flush();
    const left = [...this.inFlight.keys()];
    for (const id of left) this.abandoned.add(id);
    const message = 'the worker stopped while the job ran';
    await Promise.all(left.map((id) => this.boss.fail(this.options.name, id, { message }).catch(() => {})));
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.());
}

/** Like pg-boss's own worker: a job that outlives its expiry fails (its promise is left to finish). */
function withinSeconds<T>(promise: Promise<T>, seconds: number): Promise<T> {
  if (!seconds) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`job timed out after ${seconds} s`)), seconds * 1000);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
