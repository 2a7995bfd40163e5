import { rm } from 'node:fs/promises';
import { createLocalStorage } from '@/lib/server/storage/local';
import { tempDir } from '../storage/helpers';
import { multipartSuite } from './multipart-protocol';

// The local driver: parts through the app's PUT route, reads through its signed file route.
multipartSuite('local driver', async () => {
  const dir = await tempDir('video-local');
  return {
    driver: createLocalStorage({ dir, secret: 'video-test-secret-'.padEnd(40, 'x') }),
    stop: () => rm(dir, { recursive: true, force: true }),
  };
});
