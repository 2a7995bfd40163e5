import 'server-only';
import { getBoss } from './boss';
import type { JobName, JobPayloads } from './registry';

export type { JobName, JobPayloads } from './registry';

/** Queues a job; a worker (in this process or `npm run worker`) runs it. Returns the job id. */
export async function enqueue<K extends JobName>(name: K, data: JobPayloads[K]): Promise<string | null> {
  const boss = await getBoss();
  return boss.send(name, data as object);
}
