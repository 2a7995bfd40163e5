// Preloaded into the Next server by scripts/start.mjs (`--require`, through NODE_OPTIONS so any
// child process gets it too); it hooks every incoming request before Next sees it.
//
// 1. The peer address. Next's route handlers never see the TCP peer's address, and the
//    X-Forwarded-For that Next adds keeps any value the client sent. So this replaces any client-sent
//    `x-praca-peer` with "<token> <socket address>", where the token is a per-start secret in
//    PRACA_PEER_TOKEN: lib/server/route.ts trusts the header only when the token matches, so a client
//    cannot forge it and a server started without this preload ignores it (decision 65).
// 2. The page security headers (CSP with a nonce, HSTS, x-pathname): scripts/page-headers.cjs, from
//    PRACA_PAGE_HEADERS (decision 382). `globalThis.__pracaPageHeaders` tells instrumentation.ts that
//    they are set, so a production server started without them refuses to serve.
// 3. Compression (zstd or gzip as the client accepts): scripts/compression.cjs, in place of Next's
//    gzip-only `compress`, which next.config.mjs turns off (decision 414).
// 4. Paths whose percent-escapes do not decode: scripts/malformed-path.cjs, before the others read the
//    path (decision 230).
// 5. Pages while the database is unavailable: scripts/outage.cjs runs each request in its own state and
//    answers a page that failed for that reason with a 503 outage page, logged in one line (decision 231).
// 6. The request id and every page's JSON log line: scripts/request-log.cjs (ADR 0307).
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const http = require('node:http');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { applyPageHeaders, isPagePath, parseConfig } = require('./page-headers.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { compressResponse } = require('./compression.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { guardMalformedPath } = require('./malformed-path.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { installConsoleFilter, withOutageGuard } = require('./outage.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { assignRequestId } = require('./request-log.cjs');

const token = process.env.PRACA_PEER_TOKEN;
const pages = parseConfig(process.env.PRACA_PAGE_HEADERS);
if ((token || pages) && !http.Server.prototype.__pracaPeer) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.__pracaPeer = true;
  if (pages) globalThis.__pracaPageHeaders = true;
  installConsoleFilter();
  http.Server.prototype.emit = function (event, req, res) {
    if (event === 'request' && req && req.headers) {
      guardMalformedPath(req);
      if (token) {
        const address = req.socket && req.socket.remoteAddress;
        if (address) req.headers['x-praca-peer'] = `${token} ${address}`;
        else delete req.headers['x-praca-peer'];
      }
      if (pages) applyPageHeaders(req, res, pages);
      if (res) compressResponse(req, res);
      const args = arguments;
      const isPage = isPagePath(String(req.url || '/').split('?')[0]);
      assignRequestId(req, res, isPage);
      return withOutageGuard(req, res, isPage, () => emit.apply(this, args));
    }
    return emit.apply(this, arguments);
  };
}
