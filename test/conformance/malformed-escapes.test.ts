import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { ENDPOINTS } from './endpoints';
import { targetA, setupEndpointWorld, validCookie } from './support';
import type { Endpoint, Target } from './types';

// Percent-escapes that do not decode (decision 230): in every dynamic path segment of every documented
// endpoint, a translated 400 (in production the request hook escapes such a segment and marks the request,
// since Next cannot route it: scripts/malformed-path.cjs, test/server/malformed-path.test.ts); in a cookie,
// the cookie is ignored: the same answer as without it, never a 500, never a member locked out.
const ESCAPES = ['%ZZ', '%C0%AF', '%ED%A0%80', '%ud800'];
const BAD_COOKIES = ['praca_session=%ZZ', 'NEXT_LOCALE=%ZZ'];

const world = setupEndpointWorld('malformed-escapes');

/** The endpoint's path with `escape` appended to each of its dynamic segments in turn. */
function pathVariants(e: Endpoint, t: Target, escape: string): { label: string; path: string }[] {
  const basePath = e.path(t);
  const [pathname = '', search] = basePath.split('?');
  return Object.entries(e.params?.(t) ?? {}).map(([name, value]) => {
    const plain = Array.isArray(value) ? (value.at(-1) ?? '') : value;
    const segments = pathname.split('/');
    const at = segments.lastIndexOf(encodeURIComponent(plain));
    if (at < 0) throw new Error(`${e.name}: the param value ${plain} is not a segment of ${basePath}`);
    segments[at] = `${segments[at]}${escape}`;
    return {
      label: `[${name}] ${escape}`,
      path: segments.join('/') + (search === undefined ? '' : `?${search}`),
    };
  });
}

async function send(e: Endpoint, t: Target, path: string, cookie: string | undefined, fromPath = false) {
  const w = world();
  const payload = e.body?.(t);
  return call(await e.handler(), e.method, path, {
    host: w.a.host,
    cookie,
    params: fromPath ? undefined : e.params?.(t),
    headers: e.headers?.(t),
    // a multipart endpoint's rows give a FormData (the members CSV import), as in conformance.test.ts
    ...(payload instanceof FormData ? { form: payload } : { body: payload }),
  });
}

describe.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', (_name, e) => {
  if (e.params)
    it('a malformed percent-escape in any dynamic path segment -> translated 400', async () => {
      const w = world();
      for (const escape of ESCAPES) {
        const t = await targetA(e, w);
        for (const v of pathVariants(e, t, escape)) {
          const res = await send(e, t, v.path, validCookie(e, w), true);
          expect(res.status, `${v.label}: ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body.message).toBe('O endereço contém um código de caractere inválido.');
          expect(res.body.code).toBe('BAD_REQUEST');
        }
      }
    });

  it('a cookie that does not decode is ignored: the answer without it, never a 500', async () => {
    const w = world();
    const valid = validCookie(e, w);
    const validStatus = e.validStatus ?? 200;
    const cases: [string, string, number][] = [
      // beside the member's session: the member's answer
      ...BAD_COOKIES.map((bad): [string, string, number] => [
        `${bad} with the valid session`,
        [bad, valid].filter(Boolean).join('; '),
        validStatus,
      ]),
      // alone: the anonymous answer
      ...BAD_COOKIES.map((bad): [string, string, number] => [
        `${bad} alone`,
        bad,
        e.auth === 'public' ? validStatus : 401,
      ]),
    ];
    for (const [label, cookie, status] of cases) {
      const t = await targetA(e, w);
      const res = await send(e, t, e.path(t), cookie);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
    }
  });
});
