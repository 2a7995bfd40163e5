import 'server-only';
import { getBoss } from './boss';
import { wakeQueue } from './queue-runner';
import type { JobName, JobPayloads } from './registry';

export type { JobName, JobPayloads } from './registry';

/** Queues a job; a worker (in this process or `npm run worker`) runs it. Returns the job id. */
export async function enqueue<K extends JobName>(
  name: K,
  data: JobPayloads[K],
  options: { expireInSeconds?: number; priority?: number } = {},
): Promise<string | null> {
  const boss = await getBoss();
  const id = await boss.send(name, data as object, options);
  wakeQueue(name); // a worker in this process takes it now instead of at its next poll
  return id;
}
