// Next's build assets compressed once per process (decision 419), for scripts/compression.cjs.
//
// Everything under `/_next/static/` is content-hashed and sent `immutable`: the same bytes for every
// visitor of every tenant until the next build (a new process). Compressed as a stream per request, a
// first visit cost the server more CPU than the page itself (12 ms of gzip for a student page's 490 kB
// of scripts, 35 ms for the editor's 1.3 MB chunk, against 6-7 ms to render the page). Here each URL and
// coding is compressed once, off the main thread (zlib's thread pool), and later answers are the kept
// bytes, with a Content-Length. Requests that arrive while the first one compresses wait for it rather
// than compressing again. Only this path prefix: an app route marked `immutable` may still answer per
// host or per member, so it keeps the per-request stream.
//
// Memory is bounded: least recently used entries go once the kept bytes pass `maxBytes` (32 MB by
// default; a build's compressed static files are a few MB).
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const zlib = require('node:zlib');

const STATIC_PREFIX = '/_next/static/';
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** Whether an answer's compressed bytes may be kept: a 200 to a GET of a build asset sent `immutable`. */
function isStaticAsset(req, res) {
  return (
    req.method === 'GET' &&
    res.statusCode === 200 &&
    String(req.url ?? '').startsWith(STATIC_PREFIX) &&
    /\bimmutable\b/i.test(String(res.getHeader('Cache-Control') ?? ''))
  );
}

/** Compresses a whole body in zlib's thread pool: 'gzip' (level 6, as the stream) or 'zstd' with `zstdOptions`. */
function compressWhole(coding, body, zstdOptions) {
  return new Promise((resolve, reject) => {
    const done = (err, out) => (err ? reject(err) : resolve(out));
    if (coding === 'zstd') zlib.zstdCompress(body, zstdOptions, done);
    else zlib.gzip(body, done);
  });
}

/**
 * A bounded store of compressed bodies by key (the coding and the URL). `peek` answers the kept bytes;
 * `get` too, or runs `compress` once for the key however many requests ask at the same time.
 */
function createStaticCache(maxBytes = DEFAULT_MAX_BYTES) {
  /** key -> bytes, least recently used first */
  const entries = new Map();
  /** key -> the compression under way */
  const pending = new Map();
  const stats = { hits: 0, compressions: 0, bytes: 0 };

  const keep = (key, bytes) => {
    if (bytes.length > maxBytes) return;
    entries.set(key, bytes);
    stats.bytes += bytes.length;
    for (const [oldKey, old] of entries) {
      if (stats.bytes <= maxBytes) break;
      entries.delete(oldKey);
      stats.bytes -= old.length;
    }
  };

  /** The kept bytes of `key` (now the most recently used), or undefined. */
  const peek = (key) => {
    const hit = entries.get(key);
    if (!hit) return undefined;
    entries.delete(key);
    entries.set(key, hit);
    stats.hits++;
    return hit;
  };

  /** @returns {Promise<Buffer>} */
  const get = (key, compress) => {
    const hit = peek(key);
    if (hit) return Promise.resolve(hit);
    let running = pending.get(key);
    if (!running) {
      stats.compressions++;
      running = compress().then(
        (bytes) => {
          pending.delete(key);
          keep(key, bytes);
          return bytes;
        },
        (err) => {
          pending.delete(key);
          throw err;
        },
      );
      pending.set(key, running);
    }
    return running;
  };

  return { get, peek, stats, has: (key) => entries.has(key) };
}

module.exports = { STATIC_PREFIX, isStaticAsset, compressWhole, createStaticCache };
