// Page requests' request id and JSON log line (issue 56, ADR 0307), from scripts/peer-address.cjs's
// request hook. API requests get theirs from lib/server/route.ts; pages never pass through route(), so
// until now they logged nothing. Here every request gets an id before Next sees it: the client's
// X-Request-Id when it is short and plain (the rule of lib/server/route.ts incomingRequestId), else a new
// UUID, written back on the request so route() and pages read the same one. A page's answer carries it in
// X-Request-Id, and when the answer closes the page logs one line shaped like route()'s:
// {t, level, msg: 'request', requestId, method, path, status, ms, host}. No query string (it may carry a
// token or an e-mail address), no cookie, no user: personal data stays out of the log.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { randomUUID } = require('node:crypto');

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
// Symbol.for: the same key from every copy of this module (the hook's and a test's)
const STARTED = Symbol.for('praca.requestStarted');

/** The request's id (kept or new), set on the request; pages also answer it in X-Request-Id. */
function assignRequestId(req, res, isPage) {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  req[STARTED] = performance.now();
  if (isPage && res && !res.headersSent) res.setHeader('X-Request-Id', id);
  return id;
}

/** lib/server/log.ts's rule: LOG_LEVEL, else silent under NODE_ENV=test, else info. */
function enabled(level) {
  const min = process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  return LEVELS[level] >= (LEVELS[min] ?? LEVELS.info);
}

/** One JSON line: stdout below warn, stderr from warn up (as lib/server/log.ts). */
function logLine(level, fields) {
  if (!enabled(level)) return;
  const line = `${JSON.stringify({ t: new Date().toISOString(), level, msg: 'request', ...fields })}\n`;
  (LEVELS[level] >= LEVELS.warn ? process.stderr : process.stdout).write(line);
}

/** The fields of one answered request's line: path without its query, the host without its port. */
function requestFields(req, res) {
  const started = req[STARTED];
  const host = String(req.headers.host || '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .slice(0, 253);
  return {
    requestId: req.headers['x-request-id'],
    method: req.method,
    path: String(req.url || '/').split('?')[0],
    status: res.statusCode,
    ...(typeof started === 'number' ? { ms: Math.round(performance.now() - started) } : {}),
    ...(host ? { host } : {}),
  };
}

module.exports = { REQUEST_ID, assignRequestId, logLine, requestFields };
