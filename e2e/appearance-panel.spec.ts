import { expect, test, type Page } from '@playwright/test';
import { browserFetch, chooseOption, login, makePng, outraUrl } from './helpers';

// The Aparência panel (SPEC 2.11, 4, 8), clicked through on Escola Outra so the demo tenant's theme,
// which e2e/shell.spec.ts asserts, stays untouched. Colours, font and indicator are restored at the end;
// the uploaded logo stays (the API never takes an arbitrary URL back, by design).

const NEW_PRIMARY = '#E11D48';
const NEW_FONT = 'Oswald';
const UPDATE = '/api/auth/config/plataforma/updateCustomBasic';

async function openAppearance(page: Page) {
  await page.getByTestId('edit-mode-button').click();
  await page.getByTestId('edit-option-appearance').click();
  await expect(page.getByTestId('edit-panel-appearance')).toBeVisible();
  await expect(page.getByTestId('appearance-form')).toBeVisible();
}

test('admin changes colour, font and horizontal logo, toggles an indicator, saves and sees the new theme', async ({
  page,
}) => {
  await login(page, 'admin@outra.local', outraUrl);
  const tenantId = (await browserFetch(page, 'GET', '/api/getTenant?domain=outra.localhost')).body.data
    .id as string;
  const original = (await browserFetch(page, 'GET', `/api/auth/config/plataforma/customBasic/${tenantId}`))
    .body.data.data as Record<string, unknown>;

  // Every asserted change must really differ from the seed.
  expect(String(original.primary_color).toUpperCase()).not.toBe(NEW_PRIMARY);
  expect(original.font_primary).not.toBe(NEW_FONT);
  expect(String(original.background_color_primary).toUpperCase()).not.toBe('#1E3A8A');
  expect(original.logo_horizontal).not.toMatch(/\/api\/uploads\/file\//);

  try {
    // Start away from the homepage: saving keeps this page and the drawer (issue 54).
    await page.goto(`${outraUrl}/favoritos`);
    await openAppearance(page);

    for (const section of [
      'color',
      'showcase',
      'indicators',
      'buttons',
      'logos',
      'background',
      'overlay',
      'shadow',
      'fonts',
    ])
      await expect(page.getByTestId(`appearance-section-${section}`)).toBeVisible();
    await expect(page.getByTestId('appearance-section-logos')).toContainText('480x260');
    await expect(page.getByTestId('appearance-section-logos')).toContainText('200x200');
    await expect(page.getByTestId('appearance-section-logos')).toContainText('32x32');

    // Indicador de páginas: sent at once, with the spec's toast.
    const indicator = page.getByTestId('appearance-course-indicator');
    const wasOn = (await indicator.getAttribute('data-state')) === 'checked';
    await indicator.click();
    await expect(page.getByText('Indicador de curso atualizado!')).toBeVisible();
    await expect(indicator).toHaveAttribute('data-state', wasOn ? 'unchecked' : 'checked');
    // A failure without a server message (the network): decision 435's text, and the switch stays put.
    await page.route('**/toggle-course-page-indicator', (r) => r.abort());
    await indicator.click();
    await expect(page.getByText('Erro ao atualizar informação, tente novamente')).toBeVisible();
    await expect(indicator).toHaveAttribute('data-state', wasOn ? 'unchecked' : 'checked');
    await page.unroute('**/toggle-course-page-indicator');

    // Vitrine aberta: each switch is sent at once; switched back so the seed stays as it was.
    const sidebar = page.getByTestId('appearance-sidebar');
    const sidebarWas = await sidebar.getAttribute('data-state');
    await sidebar.click();
    await expect(page.getByText('Configuração atualizada!').first()).toBeVisible();
    await expect(sidebar).not.toHaveAttribute('data-state', sidebarWas!);
    await expect(sidebar).toBeEnabled();
    await sidebar.click();
    await expect(sidebar).toHaveAttribute('data-state', sidebarWas!);
    await expect(sidebar).toBeEnabled();
    // A failed switch: SPEC 8's "Houve um problema ao alterar os dados da plataforma", nothing changes.
    await page.route(`**${UPDATE}`, (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro"}' }),
    );
    await sidebar.click();
    await expect(page.getByText('Houve um problema ao alterar os dados da plataforma')).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-state', sidebarWas!);
    await page.unroute(`**${UPDATE}`);

    // Cor and Fontes.
    const hex = page.getByTestId('appearance-primary-hex');
    await hex.fill('#12');
    await page.getByTestId('appearance-save').click();
    await expect(page.getByText('Informe uma cor no formato #RRGGBB.')).toBeVisible();
    await hex.fill(NEW_PRIMARY);
    await chooseOption(page, page.getByTestId('appearance-font'), NEW_FONT);
    // 'Remover fundo' leaves no swatch chosen; then Azul.
    await page.getByTestId('appearance-bg-remove').click();
    await expect(
      page.getByTestId('appearance-section-background').locator('[aria-pressed="true"]'),
    ).toHaveCount(0);
    await page.getByTestId('appearance-bg-azul').click();
    await expect(page.getByTestId('appearance-bg-azul')).toHaveAttribute('aria-pressed', 'true');

    // Logos: choose a file, crop it to 480x260, upload with progress.
    await page.getByTestId('logo-input-logo_horizontal').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: makePng(800, 500),
    });
    const crop = page.getByTestId('crop-dialog');
    await expect(crop).toBeVisible();
    await expect(crop).toContainText('480x260');
    await page.getByTestId('crop-zoom').fill('1.5');
    await expect(page.getByTestId('crop-confirm')).toBeEnabled();
    await page.getByTestId('crop-confirm').click();
    await expect(crop).toBeHidden();
    const preview = page.getByTestId('logo-preview-logo_horizontal').locator('img');
    await expect(preview).toHaveAttribute('src', /^blob:/);

    await page.getByTestId('appearance-save').click();
    await expect(page.getByText('Dados alterados com sucesso')).toBeVisible();
    // The drawer stays open on the same page while the shell takes the new theme around it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toUpperCase(),
        ),
      )
      .toBe(NEW_PRIMARY);
    await expect(page.getByTestId('edit-panel-appearance')).toBeVisible();
    await expect(page).toHaveURL(/\/favoritos$/);
    // the toast sits below the drawer's header: its back button stays clickable
    const toastBox = await page.getByText('Dados alterados com sucesso').boundingBox();
    const backBox = await page.getByTestId('edit-panel-back').boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(backBox!.y + backBox!.height);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('edit-drawer')).toBeHidden();

    // The student shell shows the result at once.
    const vars = await page.evaluate(() => {
      const s = getComputedStyle(document.documentElement);
      return {
        primary: s.getPropertyValue('--color-primary').trim(),
        font: s.getPropertyValue('--font-tenant'),
        surface: s.getPropertyValue('--color-surface').trim(),
      };
    });
    expect(vars.primary.toUpperCase()).toBe(NEW_PRIMARY);
    expect(vars.font).toContain(NEW_FONT);
    expect(vars.surface.toUpperCase()).toBe('#1E3A8A');
    // Azul's image: its glow behind the page, in a fixed layer (lib/shell/backgrounds.ts).
    const image = await page.evaluate(() => ({
      layer: getComputedStyle(document.body, '::before').backgroundImage,
      position: getComputedStyle(document.body, '::before').position,
    }));
    expect(image.layer).toMatch(/^radial-gradient\(/);
    expect(image.layer).toContain('rgba(59, 130, 246, 0.3');
    expect(image.position).toBe('fixed');
    const logo = page.getByTestId('header-logo').locator('img');
    await expect(logo).toHaveAttribute('src', /\/api\/uploads\/file\/tenants\/.+\/logo\/.+\.png$/);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([480, 260]);

    // Reopened, the panel shows the saved values.
    await openAppearance(page);
    await expect(page.getByTestId('appearance-primary-hex')).toHaveValue(NEW_PRIMARY);
    await expect(page.getByTestId('appearance-font')).toHaveText(NEW_FONT);
  } finally {
    const restore = await browserFetch(page, 'POST', UPDATE, {
      primary_color: original.primary_color,
      text_color: original.text_color,
      background_color_primary: original.background_color_primary,
      font_primary: original.font_primary,
    });
    expect(restore.status).toBe(200);
    const indicator = await browserFetch(
      page,
      'POST',
      '/api/platform/auth/template-settings/toggle-course-page-indicator',
      {
        course_page_indicator: original.course_page_indicator,
      },
    );
    expect(indicator.status).toBe(200);
  }
});

test('the banners’ overlay and the cards’ shadow: previewed in the panel, seen by a student (issue 50)', async ({
  page,
  browser,
}) => {
  await login(page, 'admin@outra.local', outraUrl);
  const tenantId = (await browserFetch(page, 'GET', '/api/getTenant?domain=outra.localhost')).body.data
    .id as string;
  const original = (await browserFetch(page, 'GET', `/api/auth/config/plataforma/customBasic/${tenantId}`))
    .body.data.data as Record<string, unknown>;
  expect(original).toMatchObject({ overlay_intensity: 50, shadow_size: 0 });
  const student = await browser.newContext();
  try {
    await openAppearance(page);
    const layer = page.getByTestId('appearance-overlay-preview-layer');
    await page.getByTestId('appearance-overlay-hex').fill('#1E3A8A');
    await page.getByTestId('appearance-overlay-intensity').fill('80');
    await expect(page.getByTestId('appearance-section-overlay')).toContainText('Intensidade: 80%');
    await expect
      .poll(() => layer.evaluate((el) => getComputedStyle(el).backgroundImage))
      .toContain('rgba(30, 58, 138, 0.8)');
    const card = page.getByTestId('appearance-shadow-preview');
    expect(await card.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
    await chooseOption(page, page.getByTestId('appearance-shadow'), 'Grande');
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('32px');
    await page.getByTestId('appearance-save').click();
    await expect(page.getByText('Dados alterados com sucesso')).toBeVisible();
    await expect(page.getByTestId('edit-panel-appearance')).toBeVisible();

    // A student sees the overlay on the home banners and the shadow on the showcase cards.
    const pupil = await student.newPage();
    await login(pupil, 'aluno@outra.local', outraUrl);
    const overlay = pupil.getByTestId('banner-overlay').first();
    await expect(overlay).toBeAttached();
    expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'rgba(30, 58, 138, 0.8)',
    );
    const media = pupil.getByTestId('showcase-card-media').first();
    await expect(media).toBeVisible();
    expect(await media.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('32px');
    // The login page lays the same colour over its banner (at its own opacity).
    await student.clearCookies();
    await pupil.goto(`${outraUrl}/login`);
    const vars = await pupil
      .getByTestId('login-page')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--overlay-color').trim());
    expect(vars).toBe('rgba(30,58,138,1)');
  } finally {
    await student.close();
    const restore = await browserFetch(page, 'POST', UPDATE, {
      overlay_color: original.overlay_color,
      overlay_intensity: original.overlay_intensity,
      shadow_size: original.shadow_size,
    });
    expect(restore.status).toBe(200);
  }
});

test('a student’s call to updateCustomBasic answers 403 and changes nothing', async ({ page }) => {
  await login(page, 'aluno@outra.local', outraUrl);
  const res = await browserFetch(page, 'POST', UPDATE, { primary_color: '#FF0000' });
  expect(res.status).toBe(403);
  expect(res.body.message).toBe('Você não tem permissão para esta ação.');
  await page.goto(`${outraUrl}/homepage`);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary.toUpperCase()).not.toBe('#FF0000');
});
