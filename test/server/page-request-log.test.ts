import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { incomingRequestId } from '@/lib/server/route';
import * as outage from '../../scripts/outage.cjs';
import { isPagePath } from '../../scripts/page-headers.cjs';
import { assignRequestId, REQUEST_ID } from '../../scripts/request-log.cjs';

// Page requests get the API's request id and JSON log line (issue 56, ADR 0307): the request hook
// (scripts/peer-address.cjs) gives every request an id and each page logs one line when its answer
// closes, without the query string or anything else personal. The server below is the hook's path:
// assignRequestId, then the outage guard, then a stand-in for Next that echoes the id it was given.
const server = http.createServer((req, res) => {
  const isPage = isPagePath(String(req.url).split('?')[0] ?? '/');
  assignRequestId(req, res, isPage);
  outage.withOutageGuard(req, res, isPage, () => {
    setImmediate(() => {
      res.statusCode = req.url?.startsWith('/quebrada') ? 500 : 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<html>${String(req.headers['x-request-id'])}</html>`);
    });
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The JSON lines written while `fn` runs, from stdout and stderr. */
async function linesOf(fn: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const keep = (chunk: unknown) => (written.push(String(chunk)), true);
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  vi.stubEnv('LOG_LEVEL', 'info');
  try {
    await fn();
    await new Promise((r) => setTimeout(r, 50)); // the 'close' event after the answer
  } finally {
    out.mockRestore();
    err.mockRestore();
    vi.unstubAllEnvs();
  }
  return written
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('page request log line (scripts/request-log.cjs)', () => {
  it('logs one JSON line per page with the request id it answers, and no query string', async () => {
    let res!: Response;
    const lines = await linesOf(async () => {
      res = await fetch(`${base}/curso/demo/aula?token=segredo&email=ana%40example.test`, {
        headers: { 'x-request-id': 'req-42.a:b', cookie: 'praca_session=segredo' },
      });
      await res.text();
    });
    expect(res.headers.get('x-request-id')).toBe('req-42.a:b');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'req-42.a:b',
      method: 'GET',
      path: '/curso/demo/aula',
      status: 200,
      host: '127.0.0.1',
      page: true,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(typeof lines[0]!.t).toBe('string');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('segredo');
    expect(text).not.toContain('example.test');
  });

  it('replaces an X-Request-Id that is long or not plain, and Next sees the same id', async () => {
    for (const bad of ['a'.repeat(65), 'um id com espaços', 'x"}{"level":"error']) {
      let res!: Response;
      let body = '';
      const lines = await linesOf(async () => {
        res = await fetch(`${base}/homepage`, { headers: { 'x-request-id': bad } });
        body = await res.text();
      });
      const id = res.headers.get('x-request-id')!;
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toBe(`<html>${id}</html>`);
      expect(lines[0]!.requestId).toBe(id);
    }
  });

  it('a failing page logs at error; the API and assets log nothing here (route() logs the API)', async () => {
    const lines = await linesOf(async () => {
      await (await fetch(`${base}/quebrada`)).text();
      await (await fetch(`${base}/api/v2/qualquer`)).text();
      await (await fetch(`${base}/favicon.ico`)).text();
    });
    expect(lines.map((l) => [l.level, l.path, l.status])).toEqual([['error', '/quebrada', 500]]);
  });

  it('keeps the same rule for an incoming id as route()', () => {
    for (const value of ['abc', 'a'.repeat(64), 'a'.repeat(65), 'a b', 'x/y', 'ok-1.2:3_4'])
      expect(REQUEST_ID.test(value)).toBe(incomingRequestId(value) !== null);
  });
});
