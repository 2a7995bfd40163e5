import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { browserFetch, demoUrl, login, makePng, openEditPanel, submitSignIn } from './helpers';
import { loginPageSettings, saveLoginPageSettings } from './support/admin-api';
import { createCommunityViaApi } from './support/community';

// Página de login (SPEC 2.14, 3 "Login page settings", 4, 5): the admin designs the demo tenant's
// /login through the edit drawer at 1280 px (template, placement, title, CTA with its validation,
// opacity, a cropped image, redirect, magic link), an anonymous visitor sees it at 1280 and 390 px for
// each template, and a student signing in lands on the redirect target. The demo tenant's login
// settings are restored at the end: every other spec signs in through this page.

// Serial (later tests read what the first saved) and generous: the panel flow is long on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const tenantId = stableId(seedKeys.tenant('demo'));
const SHOTS = 'test-results/login-designer';
const TITLE = 'Entre e continue aprendendo';
const CTA_TITLE = 'Conheça os planos';
const CTA_LINK = 'https://example.com/planos';
const DELETED_COMMUNITY = `Apagada ${Date.now().toString(36)}`;

let saved: Record<string, unknown> | null = null;
/** The redirect target the admin picks (the demo tenant's community). */
let target = '';
/** Its label in the panel's select. */
let targetLabel = '';

// The demo tenant's login settings as found, saved back through the same API at the end.
test.beforeAll(async () => {
  saved = await loginPageSettings(tenantId);
});

test.afterAll(async () => {
  if (saved) await saveLoginPageSettings(saved);
});

async function anonymous(browser: Browser, width: number, height: number): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height }, locale: 'pt-BR' });
  return ctx.newPage();
}

test('the admin designs the login page through the panel at 1280 px', async ({ page }) => {
  await login(page, 'admin@demo.local');
  // A deleted community is no redirect target (issue 50).
  const gone = await createCommunityViaApi(page, { title: DELETED_COMMUNITY });
  expect((await browserFetch(page, 'DELETE', `/api/v2/communities/${gone}`)).status).toBeLessThan(300);
  const panel = await openEditPanel(page, 'login-page');
  await expect(panel.getByTestId('login-page-form')).toBeVisible();
  const preview = panel.getByTestId('login-preview-page');
  await expect(preview).toBeVisible();

  // Template, placement and title: the live preview (the real login component) follows at once.
  await panel.getByTestId('login-template-3').click();
  await panel.getByTestId('login-placement-right').click();
  await panel.getByTestId('login-text').fill(TITLE);
  await expect(preview).toHaveAttribute('data-login-theme', 'glass');
  await expect(preview).toHaveAttribute('data-login-placement', 'right');
  await expect(panel.getByTestId('login-preview-page-heading')).toHaveText(TITLE);

  // CTA: the switch enables the fields; title and link go together (SPEC 5 messages).
  await expect(panel.getByTestId('login-cta-title')).toHaveAttribute('readonly', '');
  await panel.getByTestId('login-cta-switch').click();
  await expect(panel.getByTestId('login-cta-title')).not.toHaveAttribute('readonly', '');
  await panel.getByTestId('login-cta-title').fill(CTA_TITLE);
  await panel.getByTestId('login-cta-link').fill('');
  await panel.getByTestId('login-page-save').click();
  await expect(page.getByText('Botão sem link')).toBeVisible();
  await expect(panel.getByTestId('login-cta-link-error')).toHaveText(
    'Adicione o link para o botão personalizado',
  );
  await panel.getByTestId('login-cta-title').fill('');
  await panel.getByTestId('login-cta-link').fill(CTA_LINK);
  await panel.getByTestId('login-page-save').click();
  await expect(page.getByText('Botão sem título')).toBeVisible();
  await expect(panel.getByTestId('login-cta-title-error')).toHaveText(
    'Adicione um título para o botão personalizado',
  );
  await panel.getByTestId('login-cta-title').fill(CTA_TITLE);
  await expect(panel.getByTestId('login-preview-page-cta')).toHaveText(CTA_TITLE);

  // Overlay opacity 0-100 in steps of 10.
  await panel.getByTestId('login-opacity').fill('70');
  await expect(panel.getByTestId('login-opacity-value')).toHaveText('70%');

  // Desktop image through the cropper (the banners' cropper, zoom up to 50).
  await panel.getByTestId('login-banner-input').setInputFiles({
    name: 'fundo.png',
    mimeType: 'image/png',
    buffer: makePng(320, 180, 90),
  });
  const cropper = page.getByTestId('banner-cropper');
  await expect(cropper).toBeVisible();
  await expect(cropper.getByTestId('banner-crop-zoom')).toHaveAttribute('max', '50');
  const uploaded = page.waitForResponse((r) => /\/api\/uploads\/[^/]+\/finalize$/.test(r.url()));
  await cropper.getByTestId('banner-crop-confirm').click();
  expect((await uploaded).status()).toBe(200);
  await expect(cropper).toBeHidden();
  await expect(panel.getByTestId('login-banner-preview')).toBeVisible();
  await expect(panel.getByTestId('login-preview-page-background')).toBeVisible();
  await expect(panel.getByTestId('login-preview-page-overlay')).toHaveAttribute('data-opacity', '0.7');

  // Redirect: the switch enables the page select; magic link on.
  const select = panel.getByTestId('login-redirect-select');
  await expect(select).toBeDisabled();
  await panel.getByTestId('login-redirect-switch').click();
  await expect(select).toBeEnabled();
  await select.click();
  await expect(page.getByRole('option', { name: 'Página inicial (/homepage)' })).toHaveCount(1);
  await expect(page.getByRole('option', { name: `Comunidade: ${DELETED_COMMUNITY}` })).toHaveCount(0);
  const community = page.getByRole('option', { name: /^Comunidade: / }).first();
  targetLabel = (await community.textContent()) ?? '';
  expect(targetLabel).not.toBe('');
  await community.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(select).toHaveText(targetLabel);
  await panel.getByTestId('login-magic-switch').click();
  await expect(panel.getByTestId('magic-link-toggle')).toHaveCount(1);
  await panel.getByTestId('login-preview-mobile').click();
  await expect(panel.getByTestId('login-preview-frame')).toHaveAttribute('data-device', 'mobile');
  await page.screenshot({ path: `${SHOTS}/panel-mobile-preview.png` });
  await panel.getByTestId('login-preview-desktop').click();
  await page.screenshot({ path: `${SHOTS}/panel.png` });

  // A failed save keeps what the admin typed and says so.
  await page.route('**/api/auth/config/plataforma/loginPage/update', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falhou"}' }),
  );
  await panel.getByTestId('login-page-save').click();
  await expect(page.getByText('Erro ao salvar as novas configurações da página de login')).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('login-text')).toHaveValue(TITLE);
  await expect(panel.getByTestId('login-cta-link')).toHaveValue(CTA_LINK);
  await page.unroute('**/api/auth/config/plataforma/loginPage/update');

  // Salvar: the section 8 toast, then the drawer closes 500 ms later.
  const saved = page.waitForResponse((r) => r.url().endsWith('/loginPage/update'));
  await panel.getByTestId('login-page-save').click();
  expect((await saved).status()).toBe(200);
  const stored = await browserFetch(page, 'GET', `/api/auth/config/plataforma/loginPage/${tenantId}`);
  target = (stored.body.data.settings.redirect_url as string | null) ?? '';
  expect(target.startsWith(`/comunidade/${tenantId}/`)).toBe(true);
  await expect(page.getByText('Dados alterados com sucesso!')).toBeVisible();
  await expect(page.getByTestId('edit-drawer')).toBeHidden({ timeout: 5_000 });

  // Reopening shows what was saved.
  await openEditPanel(page, 'login-page');
  await expect(panel.getByTestId('login-text')).toHaveValue(TITLE);
  await expect(panel.getByTestId('login-template-3')).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByTestId('login-redirect-select')).toHaveText(targetLabel);
});

test('an anonymous visitor sees the design at 1280 and 390 px', async ({ browser }) => {
  const wide = await anonymous(browser, 1280, 800);
  await wide.goto(`${demoUrl}/login`);
  const screen = wide.getByTestId('login-page');
  await expect(screen).toHaveAttribute('data-login-theme', 'glass');
  await expect(screen).toHaveAttribute('data-login-placement', 'right');
  await expect(wide.getByTestId('login-page-heading')).toHaveText(TITLE);
  const cta = wide.getByTestId('login-cta');
  await expect(cta).toHaveText(CTA_TITLE);
  await expect(cta).toHaveAttribute('href', CTA_LINK);
  await expect(wide.getByTestId('login-page-overlay')).toHaveAttribute('data-opacity', '0.7');
  await expect(wide.getByTestId('login-page-overlay')).toHaveCSS('opacity', '0.7');
  const bg = wide.getByTestId('login-page-background');
  await expect(bg).toBeVisible();
  await expect.poll(() => bg.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1920);
  await expect(wide.getByTestId('magic-link-toggle')).toBeVisible();
  // The card sits on the right half at 1280 px.
  const card = await wide.getByTestId('login-page-card').boundingBox();
  expect(card!.x).toBeGreaterThan(640);
  await wide.screenshot({ path: `${SHOTS}/visitor-1280.png` });

  const narrow = await anonymous(browser, 390, 844);
  await narrow.goto(`${demoUrl}/login`);
  await expect(narrow.getByTestId('login-page-heading')).toHaveText(TITLE);
  await expect(narrow.getByTestId('login-cta')).toBeVisible();
  const small = await narrow.getByTestId('login-page-card').boundingBox();
  // Centred and inside the screen at 390 px, whatever the placement.
  expect(small!.x).toBeGreaterThanOrEqual(0);
  expect(small!.x + small!.width).toBeLessThanOrEqual(390);
  expect(Math.abs(small!.x + small!.width / 2 - 195)).toBeLessThan(4);
  expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await narrow.screenshot({ path: `${SHOTS}/visitor-390.png`, fullPage: true });
  await wide.context().close();
  await narrow.context().close();
});

test('every template renders at 1280 and 390 px, placements move the card', async ({ browser, page }) => {
  // The redirect is on now: the admin lands on the community, not /homepage (helpers.login expects that).
  await page.goto(`${demoUrl}/login`);
  await submitSignIn(page, 'admin@demo.local');
  await expect(page).toHaveURL(/\/comunidade\//);
  const base = {
    tenant_id: tenantId,
    login_text: TITLE,
    overlay_banner_login: 40,
    cta_login: true,
    title_cta_login: CTA_TITLE,
    link_cta_login: CTA_LINK,
    enable_redirect_login: true,
    redirect_url: target,
    magic_link_enabled: true,
  };
  const cases = [
    { theme: 1, name: 'gradient', placement: 'left' },
    { theme: 2, name: 'monochromatic', placement: 'center' },
    { theme: 3, name: 'glass', placement: 'right' },
  ] as const;
  const wide = await anonymous(browser, 1280, 800);
  const narrow = await anonymous(browser, 390, 844);
  for (const c of cases) {
    const res = await page.request.post(`${demoUrl}/api/auth/config/plataforma/loginPage/update`, {
      data: { ...base, login_theme: c.theme, login_theme_placement: c.placement },
    });
    expect(res.status()).toBe(200);
    await wide.goto(`${demoUrl}/login`);
    await expect(wide.getByTestId('login-page')).toHaveAttribute('data-login-theme', c.name);
    const box = (await wide.getByTestId('login-page-card').boundingBox())!;
    const centre = box.x + box.width / 2;
    if (c.placement === 'left') expect(centre).toBeLessThan(500);
    if (c.placement === 'center') expect(Math.abs(centre - 640)).toBeLessThan(8);
    if (c.placement === 'right') expect(centre).toBeGreaterThan(780);
    await wide.screenshot({ path: `${SHOTS}/template-${c.theme}-1280.png` });
    await narrow.goto(`${demoUrl}/login`);
    await expect(narrow.getByTestId('login-page')).toHaveAttribute('data-login-theme', c.name);
    await expect(narrow.getByTestId('login-cta')).toBeVisible();
    await narrow.screenshot({ path: `${SHOTS}/template-${c.theme}-390.png` });
  }
  await wide.context().close();
  await narrow.context().close();
});

test('a student signing in lands on the redirect target', async ({ browser }) => {
  const visitor = await anonymous(browser, 1280, 800);
  // "/" sends a signed-out visitor to /login?next=/homepage: the admin's target still wins.
  await visitor.goto(`${demoUrl}/`);
  await expect(visitor).toHaveURL(/\/login\?next=%2Fhomepage/);
  await submitSignIn(visitor, 'aluno@demo.local');
  await expect(visitor).toHaveURL(new RegExp(`${target.replace(/[/-]/g, '\\$&')}$`));
  await visitor.context().close();
});
