import { describe, expect, it } from 'vitest';
import { MALFORMED_HEADER as TS_HEADER } from '@/lib/server/malformed-path';
import {
  MALFORMED_HEADER,
  NOT_FOUND_PATH,
  escapeMalformed,
  guardMalformedPath,
} from '../../scripts/malformed-path.cjs';

// The request hook's part of decision 230: Next cannot route a path whose escapes do not decode (it
// answered a bare 500), so the hook escapes an API path's malformed segments and marks the request for
// the route wrapper's 400, and sends a page to an address no route matches (Next's 404 page).
const ESCAPES = ['%ZZ', '%C0%AF', '%ED%A0%80', '%ud800'];

function request(url: string, headers: Record<string, string> = {}) {
  const req = { url, headers: { host: 'escola.test', ...headers } as Record<string, string | undefined> };
  guardMalformedPath(req);
  return req;
}

describe('malformed percent-escapes in the path (scripts/malformed-path.cjs)', () => {
  it('the wrapper reads the header the hook sets', () => {
    expect(TS_HEADER).toBe(MALFORMED_HEADER);
  });

  it.each(ESCAPES)('an API path with %s: escaped so that Next decodes it, and marked', (escape) => {
    const req = request(`/api/auth/lives/abc${escape}?x=1`);
    expect(req.url).toBe(`/api/auth/lives/abc${escape.replace(/%/g, '%25')}?x=1`);
    expect(() => decodeURIComponent(req.url.split('?')[0]!)).not.toThrow();
    expect(req.headers[MALFORMED_HEADER]).toBe('1');
  });

  it.each(ESCAPES)('a page with %s: an address no route matches (404)', (escape) => {
    expect(request(`/curso/demo/aula${escape}`).url).toBe(NOT_FOUND_PATH);
    expect(request(`/avaliacoes/${escape}?next=/`).url).toBe(NOT_FOUND_PATH);
  });

  it('an absolute-form target keeps its origin', () => {
    const req = request('http://escola.test/api/auth/lives/%ZZ');
    expect(req.url).toBe('http://escola.test/api/auth/lives/%25ZZ');
    expect(req.headers[MALFORMED_HEADER]).toBe('1');
  });

  it('a well-formed path is left alone, and a client-sent mark is dropped', () => {
    const req = request('/api/auth/lives/%C3%A7%20x?q=%ZZ', { [MALFORMED_HEADER]: '1' });
    expect(req.url).toBe('/api/auth/lives/%C3%A7%20x?q=%ZZ');
    expect(req.headers[MALFORMED_HEADER]).toBeUndefined();
    expect(escapeMalformed('/curso/demo/aula')).toBeNull();
  });
});
