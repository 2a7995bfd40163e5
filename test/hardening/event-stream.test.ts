import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponse } from '../../scripts/compression.cjs';

// Server-sent events through the request hook's compression (scripts/compression.cjs, decision 422):
// the head and each event reach the client while the answer is still open, uncompressed.

let server: http.Server;
let port = 0;
/** ends the open answer */
let finish = () => {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponse(req, res);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.url === '/flushed') res.flushHeaders();
    res.write('data: {"n":1}\n\n');
    finish = () => res.end('data: {"n":2}\n\n');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

/** The head and the first bytes of an answer that is still open, then the rest once it is ended. */
function firstEventThenRest(path: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; first: string; all: string }>((ok, fail) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (res) => {
        let all = '';
        let first = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          if (!all) {
            first = text;
            finish(); // only now: an answer held until its end would never get here
          }
          all += text;
        });
        res.on('end', () => ok({ headers: res.headers, first, all }));
      },
    );
    req.on('error', fail);
    req.setTimeout(5_000, () => req.destroy(new Error('the first event never came')));
  });
}

describe('server-sent events (scripts/compression.cjs)', () => {
  it.each(['/written', '/flushed'])('sends the head and each event as written (%s)', async (path) => {
    const answer = await firstEventThenRest(path);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.first).toBe('data: {"n":1}\n\n');
    expect(answer.all).toBe('data: {"n":1}\n\ndata: {"n":2}\n\n');
  });
});
