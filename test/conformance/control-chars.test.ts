import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { ENDPOINTS } from './endpoints';
import { replaceAt, stringPaths, targetA, setupEndpointWorld, validCookie } from './support';
import type { Endpoint, Target } from './types';

// Hostile characters in every text input of every documented endpoint: each string of the valid
// body, each query value and each path param, in turn, gets a NUL, a lone surrogate and other control
// characters. The answer is a translated 400, never a 500 (Postgres refuses NUL) and never a success.
const HOSTILE: [string, (s: string) => string][] = [
  ['NUL', (s) => `${s}\u0000`],
  ['lone high surrogate', (s) => `${s}\uD800`],
  ['lone low surrogate', (s) => `\uDC00${s}`],
  ['BEL', (s) => `${s}\u0007`],
  ['ESC', (s) => `\u001B${s}`],
  ['DEL', (s) => `${s}\u007F`],
];

const world = setupEndpointWorld('control-chars');

interface Variant {
  label: string;
  path: string;
  /** the hostile value is in the path: the params are the path's, not the endpoint's */
  fromPath?: boolean;
  body?: unknown;
}

function variants(e: Endpoint, t: Target): Variant[] {
  const out: Variant[] = [];
  const basePath = e.path(t);
  const baseParams = e.params?.(t);
  const baseBody = e.body?.(t);
  for (const [name, f] of HOSTILE) {
    // a body sent as already-encoded text (a form) is UTF-8 on the wire, where a lone surrogate arrives
    // as U+FFFD, like in a URL; JSON bodies carry them escaped (\ud800) and get every variant
    const encodedText = typeof baseBody === 'string';
    for (const at of encodedText && name.includes('surrogate') ? [] : stringPaths(baseBody))
      out.push({ label: `body.${at.join('.')} ${name}`, path: basePath, body: replaceAt(baseBody, at, f) });
    const url = new URL(basePath, 'http://x');
    // a URL cannot carry a lone surrogate (it is encoded as U+FFFD), so the query gets the others
    if (!name.includes('surrogate'))
      for (const key of [...url.searchParams.keys()]) {
        const u = new URL(url);
        u.searchParams.set(key, f(url.searchParams.get(key)!));
        out.push({ label: `query.${key} ${name}`, path: u.pathname + u.search });
      }
    // params come from the path as Next decodes it (test/support/routes.ts), so the hostile value goes
    // into the path segment, percent-encoded; like the query, a path cannot carry a lone surrogate
    if (!name.includes('surrogate'))
      for (const value of Object.values(baseParams ?? {})) {
        const plain = Array.isArray(value) ? (value.at(-1) ?? '') : value;
        const [pathname = '', search] = basePath.split('?');
        const segments = pathname.split('/');
        const at = segments.lastIndexOf(encodeURIComponent(plain));
        if (at < 0) throw new Error(`${e.name}: the param value ${plain} is not a segment of ${basePath}`);
        segments[at] = encodeURIComponent(f(plain));
        const path = segments.join('/') + (search === undefined ? '' : `?${search}`);
        out.push({ label: `path segment ${plain} ${name}`, path, fromPath: true });
      }
  }
  return out;
}

const withInput = ENDPOINTS.filter((e) => e.body || e.params || e.path.toString().includes('?'));

describe.each(withInput.map((e) => [e.name, e] as const))('%s', (_name, e) => {
  it('NUL, lone surrogates and control characters in any text input -> translated 400', async () => {
    const w = world();
    const t = await targetA(e, w);
    const cookie = validCookie(e, w);
    const handler = await e.handler();
    for (const v of variants(e, t)) {
      const res = await call(handler, e.method, v.path, {
        host: w.a.host,
        cookie,
        params: v.fromPath ? undefined : e.params?.(t),
        headers: e.headers?.(t),
        body: v.body ?? e.body?.(t),
      });
      expect(res.status, `${v.label}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.message).toBe('O texto contém caracteres inválidos.');
    }
  });
});
