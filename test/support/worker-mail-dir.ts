import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { resetEnvCache } from '@/lib/server/env';
import { stopWorker } from '@/lib/server/jobs/worker';

/**
 * For a test file that runs the job worker with the file mailer: a temporary DATA_DIR (where the mails
 * are written) for the whole file; afterwards the worker stops and the directory goes.
 */
export function withWorkerMailDir(prefix: string): void {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), `praca-${prefix}-`));
    vi.stubEnv('DATA_DIR', dataDir);
    resetEnvCache();
  });
  afterAll(async () => {
    await stopWorker({ graceful: false });
    vi.unstubAllEnvs();
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
