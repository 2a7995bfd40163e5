import { describe, expect, it } from 'vitest';
import { call, type CallOptions } from '../support/http';
import { ENDPOINTS } from './endpoints';
import { setupEndpointWorld, targetA, validCookie } from './support';
import type { Endpoint, Handler, Target } from './types';

// Writes that take no body refuse one (ADR 0211): every POST/PUT/PATCH/DELETE of the table without a
// `body` gets, as the role a valid call needs and from its own origin, each body a page can send
// without a preflight (text/plain, urlencoded, multipart), a JSON body and a body with no type. Each is
// a translated 415 that changes nothing (the same call without the body then succeeds); then an empty body (`content-length: 0`) and JSON `{}`, what a
// browser client may send, still succeed.

const world = setupEndpointWorld('bodyless');

const form = () => {
  const f = new FormData();
  f.set('a', '1');
  return f;
};

const REFUSED: [string, Pick<CallOptions, 'body' | 'form' | 'headers'>][] = [
  ['text/plain', { body: 'a=1', headers: { 'content-type': 'text/plain;charset=UTF-8' } }],
  ['empty text/plain', { body: '', headers: { 'content-type': 'text/plain' } }],
  ['urlencoded', { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['multipart', { form: form() }],
  ['JSON with fields', { body: { a: 1 } }],
  ['JSON null', { body: 'null' }],
  ['a body without a type', { body: 'a=1', headers: { 'content-type': '' } }],
  ['XML', { body: '<a/>', headers: { 'content-type': 'application/xml' } }],
];

const ACCEPTED: [string, Pick<CallOptions, 'body' | 'headers'>][] = [
  ['nothing, content-length: 0', { headers: { 'content-length': '0' } }],
  ['JSON {}', { body: '{}' }],
];

const writes = ENDPOINTS.filter((e) => e.method !== 'GET');
const bodyless = writes.filter((e) => !e.body);

type RouteHandler = Handler & { bodyless?: boolean };

describe('the table and the routes agree on which writes take a body', () => {
  it.each(writes.map((e) => [e.name, e] as const))('%s', async (_name, e) => {
    const handler = (await e.handler()) as RouteHandler;
    expect(handler.bodyless, 'a route without a body schema is listed without `body`').toBe(!e.body);
  });
});

async function send(e: Endpoint, opts: Pick<CallOptions, 'body' | 'form' | 'headers'>, at?: Target) {
  const w = world();
  const t = at ?? (await targetA(e, w));
  const handler = await e.handler();
  const before = await e.snapshot?.(t);
  const res = await call(handler, e.method, e.path(t), {
    host: w.a.host,
    cookie: validCookie(e, w),
    params: e.params?.(t),
    ...opts,
    headers: { ...e.headers?.(t), ...opts.headers },
  });
  return { res, t, before };
}

describe.each(bodyless.map((e) => [e.name, e] as const))('%s', (_name, e) => {
  it.each(REFUSED)('%s -> translated 415, nothing changed', async (_label, opts) => {
    const { res, t, before } = await send(e, opts);
    expect(res.status, JSON.stringify(res.body)).toBe(415);
    expect(res.body.message).toMatch(/^(Tipo de conteúdo não suportado|Esta operação não recebe conteúdo)/);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await e.snapshot?.(t)).toEqual(before);
    // the same call without the body still finds what it acts on (a refused DELETE deleted nothing)
    const again = await send(e, {}, t);
    expect(again.res.status, JSON.stringify(again.res.body)).toBe(e.validStatus ?? 200);
  });

  it.each(ACCEPTED)('%s -> the valid answer', async (_label, opts) => {
    const { res } = await send(e, opts);
    expect(res.status, JSON.stringify(res.body)).toBe(e.validStatus ?? 200);
    const parsed = e.response.safeParse(res.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  });
});
