import { beforeAll, describe, expect, it } from 'vitest';
import { GET as read } from '@/app/api/auth/config/plataforma/extraSettings/[tenant]/route';
import { POST as extra } from '@/app/api/auth/config/plataforma/extraSettings/update/route';
import { POST as toggle } from '@/app/api/auth/config/plataforma/updateCustomBasic/footerToogle/route';
import { POST as seo } from '@/app/api/auth/config/plataforma/update-seo/route';
import { call } from '../support/http';
import { createWorld } from '../support/factories';
import { frameOf } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const P = '/api/auth/config/plataforma';

describe('footer and SEO settings', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  const saveExtra = (body: Record<string, unknown>) =>
    call(extra, 'POST', `${P}/extraSettings/update`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { tenant_id: w.a.id, ...body },
    });

  it('stores the terms through the allow-list: script, onerror, style and javascript: links never survive', async () => {
    const dirty = [
      '<h2 style="color:red" onclick="x()">Termos</h2>',
      '<p>Leia <strong>tudo</strong> e <em>bem</em>.<script>alert(1)</script></p>',
      '<img src=x onerror="alert(1)">',
      '<ul><li>um</li></ul><ol><li>dois</li></ol>',
      '<p><a href="javascript:alert(1)">mal</a> <a href="https://example.com" onmouseover="x()">bom</a>',
      ' <a href="mailto:oi@example.com">mail</a> <a href="data:text/html,x">dado</a></p>',
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
      '<p class="x">fim<br></p>',
    ].join('');
    const res = await saveExtra({ use_terms: dirty, privacy_terms: '<p>Privacidade</p>' });
    expect(res.status).toBe(200);
    const html = (await frameOf(w.a.id))!.useTerms;
    expect(res.body.data.use_terms).toBe(html);
    for (const banned of [
      '<script',
      'alert(1)',
      'onerror',
      'onclick',
      'onmouseover',
      'style',
      'javascript:',
      'data:',
      '<img',
      '<iframe',
      'class=',
    ])
      expect(html).not.toContain(banned);
    expect(html).toContain('<h2>Termos</h2>');
    expect(html).toContain('<strong>tudo</strong>');
    expect(html).toContain('<em>bem</em>');
    expect(html).toContain('<ul><li>um</li></ul><ol><li>dois</li></ol>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">bom</a>',
    );
    expect(html).toContain('href="mailto:oi@example.com"');
    expect(html).toContain('<br />');
    expect((await frameOf(w.a.id))!.privacyTerms).toBe('<p>Privacidade</p>');
  });

  it('an empty editor document is stored as empty text', async () => {
    const res = await saveExtra({ privacy_terms: '<p></p>' });
    expect(res.body.data.privacy_terms).toBe('');
  });

  it('accepts only URLs of each network and clears one with an empty string', async () => {
    const ok = await saveExtra({
      url_facebook: 'https://www.facebook.com/escola',
      url_instagram: 'https://instagram.com/escola',
      url_youtube: 'https://youtube.com/@escola',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ url_youtube: 'https://youtube.com/@escola' });
    for (const [field, url] of [
      ['url_facebook', 'https://instagram.com/escola'],
      ['url_instagram', 'javascript:alert(1)//instagram.com'],
      ['url_youtube', 'https://youtube.com.evil.example/x'],
      ['url_facebook', 'https://facebook.com/'],
    ] as const) {
      const before = await frameOf(w.a.id);
      const res = await saveExtra({ [field]: url });
      expect(res.status, `${field} ${url}`).toBe(400);
      expect(await frameOf(w.a.id)).toEqual(before);
    }
    const bad = await saveExtra({ url_facebook: 'https://example.com/x' });
    expect(bad.body.message).toBe('Informe um link válido do Facebook');
    const cleared = await saveExtra({ url_youtube: '' });
    expect(cleared.body.data.url_youtube).toBeNull();
    expect(cleared.body.data.url_facebook).toBe('https://www.facebook.com/escola');
  });

  it('toggles the footer and reads it back', async () => {
    const off = await call(toggle, 'POST', `${P}/updateCustomBasic/footerToogle`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { footer_visible: false, tenant_id: w.a.id },
    });
    expect(off.body.data.footer_visible).toBe(0);
    const got = await call(read, 'GET', `${P}/extraSettings/${w.a.id}`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      params: { tenant: w.a.id },
    });
    expect(got.body.data.footer_visible).toBe(0);
    await call(toggle, 'POST', `${P}/updateCustomBasic/footerToogle`, {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { footer_visible: 1, tenant_id: w.a.id },
    });
    expect((await frameOf(w.a.id))!.footerVisible).toBe(true);
  });

  describe('update-seo', () => {
    const send = (body: unknown, headers: Record<string, string> = { tenantId: w.a.id }) =>
      call(seo, 'POST', `${P}/update-seo`, { host: w.a.host, cookie: w.adminA.cookie, body, headers });

    it('saves the name and a description of exactly 191 characters', async () => {
      const res = await send({ name: ' Escola Nova ', description: 'd'.repeat(191) });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Escola Nova', description: 'd'.repeat(191) });
    });

    it('refuses an empty name and a 192-character description with the spec messages', async () => {
      const before = await frameOf(w.a.id);
      const empty = await send({ name: '  ', description: '' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Campo "Nome da plataforma" obrigatório!');
      const long = await send({ name: 'Ok', description: 'd'.repeat(192) });
      expect(long.body.message).toBe('A descrição deve ter no máximo 191 caracteres.');
      expect(await frameOf(w.a.id)).toEqual(before);
    });

    it('saves, keeps and clears the reply-to address of the mails, refusing a header injection', async () => {
      const set = await send({ name: 'Escola', description: '', mail_reply_to: ' contato@escola.example ' });
      expect(set.status).toBe(200);
      expect(set.body.data.mail_reply_to).toBe('contato@escola.example');
      const kept = await send({ name: 'Escola', description: '' });
      expect(kept.body.data.mail_reply_to).toBe('contato@escola.example');
      for (const bad of ['a@b.example\r\nBcc: x@y.example', 'Escola <a@b.example>', 'sem-arroba'.repeat(3)]) {
        const res = await send({ name: 'Escola', description: '', mail_reply_to: bad });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Informe um e-mail válido, como contato@suaescola.com.br');
      }
      expect((await frameOf(w.a.id))!.mailReplyTo).toBe('contato@escola.example');
      const cleared = await send({ name: 'Escola', description: '', mail_reply_to: '' });
      expect(cleared.body.data.mail_reply_to).toBe('');
      expect((await frameOf(w.a.id))!.mailReplyTo).toBeNull();
    });

    it('another tenant in the tenantId header is a 404', async () => {
      const res = await send({ name: 'X', description: '' }, { tenantId: w.b.id });
      expect(res.status).toBe(404);
    });
  });
});
