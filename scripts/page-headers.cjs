// The page security headers (decisions 62 and 382), set on each incoming request before Next sees it,
// from scripts/peer-address.cjs's request hook (the preload scripts/start.mjs gives the Next server):
// - a fresh nonce and the page's Content-Security-Policy, on the request (Next reads the policy there
//   and puts the nonce on its own scripts) and on the answer;
// - HSTS when the visitor reached us over https (X-Forwarded-Proto only behind a trusted proxy; without
//   one, X-Forwarded-* are removed from every request, API included);
// - x-pathname / x-search, because layouts do not get the path: the (site) layout reads them to send a
//   signed-out visitor to /login?next=<path>.
// This was a Next proxy (proxy.ts) until decision 382: Next's middleware adapter cost 1.5-2 ms per page.
// The policy's text is computed once by scripts/start.mjs from the validated environment
// (`pagePolicyConfig` in lib/security/headers.ts) and passed here in PRACA_PAGE_HEADERS as JSON, with
// NONCE_SLOT where each answer's nonce goes.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const { randomBytes } = require('node:crypto');

const NONCE_SLOT = '{{nonce}}';

/** Pages only: not the API, Next's assets, or files with an extension (favicon.ico, /seed/*.svg...). */
function isPagePath(pathname) {
  return !/^\/(?:api\/|_next\/)/.test(pathname) && !/\.[a-zA-Z0-9]+$/.test(pathname);
}

/** The parsed PRACA_PAGE_HEADERS, or null when it is missing or not what start.mjs writes. */
function parseConfig(text) {
  if (!text) return null;
  try {
    const cfg = JSON.parse(text);
    if (typeof cfg.csp !== 'string' || !cfg.csp.includes(NONCE_SLOT)) return null;
    if (typeof cfg.hsts !== 'string') return null;
    return { csp: cfg.csp, hsts: cfg.hsts, trustProxy: cfg.trustProxy === true };
  } catch {
    return null;
  }
}

/**
 * What a proxy says about the original request. Without a trusted proxy (TRUST_PROXY=false) they are the
 * client's own claims: dropped from every request, API and pages alike, before Next reads them (Next
 * builds `request.url`'s scheme from X-Forwarded-Proto, which gave a Secure cookie and HSTS over plain
 * http), so Next and the app see only the socket's scheme and the Host (ADR 0241).
 */
const FORWARDED = [
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-for',
  'forwarded',
];

/**
 * Sets one request's page headers. Client-sent copies of the headers this sets are dropped on every
 * request, pages or not, so nothing downstream reads a value the visitor chose; so are X-Forwarded-*
 * without a trusted proxy.
 */
function applyPageHeaders(req, res, cfg) {
  const h = req.headers;
  if (!cfg.trustProxy) for (const name of FORWARDED) delete h[name];
  delete h['x-pathname'];
  delete h['x-search'];
  delete h['x-nonce'];
  delete h['content-security-policy'];
  delete h['content-security-policy-report-only'];
  let target;
  try {
    // the path as Next sees it (dot segments resolved); an absolute-form target keeps only its path
    target = new URL(req.url || '/', 'http://localhost');
  } catch {
    return;
  }
  const pathname = target.pathname;
  if (!isPagePath(pathname)) return;
  const nonce = randomBytes(16).toString('base64');
  const csp = cfg.csp.split(NONCE_SLOT).join(nonce);
  h['x-pathname'] = pathname;
  // without Next's own `_rsc` (a client navigation's cache key): the layout puts this search into the
  // sign-in's `next=`, which must be the address the member asked for (decision 437)
  if (target.searchParams.has('_rsc')) target.searchParams.delete('_rsc');
  h['x-search'] = target.search;
  h['content-security-policy'] = csp;
  res.setHeader('Content-Security-Policy', csp);
  const forwarded = cfg.trustProxy
    ? String(h['x-forwarded-proto'] || '')
        .split(',')[0]
        .trim()
    : '';
  const proto = forwarded || (req.socket && req.socket.encrypted ? 'https' : 'http');
  if (proto === 'https') res.setHeader('Strict-Transport-Security', cfg.hsts);
}

module.exports = { NONCE_SLOT, isPagePath, parseConfig, applyPageHeaders };
