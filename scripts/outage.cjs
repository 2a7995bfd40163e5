// Pages while the database is unavailable (decision 231), from scripts/peer-address.cjs's request hook.
// A page that cannot reach the database throws while rendering; Next logs the error with its stack (a
// multi-line Prisma or pg trace, once per failing request) and answers its bare 500 page. Here:
// - each request runs in its own state (AsyncLocalStorage), so what happens during it can be told apart;
// - Next's log of an error that means "the database is unavailable" (scripts/db-unavailable.cjs) is
//   kept out of the log and noted in the request's state instead;
// - a page answer that would be a 5xx for such a request becomes a 503 with Retry-After and a short,
//   translated 'Estamos com instabilidade' page (messages/<locale>/errors.json, outage*), rendered here
//   without the database, scripts or the school's data;
// - the request then logs one JSON line (level warn) with the reason; every other page logs its line at
//   info (error for a 5xx) through scripts/request-log.cjs.
// API routes answer their own 503 through the route wrapper (lib/server/quiet-failures.ts).
// The same hook answers a disabled school's pages (ADR 0480): the page context throws the typed
// 'SchoolUnavailable' error (lib/server/errors.ts), Next logs it and starts a 500, and the answer becomes
// a 503 'Escola indisponível' page (errors.json, school*), without Retry-After: the operator decides when.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { AsyncLocalStorage } = require('node:async_hooks');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { databaseUnavailableReason } = require('./db-unavailable.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { logLine: requestLine, requestFields } = require('./request-log.cjs');

/** The same wait as the API's (lib/server/quiet-failures.ts RETRY_AFTER_SECONDS). */
const RETRY_AFTER_SECONDS = 5;
/** lib/server/errors.ts SCHOOL_UNAVAILABLE */
const SCHOOL_UNAVAILABLE = 'SchoolUnavailable';
const DEFAULT_LOCALE = 'pt-BR';
/** Headers of Next's answer the outage page keeps (the hook's security headers, the encoding's Vary). */
const KEPT_HEADERS = new Set(['content-security-policy', 'strict-transport-security', 'vary']);

const requests = new AsyncLocalStorage();

/** Each locale's outage texts from messages/<locale>/errors.json; null when none can be read. */
function loadTexts(dir = path.join(__dirname, '..', 'messages')) {
  const texts = {};
  try {
    for (const locale of fs.readdirSync(dir)) {
      const file = path.join(dir, locale, 'errors.json');
      if (!fs.existsSync(file)) continue;
      const m = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (
        m.outageTitle &&
        m.outageText &&
        m.outageRetry &&
        m.schoolUnavailableTitle &&
        m.schoolUnavailableText
      )
        texts[locale] = {
          title: m.outageTitle,
          text: m.outageText,
          retry: m.outageRetry,
          schoolTitle: m.schoolUnavailableTitle,
          schoolText: m.schoolUnavailableText,
        };
    }
  } catch {
    return null;
  }
  return texts[DEFAULT_LOCALE] ? texts : null;
}

function cookieValue(header, name) {
  for (const part of String(header || '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        // malformed (decision 230): ignored
      }
    }
  }
  return undefined;
}

/** The member's choice (NEXT_LOCALE), else the browser's first language we speak, else pt-BR. */
function pickLocale(headers, texts) {
  const chosen = cookieValue(headers.cookie, 'NEXT_LOCALE');
  if (chosen && texts[chosen]) return chosen;
  for (const part of String(headers['accept-language'] || '').split(',')) {
    const base = part.split(';')[0].trim().toLowerCase().split('-')[0];
    const locale = Object.keys(texts).find((l) => l.toLowerCase().split('-')[0] === base);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The thrown value means "this host's school is disabled" (lib/server/errors.ts schoolUnavailable). */
function isSchoolUnavailable(err, depth = 0) {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  if (err.exception === SCHOOL_UNAVAILABLE) return true;
  return isSchoolUnavailable(err.cause, depth + 1);
}

function outagePage(texts, locale, kind = 'outage') {
  const t0 = texts[locale] || texts[DEFAULT_LOCALE];
  const school = kind === 'school';
  const t = school ? { title: t0.schoolTitle, text: t0.schoolText } : t0;
  const testId = school ? 'school-unavailable-page' : 'outage-page';
  const action = school ? '' : `\n<a href="">${escapeHtml(t.retry)}</a>`;
  return `<!DOCTYPE html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f7f9;color:#1f2933}
main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.12);text-align:center}
h1{font-size:1.4rem;margin:0 0 .75rem}p{line-height:1.5;margin:0 0 1.5rem;color:#52606d}
a{display:inline-block;padding:.6rem 1.2rem;border-radius:.5rem;background:#1f2933;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #7b93db;outline-offset:2px}
</style></head><body><main data-testid="${testId}"><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p>${action}</main></body></html>`;
}

/**
 * Keeps Next's log of an error meaning "the database is unavailable" out of the log while a request
 * runs, noting it in that request's state; anything else is logged as before. Installed once.
 */
function installConsoleFilter(target = console) {
  if (target.__pracaOutageFilter) return;
  const original = target.error;
  target.error = function error(...args) {
    const state = requests.getStore();
    if (state) {
      for (const arg of args) {
        if (isSchoolUnavailable(arg)) {
          state.schoolUnavailable = true;
          return;
        }
        const reason = databaseUnavailableReason(arg);
        if (reason) {
          state.unavailable = state.unavailable || reason;
          return;
        }
      }
    }
    return original.apply(this, args);
  };
  target.__pracaOutageFilter = true;
}

/**
 * Watches one page answer: when its request met the database unavailable and Next starts a 5xx answer,
 * the outage page goes out instead and Next's bytes are dropped. Installed after compression (outermost),
 * so the page is compressed like any other.
 */
function guardPageAnswer(req, res, state, texts) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  let decided = false;
  let replaced = false;
  let sending = false;
  const decide = () => {
    if (decided || sending) return;
    decided = true;
    if (!(state.unavailable || state.schoolUnavailable) || res.statusCode < 500 || res.headersSent || !texts)
      return;
    const school = !!state.schoolUnavailable;
    replaced = true;
    sending = true;
    try {
      for (const name of res.getHeaderNames()) if (!KEPT_HEADERS.has(name)) res.removeHeader(name);
      res.statusCode = 503;
      if (!school) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const page = outagePage(texts, pickLocale(req.headers, texts), school ? 'school' : 'outage');
      original.end.call(res, page);
    } finally {
      sending = false;
    }
  };
  const callback = (args) => args.find((a) => typeof a === 'function');
  res.writeHead = function writeHead(status) {
    if (typeof status === 'number' && !decided) this.statusCode = status;
    decide();
    return replaced && !sending ? this : original.writeHead.apply(this, arguments);
  };
  res.flushHeaders = function flushHeaders() {
    decide();
    if (!replaced || sending) return original.flushHeaders.apply(this, arguments);
  };
  res.write = function write(...args) {
    decide();
    if (!replaced || sending) return original.write.apply(this, args);
    callback(args)?.();
    return true;
  };
  res.end = function end(...args) {
    decide();
    if (!replaced || sending) return original.end.apply(this, args);
    callback(args)?.();
    return this;
  };
}

let texts;

/** Runs the rest of one request's handling in its own state, and watches the answer of a page. */
function withOutageGuard(req, res, isPage, run) {
  if (texts === undefined) texts = loadTexts();
  const state = { unavailable: null, schoolUnavailable: false };
  if (res) {
    if (isPage) guardPageAnswer(req, res, state, texts);
    // one line per page (scripts/request-log.cjs, ADR 0307); an API request only when the database was
    // unavailable (route() logs the others)
    res.once('close', () => {
      if (!state.unavailable && !isPage) return;
      const level = state.unavailable ? 'warn' : res.statusCode >= 500 ? 'error' : 'info';
      requestLine(level, {
        ...requestFields(req, res),
        ...(isPage ? { page: true } : {}),
        ...(state.unavailable ? { databaseUnavailable: state.unavailable } : {}),
      });
    });
  }
  return requests.run(state, run);
}

module.exports = {
  RETRY_AFTER_SECONDS,
  loadTexts,
  pickLocale,
  outagePage,
  installConsoleFilter,
  withOutageGuard,
};
