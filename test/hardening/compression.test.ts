import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/server/env';
import nextConfig from '@/next.config.mjs';

// The answers' compression (scripts/compress.cjs, decision 402): the request hook scripts/start.mjs
// preloads compresses every answer as the client accepts, Brotli first, in place of Next's gzip-only
// `compress`. Checked on a real server started with the preload, as the Next server is.

const PAGE_HEAD = `<!DOCTYPE html><html><body>${'<p class="row">first part of the page</p>'.repeat(400)}`;
const PAGE_TAIL = `${'<p class="row">the streamed rest</p>'.repeat(400)}</body></html>`;

// /page streams: its first part is written and flushed (as Next flushes a streamed page), and the rest
// waits until GET /go. /small has a known length under 1 kB; /png is not a compressible type.
const SERVER = `
const http = require('node:http');
let release = () => {};
http.createServer((q, r) => {
  if (q.url === '/page') {
    r.setHeader('content-type', 'text/html; charset=utf-8');
    r.write(${JSON.stringify(PAGE_HEAD)});
    if (typeof r.flush === 'function') r.flush();
    release = () => r.end(${JSON.stringify(PAGE_TAIL)});
    return;
  }
  if (q.url === '/go') { release(); return r.end('ok'); }
  if (q.url === '/small') {
    const body = JSON.stringify({ ok: true, pad: 'x'.repeat(400) });
    r.setHeader('content-type', 'application/json');
    r.setHeader('content-length', Buffer.byteLength(body));
    return r.end(body);
  }
  if (q.url === '/png') { r.setHeader('content-type', 'image/png'); return r.end(Buffer.alloc(20000, 7)); }
  r.setHeader('content-type', 'application/json');
  r.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Aula ' + i })) }));
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;

function startServer(
  env: Record<string, string> = {},
): Promise<{ child: ChildProcessWithoutNullStreams; port: number }> {
  const child = spawn(process.execPath, ['--require', './scripts/peer-address.cjs', '-e', SERVER], {
    env: { NODE_ENV: 'test', PATH: process.env.PATH, ...env },
  });
  return new Promise((ok, fail) => {
    child.once('error', fail);
    child.stdout.once('data', (b) => ok({ child, port: Number(String(b).trim()) }));
  });
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((ok, fail) => {
    const headers: Record<string, string> =
      acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (b: Buffer) => parts.push(b));
        res.on('end', () =>
          ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
        );
      })
      .on('error', fail);
  });
}

const CHROMIUM = 'gzip, deflate, br, zstd';

describe('the answers’ compression (decision 402)', () => {
  let server: { child: ChildProcessWithoutNullStreams; port: number };
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.child.kill());

  it('Next’s own compression is off: the preloaded hook is the only one', () => {
    expect(nextConfig.compress).toBe(false);
  });

  it('sends Brotli to a browser that accepts it, gzip to one that does not, and plain text otherwise', async () => {
    const br = await get(server.port, '/list', CHROMIUM);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const json = zlib.brotliDecompressSync(br.body).toString();
    expect(JSON.parse(json).items).toHaveLength(200);
    expect(br.body.length).toBeLessThan(json.length / 3);

    const gz = await get(server.port, '/list', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(json);

    const plain = await get(server.port, '/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(json);
  });

  it('leaves small answers and images as they are', async () => {
    const small = await get(server.port, '/small', CHROMIUM);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).ok).toBe(true);
    const png = await get(server.port, '/png', CHROMIUM);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(20000);
  });

  it('keeps a streamed page streaming: its flushed first part arrives before the page ends', async () => {
    const decoder = zlib.createBrotliDecompress();
    let text = '';
    decoder.on('data', (b: Buffer) => (text += b.toString()));
    const ended = new Promise<http.IncomingMessage>((ok, fail) => {
      http
        .get(
          { host: '127.0.0.1', port: server.port, path: '/page', headers: { 'accept-encoding': CHROMIUM } },
          ok,
        )
        .on('error', fail);
    }).then(async (res) => {
      expect(res.headers['content-encoding']).toBe('br');
      res.pipe(decoder);
      // The head decodes from what has arrived while the server still holds the rest back.
      await expect.poll(() => text.length, { timeout: 5000 }).toBe(PAGE_HEAD.length);
      expect(text).toBe(PAGE_HEAD);
      await get(server.port, '/go');
      await new Promise((ok) => decoder.once('end', ok));
      return text;
    });
    expect(await ended).toBe(PAGE_HEAD + PAGE_TAIL);
  });

  it('COMPRESSION is on by default, takes on or off, and stops the start on anything else', () => {
    expect(parseEnv({}).env?.COMPRESSION).toBe('on');
    expect(parseEnv({ COMPRESSION: 'off' }).env?.COMPRESSION).toBe('off');
    expect(parseEnv({ COMPRESSION: 'no' }).problems.join()).toMatch(/COMPRESSION/);
  });

  it('COMPRESSION=off leaves every answer uncompressed, for a proxy that compresses', async () => {
    const off = await startServer({ COMPRESSION: 'off' });
    try {
      const res = await get(off.port, '/list', CHROMIUM);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body.toString()).items).toHaveLength(200);
    } finally {
      off.child.kill();
    }
  });
});
