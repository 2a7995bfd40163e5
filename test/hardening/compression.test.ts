import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nextConfig from '@/next.config.mjs';
import { HAS_ZSTD, THRESHOLD, chooseEncoding, compressResponse } from '../../scripts/compression.cjs';
import { rawRequest, type RawAnswer } from './raw-http';

// Response compression of the request hook (scripts/compression.cjs, decision 414). zstd exists from
// Node 22.15: the machines' Node 20 runs the gzip cases, .ci/run runs this file again on the image's Node.

/** zstd's decoders, in Node from 22.15 (the types here are Node 20's) */
const zstd = zlib as typeof zlib & {
  zstdDecompressSync(b: Buffer): Buffer;
  createZstdDecompress(): NodeJS.ReadWriteStream;
};

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;
type Answer = RawAnswer;

let server: http.Server;
let port = 0;
let handler: Handler = (_req, res) => void res.end();
let offerZstd: boolean | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponse(req, res, offerZstd === undefined ? {} : { zstd: offerZstd });
    void handler(req, res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const request = (acceptEncoding: string | null, method = 'GET') =>
  rawRequest(port, '/', acceptEncoding, method);

function decode(answer: Answer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'gzip') return zlib.gunzipSync(answer.raw).toString();
  if (coding === 'zstd') return zstd.zstdDecompressSync(answer.raw).toString();
  expect(coding).toBeUndefined();
  return answer.raw.toString();
}

const page = `<!DOCTYPE html><html><body>${'<p class="mt-2 text-sm">Olá, aluno!</p>'.repeat(200)}</body></html>`;
const html =
  (body = page): Handler =>
  (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(body);
  };

describe('choosing the coding (scripts/compression.cjs)', () => {
  it('takes zstd over gzip when both are accepted and this Node has it', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', true)).toBe('zstd');
    expect(chooseEncoding('gzip, deflate, br, zstd', false)).toBe('gzip');
    expect(chooseEncoding('gzip, deflate', true)).toBe('gzip');
  });

  it("follows the client's q-values and refusals", () => {
    expect(chooseEncoding('zstd;q=0.5, gzip', true)).toBe('gzip');
    expect(chooseEncoding('zstd;q=0, gzip;q=0.1', true)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0', true)).toBeNull();
    expect(chooseEncoding('*', true)).toBe('zstd');
    expect(chooseEncoding('*;q=0.2, zstd;q=0', true)).toBe('gzip');
    expect(chooseEncoding('identity, br', true)).toBeNull();
    expect(chooseEncoding(undefined, true)).toBeNull();
    expect(chooseEncoding('', true)).toBeNull();
    expect(chooseEncoding(' GZip ; Q=1 ', true)).toBe('gzip');
  });
});

describe('compressing answers', () => {
  const codings = HAS_ZSTD ? (['gzip', 'zstd'] as const) : (['gzip'] as const);

  it('gzips a page for a client without zstd, with Vary and no Content-Length', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.setHeader('Vary', 'rsc');
      res.end(page);
    };
    const answer = await request('gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    expect(answer.raw.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(decode(answer)).toBe(page);
  });

  it.skipIf(!HAS_ZSTD)('answers zstd where the client takes it', async () => {
    offerZstd = undefined;
    handler = html();
    const answer = await request('gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('zstd');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(decode(answer)).toBe(page);
  });

  it.skipIf(!HAS_ZSTD)(
    "sends immutable files (Next's static chunks) as gzip when the client takes it",
    async () => {
      const script = `(()=>{${'console.log("aula");'.repeat(300)}})()`;
      handler = (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.end(script);
      };
      const answer = await request('gzip, deflate, br, zstd');
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(decode(answer)).toBe(script);
      const only = await request('zstd');
      expect(only.headers['content-encoding']).toBe('zstd');
      expect(decode(only)).toBe(script);
    },
  );

  it('gzips when this Node cannot offer zstd, whatever the client prefers', async () => {
    offerZstd = false;
    try {
      handler = html();
      const answer = await request('zstd, gzip;q=0.5');
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(decode(answer)).toBe(page);
    } finally {
      offerZstd = undefined;
    }
  });

  it('sends small answers, other types and encoded bodies as they are', async () => {
    handler = html('x'.repeat(THRESHOLD - 1));
    const small = await request('gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(decode(small)).toBe('x'.repeat(THRESHOLD - 1));

    handler = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Length', '12');
      res.write('{"ok":true}\n');
      res.end();
    };
    expect((await request('gzip')).headers['content-encoding']).toBeUndefined();

    const png = Buffer.alloc(4096, 7);
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'image/png');
      res.end(png);
    };
    const image = await request('gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.raw.equals(png)).toBe(true);

    const br = zlib.brotliCompressSync(page);
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Content-Encoding', 'br');
      res.end(br);
    };
    const encoded = await request('gzip, br');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.raw.equals(br)).toBe(true);

    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Cache-Control', 'private, no-transform');
      res.end(page);
    };
    expect(decode(await request('gzip'))).toBe(page);
  });

  it('decides by the body when the head is flushed first, as Next sends a route answer', async () => {
    const streamed =
      (parts: string[]): Handler =>
      (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.flushHeaders();
        for (const part of parts) {
          res.write(new TextEncoder().encode(part));
          (res as http.ServerResponse & { flush(): void }).flush();
        }
        res.end();
      };
    const small = JSON.stringify({ user: { id: 'u1', name: 'Aluna' } });
    handler = streamed([small]);
    const plain = await request('gzip, zstd');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(decode(plain)).toBe(small);

    const big = JSON.stringify({ items: Array.from({ length: 80 }, (_, i) => ({ id: i, title: 'Aula' })) });
    handler = streamed([big.slice(0, 400), big.slice(400)]);
    const first = await request('gzip');
    // the first piece went out alone at its flush, under 1 kB: the answer stays plain
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(decode(first)).toBe(big);

    handler = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.flushHeaders();
      for (let i = 0; i < big.length; i += 100) res.write(big.slice(i, i + 100));
      res.end();
    };
    const written = await request('gzip');
    expect(written.headers['content-encoding']).toBe('gzip');
    expect(decode(written)).toBe(big);
  });

  it.each(codings)('calls the callbacks of the writes it held and encoded (%s)', async (coding) => {
    const called: string[] = [];
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.write('<p>a</p>', () => called.push('a'));
      res.write('b'.repeat(2000), () => called.push('b'));
      res.end('<p>c</p>', () => called.push('end'));
    };
    const answer = await request(coding);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(decode(answer)).toBe(`<p>a</p>${'b'.repeat(2000)}<p>c</p>`);
    await new Promise((ok) => setTimeout(ok, 20));
    expect(called).toEqual(['a', 'b', 'end']);
  });

  it('leaves HEAD, 304, a range and a client that accepts nothing alone', async () => {
    handler = html();
    const head = await request('gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.raw.length).toBe(0);

    handler = (_req, res) => {
      res.writeHead(304, { 'Content-Type': 'text/html' });
      res.end();
    };
    const notModified = await request('gzip');
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();

    handler = (_req, res) => {
      res.writeHead(206, { 'Content-Type': 'text/plain', 'Content-Range': `bytes 0-1999/${page.length}` });
      res.end(page.slice(0, 2000));
    };
    const range = await request('gzip');
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.raw.toString()).toBe(page.slice(0, 2000));

    handler = html();
    expect(decode(await request(null))).toBe(page);
    expect(decode(await request('gzip;q=0, identity'))).toBe(page);
  });

  it('reads headers given to writeHead', async () => {
    handler = (_req, res) => {
      res.writeHead(201, 'Created', { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: 'Aula' })) }));
    };
    const answer = await request('gzip');
    expect(answer.status).toBe(201);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(answer)).items).toHaveLength(100);
  });

  const streams = [
    ...codings.map((coding) => ({
      coding,
      first: `<html><body>${'<div class="card">Curso</div>'.repeat(60)}`,
    })),
    // a first chunk under 1 kB goes out plain at its flush rather than wait for more
    { coding: null, first: '<html><body><h1>Início</h1>' },
  ];
  it.each(streams)(
    'a streamed page reaches the client chunk by chunk ($coding)',
    async ({ coding, first }) => {
      let releaseSecond!: () => void;
      const second = new Promise<void>((ok) => (releaseSecond = ok));
      handler = async (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.flushHeaders();
        res.write(first);
        (res as http.ServerResponse & { flush(): void }).flush();
        await second; // the client has decoded the first chunk before this one is written
        res.end('<footer>fim</footer></body></html>');
      };
      const text = await new Promise<string>((ok, fail) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': coding ?? 'gzip, zstd' } },
          (res) => {
            expect(res.headers['content-encoding']).toBe(coding ?? undefined);
            const decoder: NodeJS.ReadableStream =
              coding === 'zstd' ? zstd.createZstdDecompress() : coding === 'gzip' ? zlib.createGunzip() : res;
            let seen = '';
            decoder.on('data', (b: Buffer) => {
              seen += b.toString();
              if (seen === first) releaseSecond();
            });
            decoder.on('end', () => ok(seen));
            decoder.on('error', fail);
            if (decoder !== res) res.pipe(decoder as NodeJS.ReadWriteStream);
          },
        );
        req.on('error', fail);
        req.end();
      });
      expect(text).toBe(`${first}<footer>fim</footer></body></html>`);
    },
  );

  it.each(codings)('keeps every byte of a large answer written under backpressure (%s)', async (coding) => {
    // base64 of random bytes compresses little, so the socket fills and the writer must wait for 'drain'
    const parts = Array.from({ length: 64 }, (_, i) => `${i}:${randomText(64 * 1024)}\n`);
    let waits = 0;
    handler = async (_req, res) => {
      res.setHeader('Content-Type', 'text/plain');
      for (const part of parts) {
        if (!res.write(part)) {
          waits += 1;
          await new Promise<void>((ok) => res.once('drain', () => ok()));
        }
      }
      res.end();
    };
    const answer = await request(coding);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(decode(answer)).toBe(parts.join(''));
    expect(waits).toBeGreaterThan(0);
  });
});

function randomText(bytes: number): string {
  let out = '';
  let seed = bytes;
  while (out.length < bytes) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out += seed.toString(36);
  }
  return out.slice(0, bytes);
}

describe('the preload compresses what the Next server answers', () => {
  it("Next's own gzip is off", () => {
    expect(nextConfig.compress).toBe(false);
  });

  it('scripts/peer-address.cjs hooks compression into a real server', async () => {
    const app = `require('node:http').createServer((q, r) => { r.setHeader('Content-Type', 'text/html');
      r.end('<p>Olá</p>'.repeat(500)); }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
    const child = spawn(process.execPath, ['--require', './scripts/peer-address.cjs', '-e', app], {
      env: { NODE_ENV: 'test', PATH: process.env.PATH, PRACA_PEER_TOKEN: 'p'.repeat(64) },
    });
    try {
      const childPort = await new Promise<string>((ok) =>
        child.stdout.once('data', (b) => ok(String(b).trim())),
      );
      const answer = await rawRequest(Number(childPort), '/', 'gzip');
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(decode(answer)).toBe('<p>Olá</p>'.repeat(500));
    } finally {
      child.kill();
    }
  });
});
