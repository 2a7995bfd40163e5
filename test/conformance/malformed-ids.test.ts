import { describe, expect, it } from 'vitest';
import { isUuid } from '@/lib/validation/uuid';
import { call } from '../support/http';
import { ENDPOINTS } from './endpoints';
import { replaceAt, stringPaths, targetA, setupEndpointWorld, validCookie } from './support';
import type { Endpoint, Target } from './types';

// Ids that are not UUIDs but look like one at a glance (36 characters of dashes or of non-hex letters, a
// UUID with a letter out of range): in every path segment and every body field of every documented
// endpoint whose valid call carries a UUID there. The answer is a 4xx, never a 500: such a value must not
// reach a uuid column (Postgres refuses it), whatever the handler's own check (decision 435).
const NOT_UUIDS: [string, (id: string) => string][] = [
  ['36 dashes', () => '-'.repeat(36)],
  ['36 letters', () => 'z'.repeat(36)],
  ['a g in a UUID', (id) => `g${id.slice(1)}`],
];

const world = setupEndpointWorld('malformed-ids');

interface Variant {
  label: string;
  path: string;
  fromPath?: boolean;
  body?: unknown;
}

function variants(e: Endpoint, t: Target): Variant[] {
  const out: Variant[] = [];
  const basePath = e.path(t);
  const baseBody = e.body?.(t);
  const [pathname = '', search] = basePath.split('?');
  const segments = pathname.split('/');
  for (const [name, f] of NOT_UUIDS) {
    if (typeof baseBody !== 'string')
      for (const at of stringPaths(baseBody, isUuid))
        out.push({ label: `body.${at.join('.')} ${name}`, path: basePath, body: replaceAt(baseBody, at, f) });
    // the params come from the path as Next decodes it (test/support/routes.ts)
    segments.forEach((segment, i) => {
      if (!isUuid(segment)) return;
      const changed = [...segments];
      changed[i] = f(segment);
      out.push({
        label: `path segment ${i} ${name}`,
        path: changed.join('/') + (search === undefined ? '' : `?${search}`),
        fromPath: true,
      });
    });
    const url = new URL(basePath, 'http://x');
    for (const [key, value] of url.searchParams) {
      if (!isUuid(value)) continue;
      const u = new URL(url);
      u.searchParams.set(key, f(value));
      out.push({ label: `query.${key} ${name}`, path: u.pathname + u.search });
    }
  }
  return out;
}

describe.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', (_name, e) => {
  it('an id that is not a UUID, in the path, query or body -> 4xx, never 500', async () => {
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
      expect(res.status, `${v.label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${v.label}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
  });
});
