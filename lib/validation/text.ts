// Characters no person types and Postgres or the pages choke on (NUL is a 500 in Postgres): C0
// controls but TAB, LF and CR, DEL, and lone surrogates. The route wrapper refuses them in every input
// (lib/server/request-guards.ts); this is the same rule for places that parse input outside it, such
// as the /search page's own query string. Client-importable.

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBadCharacters(value: string): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value);
}
