import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pageHeadersConfig } from '@/lib/security/headers';
import { NONCE_SLOT } from '../../scripts/page-headers.cjs';

// X-Forwarded-* are a proxy's account of the original request; without a trusted proxy they are the
// client's own claims, and Next builds `request.url`'s scheme from X-Forwarded-Proto (a Secure cookie
// and HSTS over plain http). The request hook drops them from every request, API and pages, before Next
// reads them when TRUST_PROXY is false, and passes them through when it is true (ADR 0241). The whole
// server's answer (cookie, HSTS, e-mailed link) is checked by e2e/forwarded-headers.spec.ts.

const FORGED = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '4444',
  'x-forwarded-for': '203.0.113.9',
  forwarded: 'for=203.0.113.9;proto=https',
};

/** The headers a server behind the preload receives for `path`, with TRUST_PROXY as given. */
async function seenBehindPreload(trustProxy: boolean, path: string) {
  const echo = `require('node:http').createServer((q, r) => r.end(JSON.stringify(q.headers)))
    .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const env = { S3_REGION: 'x', S3_FORCE_PATH_STYLE: true, TRUST_PROXY: trustProxy } as Parameters<
    typeof pageHeadersConfig
  >[0];
  const child = spawn(process.execPath, ['--require', './scripts/peer-address.cjs', '-e', echo], {
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      PRACA_PEER_TOKEN: 'p'.repeat(64),
      PRACA_PAGE_HEADERS: pageHeadersConfig(env, { nonceSlot: NONCE_SLOT, dev: false }),
    },
  });
  try {
    const port = await new Promise<string>((ok) => child.stdout.once('data', (b) => ok(String(b).trim())));
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: FORGED });
    return {
      seen: (await res.json()) as Record<string, string>,
      hsts: res.headers.get('strict-transport-security'),
    };
  } finally {
    child.kill();
  }
}

describe('X-Forwarded-* through the request hook (scripts/page-headers.cjs)', () => {
  it('without a trusted proxy: dropped on API routes and pages alike, and no HSTS', async () => {
    for (const path of ['/api/login', '/login']) {
      const { seen, hsts } = await seenBehindPreload(false, path);
      for (const name of Object.keys(FORGED)) expect(seen[name], `${path} ${name}`).toBeUndefined();
      expect(hsts).toBeNull();
      expect(seen.host).toMatch(/^127\.0\.0\.1:\d+$/);
    }
  });

  it('behind a trusted proxy: passed through as the proxy sent them, and HSTS over its https', async () => {
    const api = await seenBehindPreload(true, '/api/login');
    for (const [name, value] of Object.entries(FORGED)) expect(api.seen[name]).toBe(value);
    expect((await seenBehindPreload(true, '/login')).hsts).toMatch(/max-age=\d+/);
  });
});
