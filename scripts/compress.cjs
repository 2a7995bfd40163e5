// The answers' compression, applied by scripts/peer-address.cjs's request hook (the preload
// scripts/start.mjs gives the Next server) in place of Next's own (`compress: false` in next.config.mjs).
// Next's compiled middleware offers only gzip at zlib's default level 6; a browser on HTTPS (and on
// localhost) also accepts Brotli, which at a low quality costs the server a fraction of gzip's CPU for a
// smaller answer (decision 402). The middleware is the `compression` package Next's is built from, with
// Brotli enabled: it negotiates br, then gzip, then deflate from Accept-Encoding, compresses only
// compressible types over 1 kB, sets Vary, and flushes when Next flushes a streamed page.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const zlib = require('node:zlib');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { Duplex } = require('node:stream');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const compression = require('compression');

/**
 * Brotli's quality: 3 costs the server a half to two thirds of gzip -6's CPU on a page (Node's zlib, a
 * 37 kB and a 107 kB page), for answers within 6% of gzip's size (smaller on the larger pages and JSON).
 * The middleware's default, 4, costs as much as gzip.
 */
const BROTLI_QUALITY = 3;

const middleware = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
});

const noop = () => {};

/**
 * On a client that goes away mid-answer the middleware never ends its compression stream, which then
 * outlives the answer; Next's router does the same release for its own (release-compression-stream.js).
 * The middleware's `res.on('drain')` hands back its stream: destroy that.
 */
function releaseStream(res) {
  const stream = res.on('drain', noop);
  if (stream === res || !(stream instanceof Duplex)) {
    res.off('drain', noop);
    return;
  }
  stream.destroy();
}

/** Compresses this answer as the client accepts (or not at all), like Next's `compress` did. */
function compressAnswer(req, res) {
  middleware(req, res, noop);
  res.once('close', () => {
    if (!res.writableFinished) releaseStream(res);
  });
}

module.exports = { compressAnswer, BROTLI_QUALITY };
