import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React server bundles; tests run server code directly.
      'server-only': path.resolve(import.meta.dirname, 'test/support/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['lib/**/*.test.ts', 'test/**/*.test.ts', 'app/**/*.test.ts', 'components/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-db.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TENANT_CACHE_TTL_MS: '0',
      TENANT_DATA_CACHE_TTL_MS: '0',
      TRENDING_CACHE_TTL_MS: '0',
    },
  },
});
