// Paths whose percent-escapes do not decode (`%ZZ`, `%C0%AF`, `%ED%A0%80`, `%ud800`), set right on each
// incoming request by scripts/peer-address.cjs's request hook, before Next sees it (decision 230). Next
// decodes the segments of a dynamic route before any of our code runs and, when one does not decode,
// answers a bare 500 without a log line. So:
// - an API path keeps its segments, each malformed one with its `%` escaped (`%ZZ` -> `%25ZZ`, which
//   Next decodes to the literal text), and gets MALFORMED_HEADER: the route wrapper answers its
//   translated 400 (lib/server/malformed-path.ts);
// - a page goes to NOT_FOUND_PATH, an address no route matches: Next's 404 page in the school's frame.
// A client-sent MALFORMED_HEADER is dropped on every request.
'use strict';

const MALFORMED_HEADER = 'x-praca-malformed-path';
// a folder whose name starts with `_` is private in the App Router: nothing can ever be served there
const NOT_FOUND_PATH = '/_malformed-address';

function decodes(segment) {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request target with each path segment that does not decode escaped (`%` -> `%25`), split into the
 * origin of an absolute-form target, the path and the rest (query); null when every segment decodes.
 */
function escapeMalformed(target) {
  const origin = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/.exec(target)?.[0] ?? '';
  const afterOrigin = target.slice(origin.length);
  const end = afterOrigin.search(/[?#]/);
  const path = end < 0 ? afterOrigin : afterOrigin.slice(0, end);
  const rest = end < 0 ? '' : afterOrigin.slice(end);
  const segments = path.split('/');
  if (segments.every(decodes)) return null;
  const escaped = segments.map((s) => (decodes(s) ? s : s.replace(/%/g, '%25'))).join('/');
  return { origin, path: escaped, rest };
}

/** Rewrites one request whose path does not decode (see above); leaves every other one as it is. */
function guardMalformedPath(req) {
  delete req.headers[MALFORMED_HEADER];
  const parts = escapeMalformed(req.url || '/');
  if (!parts) return;
  if (/^\/api(?:\/|$)/.test(parts.path)) {
    req.url = parts.origin + parts.path + parts.rest;
    req.headers[MALFORMED_HEADER] = '1';
  } else {
    req.url = NOT_FOUND_PATH;
  }
}

module.exports = { MALFORMED_HEADER, NOT_FOUND_PATH, escapeMalformed, guardMalformedPath };
