import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/auth/config/plataforma/customBasic/[tenant]/route';
import { POST as update } from '@/app/api/auth/config/plataforma/updateCustomBasic/route';
import { POST as courseIndicator } from '@/app/api/platform/auth/template-settings/toggle-course-page-indicator/route';
import { POST as moduleIndicator } from '@/app/api/platform/auth/template-settings/toggle-module-page-indicator/route';
import { GET as getTenant } from '@/app/api/getTenant/route';
import { prisma } from '@/lib/server/db';
import { getShellData } from '@/lib/shell/service';
import { cardShadow, themeCss } from '@/lib/shell/theme';
import { buildContext } from '@/lib/server/route';
import { call, makeRequest } from '../support/http';
import { createTenant, createUser, createWorld } from '../support/factories';
import { ZAppearanceAnswer } from './endpoints';
import { appearanceOf, readyUpload } from './helpers';

type World = Awaited<ReturnType<typeof createWorld>>;
const UPDATE = '/api/auth/config/plataforma/updateCustomBasic';

describe('POST /api/auth/config/plataforma/updateCustomBasic', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  const post = (body: unknown, cookie = w.adminA.cookie, host = w.a.host, headers?: Record<string, string>) =>
    call(update, 'POST', UPDATE, { host, cookie, body, headers });

  it('saves the whole form and answers the settings in data.data', async () => {
    const logo = await readyUpload(w.a.id, 'logo');
    const favicon = await readyUpload(w.a.id, 'favicon');
    const res = await post({
      tenant_id: w.a.id,
      primary_color: '#12ab34',
      text_color: '#000000',
      background_color_primary: '#1E3A8A',
      font_primary: 'Montserrat',
      logo_horizontal: logo,
      favicon,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZAppearanceAnswer.safeParse(res.body).success).toBe(true);
    const s = res.body.data.data;
    expect(s).toMatchObject({ primary_color: '#12ab34', font_primary: 'Montserrat', tenant_id: w.a.id });
    // keys are stored; the answer gives URLs the browser can show
    expect(s.logo_horizontal).toContain(logo);
    expect(s.logo_horizontal).not.toBe(logo);
    const row = await appearanceOf(w.a.id);
    expect(row).toMatchObject({ logoHorizontal: logo, favicon, backgroundColorPrimary: '#1E3A8A' });
    // other readers of the row answer the same URL, never the bare key
    const pub = await call(getTenant, 'GET', `/api/getTenant?domain=${w.a.host}`, { host: w.a.host });
    expect(pub.body.data).toMatchObject({ primary_color: '#12ab34', logo_horizontal: s.logo_horizontal });
  });

  it('updates only the field sent (a single switch), keeping the others', async () => {
    const before = await appearanceOf(w.a.id);
    const res = await post({ sidebar: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.data.sidebar).toBe(1);
    expect(await appearanceOf(w.a.id)).toEqual({ ...before, sidebar: true });
    const res2 = await post({ showcase: true, show_carrousel_highlight: 0 });
    expect(res2.body.data.data).toMatchObject({ showcase: 1, show_carrousel_highlight: 0, sidebar: 1 });
    expect(await appearanceOf(w.a.id)).toEqual({
      ...before,
      sidebar: true,
      showcase: true,
      showCarrouselHighlight: false,
    });
  });

  it('keeps a logo when the stored value or its URL is sent back, removes it with null', async () => {
    const logo = await readyUpload(w.a.id, 'logo');
    const saved = await post({ logo_square: logo });
    const url = saved.body.data.data.logo_square as string;
    expect((await post({ logo_square: url })).status).toBe(200);
    expect((await post({ logo_square: logo })).status).toBe(200);
    expect((await appearanceOf(w.a.id))?.logoSquare).toBe(logo);
    const removed = await post({ logo_square: null });
    expect(removed.body.data.data.logo_square).toBeNull();
    expect((await appearanceOf(w.a.id))?.logoSquare).toBeNull();
  });

  it('refuses another tenant’s upload, a wrong kind, an unfinished upload and an arbitrary URL, changing nothing', async () => {
    const before = await appearanceOf(w.a.id);
    const foreign = await readyUpload(w.b.id, 'logo');
    const badge = await readyUpload(w.a.id, 'badge');
    const pending = await readyUpload(w.a.id, 'logo', 'pending');
    const asFavicon = await readyUpload(w.a.id, 'logo');
    for (const body of [
      { primary_color: '#000001', logo_horizontal: foreign },
      { primary_color: '#000001', logo_horizontal: badge },
      { primary_color: '#000001', logo_square: pending },
      { primary_color: '#000001', favicon: asFavicon },
      { primary_color: '#000001', logo_horizontal: 'https://evil.example/logo.png' },
      { primary_color: '#000001', logo_horizontal: 'javascript:alert(1)' },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe('A imagem não é um envio concluído desta plataforma. Envie-a novamente.');
      expect(res.body.fields).toBeDefined();
    }
    expect(await appearanceOf(w.a.id)).toEqual(before);
  });

  it('saves the showcase redirect (ADR 0266): a safe http(s) address, cleared by an empty one', async () => {
    const ok = await post({ showcase_url_redirect: ' https://escola.example/vitrine ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.data.showcase_url_redirect).toBe('https://escola.example/vitrine');
    const before = await appearanceOf(w.a.id);
    expect(before!.showcaseUrlRedirect).toBe('https://escola.example/vitrine');
    const bad = await post({ showcase_url_redirect: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.showcase_url_redirect).toBe(
      'Informe um endereço que comece com http:// ou https://.',
    );
    expect(await appearanceOf(w.a.id)).toEqual(before);
    const cleared = await post({ showcase_url_redirect: '' });
    expect(cleared.body.data.data.showcase_url_redirect).toBe('');
    expect((await appearanceOf(w.a.id))!.showcaseUrlRedirect).toBeNull();
  });

  it('400s for an invalid colour or font with a translated message, changing nothing', async () => {
    const before = await appearanceOf(w.a.id);
    const bad = await post({ primary_color: '#12ab3', font_primary: 'Inter' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Informe uma cor no formato #RRGGBB.');
    expect(bad.body.fields.primary_color).toBe('Informe uma cor no formato #RRGGBB.');
    const font = await post({ primary_color: '#123456', font_primary: 'Comic Sans' });
    expect(font.status).toBe(400);
    expect(font.body.message).toBe('Escolha uma das fontes disponíveis.');
    const css = await post({ text_color: 'red;}body{display:none' });
    expect(css.status).toBe(400);
    const flag = await post({ sidebar: 2 });
    expect(flag.status).toBe(400);
    const en = await post({ primary_color: 'blue' }, w.adminA.cookie, w.a.host, { 'accept-language': 'en' });
    expect(en.body.message).toBe('Enter a colour as #RRGGBB.');
    expect(await appearanceOf(w.a.id)).toEqual(before);
  });

  it('saves the banners’ overlay and the cards’ shadow; the student shell paints them (issue 50)', async () => {
    const res = await post({ overlay_color: '#1E3A8A', overlay_intensity: 80, shadow_size: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.data).toMatchObject({
      overlay_color: '#1E3A8A',
      overlay_intensity: 80,
      shadow_size: 3,
    });
    expect(await appearanceOf(w.a.id)).toMatchObject({
      overlayColor: '#1E3A8A',
      overlayIntensity: 80,
      shadowSize: 3,
    });
    const css = themeCss(
      (
        await getShellData(
          await buildContext(makeRequest('GET', '/homepage', { host: w.a.host, cookie: w.studentA.cookie })),
        )
      ).settings,
    );
    expect(css).toContain('--overlay-strong:rgba(30,58,138,0.8)');
    expect(css).toContain('--overlay-color:rgba(30,58,138,1)');
    expect(css).toContain(`--card-shadow:${cardShadow(3)}`);
    expect(cardShadow(3)).not.toBe('none');

    const before = await appearanceOf(w.a.id);
    for (const [body, message] of [
      [{ overlay_intensity: 55 }, 'A intensidade deve ir de 0 a 100, de 10 em 10.'],
      [{ overlay_intensity: 110 }, 'A intensidade deve ir de 0 a 100, de 10 em 10.'],
      [{ overlay_intensity: '50' }, 'A intensidade deve ir de 0 a 100, de 10 em 10.'],
      [{ shadow_size: 4 }, 'Escolha a sombra: nenhuma, pequena, média ou grande.'],
      [{ overlay_color: 'black' }, 'Informe uma cor no formato #RRGGBB.'],
    ] as const) {
      const bad = await post(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await appearanceOf(w.a.id)).toEqual(before);
  });

  it('saves the platform name (the SEO name) and the lesson template of SPEC 7’s full payload', async () => {
    const t = await createTenant();
    const admin = await createUser(t, 'admin');
    const as = (body: unknown) => call(update, 'POST', UPDATE, { host: t.host, cookie: admin.cookie, body });
    const first = await call(GET, 'GET', `/api/auth/config/plataforma/customBasic/${t.id}`, {
      host: t.host,
      cookie: admin.cookie,
      params: { tenant: t.id },
    });
    // no SEO name yet: the tenant's own name, and the default template (1 Lista)
    expect(first.body.data.data).toMatchObject({ name: t.name, theme_classes: 1 });
    const res = await as({
      tenant_id: t.id,
      name: '  Escola Nova  ',
      theme_classes: '3',
      primary_color: '#112233',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZAppearanceAnswer.safeParse(res.body).success).toBe(true);
    expect(res.body.data.data).toMatchObject({
      name: 'Escola Nova',
      theme_classes: 3,
      primary_color: '#112233',
    });
    const row = await prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: t.id } });
    expect(row).toMatchObject({ seoName: 'Escola Nova', themeClasses: 3 });

    // update-seo's and template_settings/update's rules, with their messages; nothing changes
    const blank = await as({ name: '   ', primary_color: '#445566' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Campo "Nome da plataforma" obrigatório!');
    const long = await as({ name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    const template = await as({ theme_classes: 4 });
    expect(template.status).toBe(400);
    expect(await prisma.platformSettings.findUniqueOrThrow({ where: { tenantId: t.id } })).toEqual(row);
  });

  it('403s for a student and 401s anonymously, changing nothing', async () => {
    const before = await appearanceOf(w.a.id);
    const res = await post({ primary_color: '#FF0000' }, w.studentA.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Você não tem permissão para esta ação.');
    expect((await post({ primary_color: '#FF0000' }, '')).status).toBe(401);
    expect(await appearanceOf(w.a.id)).toEqual(before);
  });

  it('404s for another tenant’s id in the body, changing neither tenant', async () => {
    const a = await appearanceOf(w.a.id);
    const b = await appearanceOf(w.b.id);
    const res = await post({ tenant_id: w.a.id, primary_color: '#FF0000' }, w.adminB.cookie, w.b.host);
    expect(res.status).toBe(404);
    expect(await appearanceOf(w.a.id)).toEqual(a);
    expect(await appearanceOf(w.b.id)).toEqual(b);
  });

  it('creates the settings row with defaults for a tenant without one', async () => {
    const t = await createTenant();
    await prisma.platformSettings.delete({ where: { tenantId: t.id } });
    const admin = await createUser(t, 'admin');
    const got = await call(GET, 'GET', `/api/auth/config/plataforma/customBasic/${t.id}`, {
      host: t.host,
      cookie: admin.cookie,
      params: { tenant: t.id },
    });
    expect(got.status).toBe(200);
    expect(got.body.data.data).toMatchObject({
      primary_color: '#6D28D9',
      font_primary: 'Poppins',
      sidebar: 0,
    });
    const res = await call(update, 'POST', UPDATE, {
      host: t.host,
      cookie: admin.cookie,
      body: { showcase: 1 },
    });
    expect(res.body.data.data.showcase).toBe(1);
  });
});

describe('page indicator toggles', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });

  it('switch the course and module indicators with the spec’s messages', async () => {
    const c = await call(courseIndicator, 'POST', '/x', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { course_page_indicator: false },
    });
    expect(c.status).toBe(200);
    expect(c.body).toEqual({
      message: 'Indicador de curso atualizado!',
      data: { course_page_indicator: false },
    });
    const m = await call(moduleIndicator, 'POST', '/x', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { module_page_indicator: false },
    });
    expect(m.body.message).toBe('Indicador de módulo atualizado!');
    expect(await appearanceOf(w.a.id)).toMatchObject({
      coursePageIndicator: false,
      modulePageIndicator: false,
    });
    expect(await appearanceOf(w.b.id)).toMatchObject({
      coursePageIndicator: true,
      modulePageIndicator: true,
    });
  });

  it('403 for a student, 400 for a non-boolean', async () => {
    const s = await call(courseIndicator, 'POST', '/x', {
      host: w.a.host,
      cookie: w.studentA.cookie,
      body: { course_page_indicator: true },
    });
    expect(s.status).toBe(403);
    const bad = await call(moduleIndicator, 'POST', '/x', {
      host: w.a.host,
      cookie: w.adminA.cookie,
      body: { module_page_indicator: 'sim' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Use 0 ou 1 (desligado ou ligado).');
  });
});
