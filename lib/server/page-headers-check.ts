import type { Env } from './env';
import { log } from './log';

/**
 * Pages get their Content-Security-Policy from the request hook scripts/start.mjs preloads
 * (scripts/page-headers.cjs, decision 382), which sets `globalThis.__pracaPageHeaders`. Without it a
 * production server would serve pages with no policy: it stops instead (fail closed); elsewhere (a bare
 * `next dev`) it only warns.
 */
export function requirePageHeaders(env: Env | undefined): void {
  if ((globalThis as { __pracaPageHeaders?: boolean }).__pracaPageHeaders) return;
  const production = env?.NODE_ENV === 'production';
  log(
    production ? 'error' : 'warn',
    'pages have no security headers: start the server with scripts/start.mjs (npm start)',
  );
  if (production) process.exit(1);
}
