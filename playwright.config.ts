import { defineConfig, devices } from '@playwright/test';

// Browser tests against the production build (`npm run build` first; the web server builds if missing),
// on a fresh database `praca_e2e` seeded with the demo tenants. Debian's chromium, never a download.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

// E2E_DB_NAME lets two checkouts run their browser tests at once (with different E2E_PORTs); the start
// script resets only names ending in _e2e.
const dbName = process.env.E2E_DB_NAME ?? 'praca_e2e';

function e2eDatabaseEnv(): Record<string, string> {
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${dbName}`;
    return { DATABASE_URL: u.toString() };
  }
  // production without DATABASE_URL needs the explicit opt-in (lib/server/env.ts, ADR 0300)
  return { EMBEDDED_DB_NAME: dbName, EMBEDDED_DB: 'true' };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // The product's default language; tests that need another set their own Accept-Language.
    locale: 'pt-BR',
    // A trace is recorded for a test's retry (CI retries once), not for every test: recording one for
    // each test and keeping it on failure made the whole browser run about a third slower (decision 256).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs --seed --build --reset-database',
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      ...e2eDatabaseEnv(),
      PORT: String(port),
      NODE_ENV: 'production',
      // e-mailed links (magic link, notifications) use APP_URL's scheme and port (ADR 0240)
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '50',
      // `--seed` in production: the demo tenants are these tests' fixtures (ADR 0300)
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      // production with the local storage driver requires a signing secret (lib/server/env.ts)
      STORAGE_SIGNING_SECRET: process.env.STORAGE_SIGNING_SECRET ?? 'e2e-only-signing-secret-0123456789',
      // the edit panel's 'Central de ajuda' (e2e/shell.spec.ts); nothing is fetched from it
      HELP_CENTER_URL: 'https://ajuda.example.com/',
    },
  },
});
