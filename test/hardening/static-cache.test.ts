import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HAS_ZSTD, compressResponse } from '../../scripts/compression.cjs';
import { createStaticCache, type StaticCache } from '../../scripts/static-cache.cjs';
import { rawRequest, type RawAnswer } from './raw-http';

// Next's build assets compressed once per process (scripts/static-cache.cjs, decision 419), through the
// request hook's compressResponse on a real HTTP server.

const zstd = zlib as typeof zlib & { zstdDecompressSync(b: Buffer): Buffer };

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server;
let port = 0;
let cache: StaticCache;
let handler: Handler = (_req, res) => void res.end();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponse(req, res, { staticCache: cache });
    handler(req, res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => {
  cache = createStaticCache();
});

const request = (path: string, acceptEncoding = 'gzip', method = 'GET') =>
  rawRequest(port, path, acceptEncoding, method);

const decode = (a: RawAnswer) =>
  (a.headers['content-encoding'] === 'zstd'
    ? zstd.zstdDecompressSync(a.raw)
    : zlib.gunzipSync(a.raw)
  ).toString();

const script = Array.from({ length: 4000 }, (_, i) => `var v${i}=${(i * 7919) % 1000};`).join('\n');
const CHUNK = '/_next/static/chunks/0abc123.js';

/** Next's static file answer: immutable, with its Content-Length, the body in pieces; counts the write callbacks. */
const asset =
  (body = script, cacheControl = 'public, max-age=31536000, immutable', written = { calls: 0 }): Handler =>
  (_req, res) => {
    res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.flushHeaders();
    const third = Math.ceil(body.length / 3);
    res.write(body.slice(0, third), () => written.calls++);
    res.write(body.slice(third, 2 * third), () => written.calls++);
    res.end(body.slice(2 * third));
  };

describe("Next's build assets compressed once (scripts/static-cache.cjs)", () => {
  it('compresses a build asset once and answers the kept bytes with their length', async () => {
    const written = { calls: 0 };
    handler = asset(script, undefined, written);
    const first = await request(CHUNK);
    const second = await request(CHUNK);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(decode(answer)).toBe(script);
    }
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(cache.stats).toMatchObject({ compressions: 1, hits: 1, bytes: first.raw.length });
    // every write's callback ran, as with a streamed answer
    expect(written.calls).toBe(4);
  });

  it('compresses once for requests that arrive together', async () => {
    handler = asset();
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(CHUNK)));
    expect(answers.map(decode)).toEqual(answers.map(() => script));
    expect(cache.stats.compressions).toBe(1);
  });

  it('keeps one entry per coding and per URL', async () => {
    handler = asset();
    await request(CHUNK);
    await request('/_next/static/chunks/other.js');
    expect(cache.stats.compressions).toBe(2);
    expect(cache.has(`gzip ${CHUNK}`)).toBe(true);
    if (!HAS_ZSTD) return;
    const z = await request(CHUNK, 'zstd');
    expect(z.headers['content-encoding']).toBe('zstd');
    expect(decode(z)).toBe(script);
    expect(cache.has(`zstd ${CHUNK}`)).toBe(true);
  });

  it('streams what is not a build asset: other paths, answers that are not immutable, errors, HEAD', async () => {
    handler = asset();
    const route = await request('/api/files/logo.js');
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(route.headers['content-length']).toBeUndefined();
    expect(decode(route)).toBe(script);

    handler = asset(script, 'public, max-age=0');
    expect((await request(CHUNK)).headers['content-length']).toBeUndefined();

    handler = (_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html', 'Cache-Control': 'immutable' });
      res.end(script);
    };
    const missing = await request(CHUNK);
    expect(missing.status).toBe(404);
    expect(decode(missing)).toBe(script);

    handler = asset();
    const head = await request(CHUNK, 'gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(cache.stats.compressions).toBe(0);
  });

  it('sends a build asset as it is to a client that accepts no coding', async () => {
    handler = asset();
    const plain = await request(CHUNK, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(script);
    expect(cache.stats.compressions).toBe(0);
  });
});

describe('the kept bytes stay under their bound', () => {
  const bytes = (n: number) => () => Promise.resolve(Buffer.alloc(n));

  it('drops the least recently used entries past the bound, and never keeps one larger than it', async () => {
    const small = createStaticCache(250);
    await small.get('a', bytes(100));
    await small.get('b', bytes(100));
    await small.get('a', bytes(100)); // a is now the most recent
    await small.get('c', bytes(100));
    expect([small.has('a'), small.has('b'), small.has('c')]).toEqual([true, false, true]);
    expect(small.stats.bytes).toBe(200);
    expect((await small.get('huge', bytes(300))).length).toBe(300);
    expect(small.has('huge')).toBe(false);
    expect(small.stats.bytes).toBe(200);
  });

  it('keeps nothing when compressing fails, and tries again next time', async () => {
    const kept = createStaticCache();
    await expect(kept.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(kept.has('k')).toBe(false);
    expect((await kept.get('k', bytes(10))).length).toBe(10);
    expect(kept.stats.compressions).toBe(2);
  });
});
