import { beforeAll, describe, expect, it } from 'vitest';
import { GET as embed } from '@/app/api/embed/custom-html/[id]/route';
import { POST as preview } from '@/app/api/embed/custom-html/preview/route';
import { GET as getOne, PUT as update } from '@/app/api/platform/auth/custom-html/[id]/route';
import { POST as restore } from '@/app/api/platform/auth/custom-html/[id]/versions/[versionId]/restore/route';
import { POST as create } from '@/app/api/platform/auth/custom-html/route';
import { CUSTOM_HTML_HOSTS_MAX, ZCustomHtmlBody } from '@/lib/custom-html/schemas';
import { prisma } from '@/lib/server/db';
import { createWorld } from '../support/factories';
import { call } from '../support/http';
import { makeBlock } from './helpers';

// A custom HTML block reaches no other host by default; the editor lists the hosts it may load scripts
// from, call and post forms to (ADR 0242). The list is validated, saved with the block and its versions,
// and is the document's policy.

type World = Awaited<ReturnType<typeof createWorld>>;
const BASE = '/api/platform/auth/custom-html';
let w: World;
beforeAll(async () => {
  w = await createWorld();
});
const asAdmin = () => ({ host: w.a.host, cookie: w.adminA.cookie });
const body = (extra: object = {}) => ({ title: 'Widget', html: '<p>x</p>', page: 'homepage', ...extra });

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );

async function cspOf(id: string) {
  const res = await call(embed, 'GET', `/api/embed/custom-html/${id}`, {
    host: w.a.host,
    cookie: w.studentA.cookie,
  });
  expect(res.status).toBe(200);
  return directives(res.headers.get('content-security-policy')!);
}

describe('the block document’s policy', () => {
  it('by default: no connections, no form posts, no scripts from elsewhere, no eval', async () => {
    const b = await makeBlock(w.a.id);
    const d = await cspOf(b.id);
    expect(d['connect-src']).toBe("'none'");
    expect(d['form-action']).toBe("'none'");
    expect(d['script-src']).toBe("'unsafe-inline'");
    expect(d['default-src']).toBe("'none'");
    expect(d.sandbox).toBe('allow-scripts allow-forms');
    expect(d['frame-ancestors']).toBe("'self'");
    // nor images, media, fonts, stylesheets or frames from another host: an address carries data too
    // (`<img src="https://x/?e={{email}}">` needs no script)
    expect(d['img-src']).toBe("'self' data: blob:");
    expect(d['style-src']).toBe("'self' 'unsafe-inline'");
    expect(d['font-src']).toBe("'self' data:");
    expect(d['media-src']).toBe("'self' data: blob:");
    expect(d['frame-src']).toBe("'none'");
    expect(Object.values(d).join(' ')).not.toMatch(/(^|\s)\*(\s|$)/);
  });

  it('an allow-listed host appears in connect-src, script-src and form-action, over https only', async () => {
    const b = await makeBlock(w.a.id, { allowedHosts: ['api.exemplo.com', '*.cdn.exemplo.com'] });
    const d = await cspOf(b.id);
    expect(d['connect-src']).toBe('https://api.exemplo.com https://*.cdn.exemplo.com');
    expect(d['img-src']).toBe("'self' data: blob: https://api.exemplo.com https://*.cdn.exemplo.com");
    expect(d['frame-src']).toBe('https://api.exemplo.com https://*.cdn.exemplo.com');
    expect(d['form-action']).toBe('https://api.exemplo.com https://*.cdn.exemplo.com');
    expect(d['script-src']).toBe(
      "'unsafe-inline' 'unsafe-eval' https://api.exemplo.com https://*.cdn.exemplo.com",
    );
    // a row holding anything but a host (written around the API) never becomes a policy token
    const odd = await makeBlock(w.a.id, {
      allowedHosts: ['x.com; script-src *', "'unsafe-hashes'", 'ok.exemplo.com'],
    });
    expect((await cspOf(odd.id))['connect-src']).toBe('https://ok.exemplo.com');
    // another block of the same page keeps its own (empty) list
    expect((await cspOf((await makeBlock(w.a.id)).id))['connect-src']).toBe("'none'");
  });

  it('the preview takes the form’s hosts, validated the same way', async () => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const send = (hosts: string) =>
      call(preview, 'POST', '/api/embed/custom-html/preview', {
        ...asAdmin(),
        headers,
        body: new URLSearchParams({ html: '<p>x</p>', allowed_hosts: hosts }).toString(),
      });
    const ok = await send('api.exemplo.com\nforms.exemplo.com');
    expect(ok.status).toBe(200);
    expect(directives(ok.headers.get('content-security-policy')!)['connect-src']).toBe(
      'https://api.exemplo.com https://forms.exemplo.com',
    );
    const bad = await send('https://api.exemplo.com/x');
    expect(bad.status).toBe(400);
  });
});

describe('saving the allowed hosts', () => {
  it('normalises, saves and answers them; versions keep them and a restore brings them back', async () => {
    const created = await call(create, 'POST', BASE, {
      ...asAdmin(),
      body: body({ allowed_hosts: [' API.Exemplo.com. ', 'api.exemplo.com', 'forms.exemplo.com'] }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data.allowed_hosts).toEqual(['api.exemplo.com', 'forms.exemplo.com']);
    // the panel's text form (one per line, or commas) saves the same way
    const edited = await call(update, 'PUT', `${BASE}/${id}`, {
      ...asAdmin(),
      body: body({ allowed_hosts: 'cdn.exemplo.com,\nx.exemplo.com' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.allowed_hosts).toEqual(['cdn.exemplo.com', 'x.exemplo.com']);
    const first = await prisma.customHtmlVersion.findFirstOrThrow({
      where: { customHtmlId: id },
      orderBy: { createdAt: 'asc' },
    });
    expect(first.allowedHosts).toEqual(['api.exemplo.com', 'forms.exemplo.com']);
    const restored = await call(restore, 'POST', `${BASE}/${id}/versions/${first.id}/restore`, asAdmin());
    expect(restored.status).toBe(200);
    expect(restored.body.data.allowed_hosts).toEqual(['api.exemplo.com', 'forms.exemplo.com']);
    const read = await call(getOne, 'GET', `${BASE}/${id}`, asAdmin());
    expect(read.body.data.allowed_hosts).toEqual(['api.exemplo.com', 'forms.exemplo.com']);
    // absent: none
    const plain = await call(create, 'POST', BASE, { ...asAdmin(), body: body() });
    expect(plain.body.data.allowed_hosts).toEqual([]);
  });

  it('refuses anything but host names, and more than the limit: 400, translated, nothing saved', async () => {
    const before = await prisma.customHtml.count({ where: { tenantId: w.a.id } });
    const bad = [
      ['https://api.exemplo.com'],
      ['api.exemplo.com/path'],
      ['api.exemplo.com:8443'],
      ['localhost'],
      ['127.0.0.1'],
      ['*'],
      ['*.com'],
      ["exemplo.com 'unsafe-inline'"],
      ['exemplo.com;script-src *'],
      ['ex_emplo.com'],
      [`${'a'.repeat(64)}.com`],
      [42],
    ];
    for (const hosts of bad) {
      const res = await call(create, 'POST', BASE, { ...asAdmin(), body: body({ allowed_hosts: hosts }) });
      expect(res.status, JSON.stringify(hosts)).toBe(400);
      expect(res.body.fields.allowed_hosts).toBe(
        'Informe apenas nomes de host, como api.exemplo.com (sem https://, porta ou caminho)',
      );
    }
    const many = Array.from({ length: CUSTOM_HTML_HOSTS_MAX + 1 }, (_, i) => `h${i}.exemplo.com`);
    const tooMany = await call(create, 'POST', BASE, {
      ...asAdmin(),
      headers: { 'accept-language': 'en' },
      body: body({ allowed_hosts: many }),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Enter at most 10 hosts');
    expect(await prisma.customHtml.count({ where: { tenantId: w.a.id } })).toBe(before);

    // an update with a bad host changes nothing either
    const b = await makeBlock(w.a.id, { allowedHosts: ['api.exemplo.com'] });
    const res = await call(update, 'PUT', `${BASE}/${b.id}`, {
      ...asAdmin(),
      body: body({ allowed_hosts: ['evil.example.com/x'] }),
    });
    expect(res.status).toBe(400);
    expect((await prisma.customHtml.findUniqueOrThrow({ where: { id: b.id } })).allowedHosts).toEqual([
      'api.exemplo.com',
    ]);
    expect(ZCustomHtmlBody.safeParse(body({ allowed_hosts: many.slice(1) })).success).toBe(true);
  });
});
