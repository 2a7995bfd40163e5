import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_SECONDS } from '@/lib/server/quiet-failures';
import { compressResponse } from '../../scripts/compression.cjs';
import * as outage from '../../scripts/outage.cjs';

// The request hook's outage page (scripts/outage.cjs, decision 231): a page whose render met the database
// unavailable, which Next would answer with its bare 500 and a multi-line trace per request, answers a
// translated 503 with Retry-After instead, and the request logs one line.
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
  });

const logged: unknown[][] = [];
const fakeConsole = { error: (...args: unknown[]) => void logged.push(args) };
outage.installConsoleFilter(fakeConsole);

// Plays Next: logs what a render threw, then answers with that status.
type Render = { error?: Error; status: number; body?: string };
let render: Render = { status: 200 };
const server = http.createServer((req, res) =>
  outage.withOutageGuard(req, res, true, () => {
    setImmediate(async () => {
      await Promise.resolve();
      if (render.error) fakeConsole.error(' ⨯', render.error);
      res.statusCode = render.status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('etag', '"x"');
      res.end(render.body ?? '<html>next</html>'.repeat(100));
    });
  }),
);
const wrapped = http.createServer((req, res) => {
  compressResponse(req, res);
  server.emit('request', req, res);
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => wrapped.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(wrapped.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => wrapped.close(() => r())));

describe('pages while the database is unavailable (scripts/outage.cjs)', () => {
  it('a 500 after a database-unavailable error: a translated 503 page with Retry-After, one log line', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.stubEnv('LOG_LEVEL', 'info');
    try {
      render = { error: refused(), status: 500 };
      logged.length = 0;
      const res = await fetch(`${base}/curso/demo/aula`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      const html = await res.text();
      expect(html).toContain('Estamos com instabilidade');
      expect(html).toContain('lang="pt-BR"');
      expect(html).not.toContain('next');
      // Next's trace kept out of the log, one JSON line instead
      expect(logged).toEqual([]);
      await vi.waitFor(() => expect(stderr).toHaveBeenCalled());
      const lines = stderr.mock.calls.map(([l]) => JSON.parse(String(l)));
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'warn',
          msg: 'request',
          status: 503,
          databaseUnavailable: 'ECONNREFUSED',
        }),
      ]);
    } finally {
      stderr.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it("speaks the member's language (NEXT_LOCALE, else the browser's)", async () => {
    render = { error: refused(), status: 500 };
    const en = await fetch(`${base}/homepage`, { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(await en.text()).toContain('We are experiencing instability');
    const es = await fetch(`${base}/homepage`, { headers: { 'accept-language': 'es-AR,es;q=0.9' } });
    expect(await es.text()).toContain('Estamos con inestabilidad');
  });

  it('any other error, or an answer already under way, is left as Next gives it', async () => {
    render = { error: new Error('boom'), status: 500 };
    logged.length = 0;
    const other = await fetch(`${base}/homepage`);
    expect(other.status).toBe(500);
    expect(await other.text()).toContain('next');
    expect(logged).toHaveLength(1);

    render = { error: refused(), status: 200, body: 'streamed' };
    const streamed = await fetch(`${base}/homepage`);
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toBe('streamed');
  });

  it("a disabled school's page (ADR 0480): a translated 503 'Escola indisponível', no Retry-After", async () => {
    const { schoolUnavailable } = await import('@/lib/server/errors');
    // Next logs what the render threw, sometimes wrapped; the hook finds the typed error either way
    render = { error: new Error('render failed', { cause: schoolUnavailable() }), status: 500 };
    logged.length = 0;
    const res = await fetch(`${base}/homepage`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeNull();
    const html = await res.text();
    expect(html).toContain('data-testid="school-unavailable-page"');
    expect(html).toContain('<h1>Escola indisponível</h1>');
    expect(html).not.toContain('Tentar novamente');
    expect(logged).toEqual([]);
    const en = await fetch(`${base}/`, { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(await en.text()).toContain('School unavailable');
    // a school's page that answers 200 (nothing thrown) is left alone
    render = { status: 200, body: 'fine' };
    expect(await (await fetch(`${base}/`)).text()).toBe('fine');
  });

  it('every locale has the texts', () => {
    expect(Object.keys(outage.loadTexts() ?? {}).sort()).toEqual(['en', 'es', 'pt-BR']);
  });
});
