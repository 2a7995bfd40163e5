import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/auth/config/plataforma/loginPage/[tenant]/route';
import { POST as update } from '@/app/api/auth/config/plataforma/loginPage/update/route';
import { POST as login } from '@/app/api/login/route';
import { redirectAfterLogin } from '@/lib/auth/redirect';
import { prisma } from '@/lib/server/db';
import { ZLoginPageBody } from '@/lib/login-page/schemas';
import { call } from '../support/http';
import { createWorld, TEST_PASSWORD } from '../support/factories';
import { readyUpload } from '../appearance/helpers';
import { makeCommunity } from '../communities/admin/helpers';
import { ZLoginPageGetAnswer } from './endpoints';
import { loginPageOf, validBody } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const UPDATE = '/api/auth/config/plataforma/loginPage/update';

describe('login page designer endpoints', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  const post = (body: unknown, cookie = w.adminA.cookie, host = w.a.host) =>
    call(update, 'POST', UPDATE, { host, cookie, body });
  const get = (tenant = w.a.id, cookie = w.adminA.cookie, host = w.a.host) =>
    call(GET, 'GET', `/api/auth/config/plataforma/loginPage/${tenant}`, {
      host,
      cookie,
      params: { tenant },
    });

  it('GET answers the defaults and the redirect targets: /homepage and the tenant’s communities only', async () => {
    const mine = await makeCommunity(w.a.id, { title: 'Turma A' });
    await makeCommunity(w.b.id, { title: 'Turma B' });
    // A deleted community is not offered (issue 50).
    const gone = await makeCommunity(w.a.id, { title: 'Turma apagada' });
    await prisma.community.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const res = await get();
    expect(res.status).toBe(200);
    expect(ZLoginPageGetAnswer.safeParse(res.body).success).toBe(true);
    expect(res.body.data.settings).toMatchObject({
      login_theme: 1,
      login_theme_placement: 'center',
      login_text: 'Faça login',
      overlay_banner_login: 50,
      enable_redirect_login: false,
      redirect_url: null,
    });
    expect(res.body.data.redirect_options).toEqual([
      { value: '/homepage', kind: 'homepage' },
      { value: `/comunidade/${w.a.id}/${mine.id}`, kind: 'community', title: 'Turma A' },
    ]);
  });

  it('saves the whole form; images are stored as keys and answered as URLs', async () => {
    const community = await makeCommunity(w.a.id, { title: 'Destino' });
    const banner = await readyUpload(w.a.id, 'login-image');
    const vertical = await readyUpload(w.a.id, 'login-image');
    const target = `/comunidade/${w.a.id}/${community.id}`;
    const res = await post(
      validBody(w.a.id, {
        link_cta_login: 'exemplo.com/oferta',
        login_banner: banner,
        login_banner_vertical: vertical,
        redirect_url: target,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Dados alterados com sucesso!');
    expect(res.body.data).toMatchObject({
      login_theme: 3,
      login_theme_placement: 'right',
      overlay_banner_login: 70,
      link_cta_login: 'https://exemplo.com/oferta',
      redirect_url: target,
    });
    expect(res.body.data.login_banner).toContain(banner);
    expect(res.body.data.login_banner).not.toBe(banner);
    const row = await loginPageOf(w.a.id);
    expect(row).toMatchObject({ loginBanner: banner, loginBannerVertical: vertical, redirectUrl: target });

    // sending back the URL keeps the image; leaving the field out keeps it too; null removes it
    const again = await post(validBody(w.a.id, { login_banner: res.body.data.login_banner }));
    expect(again.status).toBe(200);
    expect((await loginPageOf(w.a.id))?.loginBanner).toBe(banner);
    expect((await loginPageOf(w.a.id))?.loginBannerVertical).toBe(vertical);
    await post(validBody(w.a.id, { login_banner_vertical: null }));
    expect((await loginPageOf(w.a.id))?.loginBannerVertical).toBeNull();
  });

  it('stores redirect_url null when the redirect is off, whatever was sent', async () => {
    const res = await post(validBody(w.a.id, { enable_redirect_login: false, redirect_url: '/homepage' }));
    expect(res.status).toBe(200);
    expect(res.body.data.redirect_url).toBeNull();
    expect((await loginPageOf(w.a.id))?.redirectUrl).toBeNull();
  });

  it('CTA title and link go together, with the SPEC 5 messages; nothing changes', async () => {
    await post(validBody(w.a.id));
    const before = await loginPageOf(w.a.id);
    const noLink = await post(validBody(w.a.id, { link_cta_login: '' }));
    expect(noLink.status).toBe(400);
    expect(noLink.body.message).toBe('Adicione o link para o botão personalizado');
    expect(noLink.body.fields).toMatchObject({
      link_cta_login: 'Adicione o link para o botão personalizado',
    });
    const noTitle = await post(validBody(w.a.id, { title_cta_login: null }));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('Adicione um título para o botão personalizado');
    const switchOnly = await post(
      validBody(w.a.id, { cta_login: true, title_cta_login: '', link_cta_login: '' }),
    );
    expect(switchOnly.status).toBe(400);
    expect(await loginPageOf(w.a.id)).toEqual(before);
    // the switch off with both empty is fine
    const off = await post(validBody(w.a.id, { cta_login: false, title_cta_login: '', link_cta_login: '' }));
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ cta_login: false, title_cta_login: null, link_cta_login: null });
  });

  it('refuses bad input with a translated 4xx and changes nothing', async () => {
    const before = await loginPageOf(w.a.id);
    const foreignUpload = await readyUpload(w.b.id, 'login-image');
    const logoUpload = await readyUpload(w.a.id, 'logo');
    const pending = await readyUpload(w.a.id, 'login-image', 'pending');
    const foreignCommunity = await makeCommunity(w.b.id);
    const deleted = await makeCommunity(w.a.id);
    await prisma.community.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ login_text: '   ' }, 400, 'Informe o título da página de login.'],
      [{ login_text: 'x'.repeat(192) }, 400, 'O título deve ter no máximo 191 caracteres.'],
      [{ overlay_banner_login: 55 }, 400, 'A opacidade deve ir de 0 a 100, de 10 em 10.'],
      [{ overlay_banner_login: 110 }, 400, 'A opacidade deve ir de 0 a 100, de 10 em 10.'],
      [{ overlay_banner_login: -10 }, 400, 'A opacidade deve ir de 0 a 100, de 10 em 10.'],
      [{ login_theme: 4 }, 400, 'Escolha um dos modelos disponíveis.'],
      [{ login_theme_placement: 'top' }, 400, 'Escolha a posição: esquerda, centro ou direita.'],
      [{ link_cta_login: 'javascript:alert(1)' }, 400, 'Link inválido: use um endereço http(s).'],
      [{ link_cta_login: 'https://exa mple.com' }, 400, 'Link inválido: use um endereço http(s).'],
      [
        { redirect_url: 'https://evil.example/homepage' },
        400,
        'Escolha a página para onde o aluno vai após o login.',
      ],
      [{ redirect_url: null }, 400, 'Escolha a página para onde o aluno vai após o login.'],
      [
        { redirect_url: `/comunidade/${w.b.id}/${foreignCommunity.id}` },
        422,
        'Escolha a página para onde o aluno vai após o login.',
      ],
      [
        { redirect_url: `/comunidade/${w.a.id}/${foreignCommunity.id}` },
        422,
        'Escolha a página para onde o aluno vai após o login.',
      ],
      [
        { redirect_url: `/comunidade/${w.a.id}/${deleted.id}` },
        422,
        'Escolha a página para onde o aluno vai após o login.',
      ],
      [{ login_banner: foreignUpload }, 422, 'Imagem inválida: envie a imagem novamente.'],
      [{ login_banner: logoUpload }, 422, 'Imagem inválida: envie a imagem novamente.'],
      [{ login_banner_vertical: pending }, 422, 'Imagem inválida: envie a imagem novamente.'],
      [{ login_banner: 'https://evil.example/x.png' }, 422, 'Imagem inválida: envie a imagem novamente.'],
      [{ magic_link_enabled: 'sim' }, 400, 'Valor inválido para a opção.'],
    ];
    for (const [extra, status, message] of cases) {
      const res = await post(validBody(w.a.id, { overlay_banner_login: 30, ...extra }));
      expect(res.status, JSON.stringify(extra)).toBe(status);
      expect(res.body.message, JSON.stringify(extra)).toBe(message);
    }
    expect(await loginPageOf(w.a.id)).toEqual(before);
  });

  it('answers in the visitor’s language', async () => {
    const res = await call(update, 'POST', UPDATE, {
      host: w.a.host,
      cookie: `${w.adminA.cookie}; NEXT_LOCALE=en`,
      body: validBody(w.a.id, { link_cta_login: '' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Add the link for the custom button');
  });

  it('is editor-only and tenant-checked', async () => {
    const before = await loginPageOf(w.a.id);
    expect((await post(validBody(w.a.id), w.studentA.cookie)).status).toBe(403);
    expect((await post(validBody(w.a.id), '')).status).toBe(401);
    expect((await post(validBody(w.a.id), w.adminB.cookie, w.b.host)).status).toBe(404);
    expect((await get(w.a.id, w.adminB.cookie, w.b.host)).status).toBe(404);
    expect((await get(w.a.id, w.studentA.cookie)).status).toBe(403);
    expect(await loginPageOf(w.a.id)).toEqual(before);
  });

  it('a member signing in lands on the configured target; a deep link still wins', async () => {
    const community = await makeCommunity(w.a.id, { title: 'Boas-vindas' });
    const target = `/comunidade/${w.a.id}/${community.id}`;
    expect((await post(validBody(w.a.id, { redirect_url: target }))).status).toBe(200);
    const signIn = (next?: string) =>
      call(login, 'POST', next ? `/api/login?next=${encodeURIComponent(next)}` : '/api/login', {
        host: w.a.host,
        body: { email: w.studentA.email, password: TEST_PASSWORD },
      });
    expect((await signIn()).body.data.redirect).toBe(target);
    // "/" and a bare visit send anonymous visitors to /login?next=/homepage: not an explicit choice
    expect((await signIn('/homepage')).body.data.redirect).toBe(target);
    expect((await signIn('/favoritos')).body.data.redirect).toBe('/favoritos');
    await post(validBody(w.a.id, { enable_redirect_login: false }));
    expect((await signIn()).body.data.redirect).toBe('/homepage');
  });
});

describe('redirect rule and schema', () => {
  it('/homepage as next yields to the admin’s target; any other next wins', () => {
    const on = { enableRedirectLogin: true, redirectUrl: '/comunidade/t/c' };
    expect(redirectAfterLogin(on, '/homepage')).toBe('/comunidade/t/c');
    expect(redirectAfterLogin(on, '/homepage?tab=1')).toBe('/homepage?tab=1');
    expect(redirectAfterLogin(null, '/homepage')).toBe('/homepage');
  });

  it('the form schema carries message keys', () => {
    const r = ZLoginPageBody.safeParse({ ...validBody('t'), title_cta_login: 'Oferta', link_cta_login: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['link_cta_login'], message: 'loginPage.ctaNoLink' });
  });
});
