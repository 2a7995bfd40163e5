// Response compression for the Next server (decision 414), from the request hook scripts/peer-address.cjs,
// in place of Next's own (`compress`, off in next.config.mjs), which gzips every answer, however small,
// as a stream.
//
// - **zstd** where the client accepts it and the Node running the server has it (22.15 and later: the
//   production image's 24 does; the machines' 20 does not). Chromium and Firefox ask for it over https and
//   on localhost. Each flushed piece of the answer is compressed at once, on the main thread, into a
//   frame of its own (`zstdCompressSync`); the answer is the frames one after the other, which a zstd
//   decoder reads as one stream. A page costs 0.2-0.5 ms that way. Node's zstd stream cost 2.5-3.4 ms for
//   the same page (its tables are sized for a source of unknown length, and every write and flush is a
//   round trip to the thread pool); the price of frames is that a later piece does not refer back to an
//   earlier one: 10% more bytes on a page sent in three pieces.
//   Not for `immutable` answers (Next's static chunks) when gzip is accepted too: on JS, zstd -3 is 5-10%
//   larger than gzip -6, and a browser fetches each chunk once (decision 416).
// - **gzip** otherwise (Safari, older clients): zlib's stream at level 6 as Next's was, flushed when Next
//   flushes, with Z_SYNC_FLUSH (the middleware's Z_FULL_FLUSH restarted the dictionary at every flush).
// - **Once per build asset**: Next's static files (`/_next/static/`, `immutable`) are compressed whole, once
//   per process, and served from memory after that (scripts/static-cache.cjs, decision 419).
// - **Nothing** under 1 kB: the head waits for the body (see compressResponse), so a small JSON answer is
//   sent as it is. Next's gzip of a 300-byte `/api/auth/me` cost more CPU than the whole rest of the call.
// - **Nothing, at once, for server-sent events** (`text/event-stream`): its head and each event go out as
//   written, never held for the 1 kB decision nor kept by a coder (decision 422).
//
// Otherwise it follows the `compression` middleware Next's copy comes from: compressible types only, not
// HEAD, 204, 304 or a range (206), not an answer already encoded or marked `Cache-Control: no-transform`, and
// `Vary: Accept-Encoding` on every compressible answer.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const zlib = require('node:zlib');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { compressWhole, createStaticCache, isStaticAsset } = require('./static-cache.cjs');

const Z = zlib.constants;
/** Smaller answers are sent as they are: the encoding's own overhead would eat the gain. */
const THRESHOLD = 1024;
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|ecmascript|xml|x-javascript|manifest\+json|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;
const HAS_ZSTD = typeof zlib.createZstdCompress === 'function';
/** Server-sent events go out as written: neither compressed (a coder holds bytes) nor held for the decision. */
const EVENT_STREAM = /^\s*text\/event-stream\b/i;

/**
 * The coding to answer with for an Accept-Encoding header: 'zstd' (when `zstd` is true, i.e. this Node
 * has it), 'gzip', or null for none. The client's q-values rank them (q=0 refuses one, `*` stands for the
 * codings it does not name); on a tie zstd wins.
 */
function chooseEncoding(header, zstd = HAS_ZSTD) {
  if (!header) return null;
  const q = new Map();
  for (const part of String(header).split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let value = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (m) value = Number(m[1]);
    }
    if (!Number.isFinite(value)) continue;
    q.set(name, Math.max(q.get(name) ?? 0, value));
  }
  const weight = (coding) => (q.has(coding) ? q.get(coding) : (q.get('*') ?? 0));
  let best = null;
  let bestQ = 0;
  for (const coding of zstd ? ['zstd', 'gzip'] : ['gzip']) {
    if (weight(coding) > bestQ) {
      best = coding;
      bestQ = weight(coding);
    }
  }
  return best;
}

/** zstd frames of at most this much input when the writer does not flush (files piped through) */
const MAX_FRAME = 64 * 1024;
const ZSTD_OPTIONS = HAS_ZSTD ? { params: { [Z.ZSTD_c_compressionLevel]: 3 } } : undefined;
/** the process's compressed build assets */
const staticCache = createStaticCache();

function addVary(res, field) {
  const current = res.getHeader('Vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', [...list, field].join(', '));
}

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(chunk, encoding);
}

/** Headers given to writeHead(status, [reason], headers), set on the answer before it is decided. */
function setHeadersFrom(res, headers) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) for (const [k, v] of headers) res.setHeader(k, v);
    else for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    return;
  }
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
}

/**
 * Compresses one answer when the request accepts it. Called for every request before the app sees it;
 * it wraps `res` (writeHead, flushHeaders, write, end, flush, the 'drain' listeners).
 *
 * The head waits for the body: whether to compress is decided once 1 kB of body is held, or at the first
 * `flush()` or the `end()`, whichever comes first, and the head goes out then. Next sends a route's answer
 * as a stream (its head flushed before the first chunk), so the size was never known up front.
 */
function compressResponse(req, res, options = {}) {
  const cache = options.staticCache ?? staticCache;
  const coding = chooseEncoding(req.headers['accept-encoding'], options.zstd ?? HAS_ZSTD);
  const _writeHead = res.writeHead;
  const _flushHeaders = res.flushHeaders;
  const _write = res.write;
  const _end = res.end;
  const _on = res.on;
  const _removeListener = res.removeListener;
  /** 'zstd', 'gzip' or null once decided */
  let encoding = null;
  /** gzip: the zlib stream */
  let stream = null;
  /** zstd: the input of the next frame, with the callbacks of its writes */
  let frame = [];
  let frameBytes = 0;
  let frameCallbacks = [];
  let decided = false;
  let ended = false;
  let closed = false;
  let statusMessage;
  /** body written before the decision, with each write's callback */
  let held = [];
  let heldBytes = 0;
  let drainListeners = [];
  /** a build asset's body, held whole until the end (then compressed once), or [] while `kept` serves */
  let whole = null;
  /** a build asset's compressed bytes from `cache`, when kept at the decision: its body is not held */
  let kept;
  const cacheKey = () => `${encoding} ${req.url}`;

  const sendHead = () => {
    if (statusMessage === undefined) _writeHead.call(res, res.statusCode);
    else _writeHead.call(res, res.statusCode, statusMessage);
  };

  const isEventStream = () => EVENT_STREAM.test(String(res.getHeader('Content-Type') ?? ''));
  const shouldCompress = () => {
    if (!COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')) || isEventStream()) return false;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
    addVary(res, 'Accept-Encoding');
    if (Number(res.getHeader('Content-Length')) < THRESHOLD || heldBytes < THRESHOLD) return false;
    const already = res.getHeader('Content-Encoding');
    if (already && String(already).toLowerCase() !== 'identity') return false;
    if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return false;
    // a range of a file: its Content-Range counts the file's own bytes
    if (res.statusCode === 206 || res.getHeader('Content-Range')) return false;
    return Boolean(coding) && !closed;
  };

  /** zstd: compresses what is pending into one frame; [bytes, callback of the writes in it] or null */
  const takeFrame = () => {
    if (!frameBytes) return null;
    const input = frame.length === 1 ? frame[0] : Buffer.concat(frame, frameBytes);
    const callbacks = frameCallbacks;
    frame = [];
    frameBytes = 0;
    frameCallbacks = [];
    const done = callbacks.length ? (err) => callbacks.forEach((cb) => cb(err)) : undefined;
    return [zlib.zstdCompressSync(input, ZSTD_OPTIONS), done];
  };

  const encode = (chunk, cb) => {
    if (encoding === 'gzip') return stream.write(chunk, cb);
    frame.push(chunk);
    frameBytes += chunk.length;
    if (cb) frameCallbacks.push(cb);
    if (frameBytes < MAX_FRAME) return true;
    const [bytes, done] = takeFrame();
    return _write.call(res, bytes, done);
  };

  const keepWhole = (chunk, cb) => {
    if (!kept) whole.push(chunk);
    if (cb) process.nextTick(cb);
  };

  /** A build asset's whole body: its compressed bytes (kept or made now), with their length. */
  const endWhole = (cb) => {
    const body = kept ? null : Buffer.concat(whole);
    whole = [];
    const ready = kept
      ? Promise.resolve(kept)
      : cache.get(cacheKey(), () => compressWhole(encoding, body, ZSTD_OPTIONS));
    ready.then(
      (bytes) => {
        if (closed) return;
        res.setHeader('Content-Length', bytes.length);
        sendHead();
        _end.call(res, bytes, cb);
      },
      (err) => res.destroy(err),
    );
  };

  /** Decides, sends the head, then what was held. */
  const start = () => {
    decided = true;
    if (shouldCompress()) {
      encoding = coding;
      // Next's static chunks (`immutable`, fetched once per browser): gzip -6 sends JS 5-10% smaller than
      // zstd -3, and the bytes count on a first visit where the CPU does not (decision 416)
      if (coding === 'zstd' && /\bimmutable\b/i.test(String(res.getHeader('Cache-Control') ?? '')))
        encoding = chooseEncoding(req.headers['accept-encoding'], false) ?? 'zstd';
      res.setHeader('Content-Encoding', encoding);
      res.removeHeader('Content-Length');
      if (isStaticAsset(req, res)) {
        whole = [];
        kept = cache.peek(cacheKey());
      } else if (encoding === 'gzip') {
        stream = zlib.createGzip();
        stream.on('data', (chunk) => {
          if (_write.call(res, chunk) === false) stream.pause();
        });
        stream.on('end', () => _end.call(res));
        stream.on('error', (err) => res.destroy(err));
        _on.call(res, 'drain', () => stream.resume());
      }
    }
    for (const listener of drainListeners) {
      if (stream) stream.on('drain', listener);
      else _on.call(res, 'drain', listener);
    }
    drainListeners = null;
    const body = held;
    held = null;
    if (whole) {
      for (const [chunk, cb] of body) keepWhole(chunk, cb);
      return;
    }
    sendHead();
    for (const [chunk, cb] of body) {
      if (encoding) encode(chunk, cb);
      else _write.call(res, chunk, cb);
    }
  };

  res.writeHead = function writeHead(statusCode, reason, headers) {
    if (decided) return _writeHead.apply(this, arguments);
    if (typeof reason !== 'string') {
      headers = reason;
      reason = undefined;
    }
    setHeadersFrom(this, headers);
    this.statusCode = statusCode;
    if (reason !== undefined) statusMessage = reason;
    return this;
  };

  // the head goes out with the first body bytes, once decided
  res.flushHeaders = function flushHeaders() {
    if (!decided && isEventStream()) start();
    // a build asset's head waits for its Content-Length
    if (decided && !whole) _flushHeaders.call(this);
  };

  res.write = function write(chunk, enc, cb) {
    if (ended) return false;
    if (typeof enc === 'function') [cb, enc] = [enc, undefined];
    if (!decided && isEventStream()) start();
    if (!decided) {
      const buffer = toBuffer(chunk, enc);
      held.push([buffer, cb]);
      heldBytes += buffer.length;
      if (heldBytes >= THRESHOLD) start();
      return true;
    }
    if (!encoding) return _write.call(this, chunk, enc, cb);
    if (whole) {
      keepWhole(toBuffer(chunk, enc), cb);
      return true;
    }
    return encode(toBuffer(chunk, enc), cb);
  };

  res.end = function end(chunk, enc, cb) {
    if (typeof chunk === 'function') [cb, chunk, enc] = [chunk, undefined, undefined];
    else if (typeof enc === 'function') [cb, enc] = [enc, undefined];
    if (ended) return this;
    if (!decided) {
      if (chunk) {
        const buffer = toBuffer(chunk, enc);
        held.push([buffer, undefined]);
        heldBytes += buffer.length;
      }
      chunk = undefined;
      enc = undefined;
      start();
    }
    if (!encoding) return _end.call(this, chunk, enc, cb);
    ended = true;
    if (whole) {
      if (chunk) keepWhole(toBuffer(chunk, enc));
      endWhole(cb);
      return this;
    }
    if (encoding === 'gzip') {
      if (cb) this.once('finish', cb);
      if (chunk) stream.end(toBuffer(chunk, enc));
      else stream.end();
      return this;
    }
    if (chunk) encode(toBuffer(chunk, enc));
    const last = takeFrame();
    if (!last) return _end.call(this, cb);
    const [bytes, done] = last;
    if (!done) return _end.call(this, bytes, cb);
    return _end.call(this, bytes, (err) => {
      done(err);
      cb?.(err);
    });
  };

  // Next calls this after each chunk of a streamed page or answer: what is held goes out now.
  res.flush = function flush() {
    if (!decided) {
      if (!held.length) return;
      start();
    }
    if (ended || !encoding || whole) return;
    if (encoding === 'gzip') stream.flush(Z.Z_SYNC_FLUSH);
    else {
      const next = takeFrame();
      if (next) _write.call(res, next[0], next[1]);
    }
  };

  // Next waits for 'drain' when a write returns false: with gzip, that is the encoder's.
  res.on = function on(type, listener) {
    if (type !== 'drain') return _on.call(this, type, listener);
    if (stream) stream.on('drain', listener);
    else if (drainListeners) drainListeners.push(listener);
    else _on.call(this, type, listener);
    return this;
  };

  res.removeListener = res.off = function removeListener(type, listener) {
    if (type !== 'drain') return _removeListener.call(this, type, listener);
    if (stream) stream.removeListener('drain', listener);
    else if (drainListeners) drainListeners = drainListeners.filter((l) => l !== listener);
    else _removeListener.call(this, type, listener);
    return this;
  };

  _on.call(res, 'close', () => {
    closed = true;
    frame = [];
    if (stream) stream.destroy();
  });
}

module.exports = { THRESHOLD, HAS_ZSTD, chooseEncoding, compressResponse };
