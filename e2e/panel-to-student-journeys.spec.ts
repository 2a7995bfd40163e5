import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import {
  browserFetch,
  chooseOption,
  demoUrl,
  expectDraggedOver,
  keyboardDrag,
  login,
  makePng,
  openEditPanel,
  outraUrl,
  signIn,
} from './helpers';

// Issue 3's acceptance journeys, clicked through as a user would: the admin edits in the panels, the
// student sees the result. Escola Outra where possible (other specs assert the demo tenant's look); the
// marquee journey uses the demo tenant because the issue names its student, and deletes its marquee at
// the end. Every title is unique per run, and everything created is removed (or restored) at the end.

const RUN = Date.now().toString(36).slice(-5);
const outraTenant = stableId(seedKeys.tenant('outra'));
const demoTenant = stableId(seedKeys.tenant('demo'));

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const openEditOption = (page: Page, option: string) => openEditPanel(page, option);

test('Vitrine: a three-course carousel, reordered by keyboard and pointer, shows in that order on the student homepage', async ({
  page,
  browser,
}) => {
  const TITLE = `Jornada Vitrine ${RUN}`;
  const courses = ['Violão do Zero', 'Espanhol Básico', 'Inglês para Viagens'];
  await login(page, 'admin@outra.local', outraUrl);
  await openEditOption(page, 'showcase');
  const panel = page.getByTestId('showcase-panel');
  await expect(panel.getByTestId('showcase-carousel-row').first()).toBeVisible();

  let createdId: string | null = null;
  try {
    // Validation: Próximo with no title, then a too short one.
    await panel.getByTestId('showcase-new').click();
    const modal = page.getByTestId('carousel-modal');
    await expect(modal.getByRole('heading', { name: 'Criar Carrossel' })).toBeVisible();
    await modal.getByTestId('carousel-next').click();
    await expect(modal.getByTestId('carousel-title-error')).toHaveText('Campo obrigatório');
    await expect(toast(page, 'O carrossel não pode ser criado sem um título.')).toBeVisible();
    await modal.getByTestId('carousel-title').fill('ab');
    await modal.getByTestId('carousel-next').click();
    await expect(modal.getByTestId('carousel-title-error')).toHaveText(
      'O nome do carrossel deve ter no mínimo 3 caracteres.',
    );

    // Three courses, picked in a non-alphabetical order that the homepage must keep.
    await modal.getByTestId('carousel-title').fill(TITLE);
    await chooseOption(page, modal.getByTestId('carousel-type'), 'Cursos');
    await modal.getByTestId('carousel-next').click();
    await expect(modal.getByTestId('carousel-tab-1')).toHaveAttribute('aria-selected', 'true');
    for (const course of courses)
      await modal.locator('label').filter({ hasText: course }).getByTestId('showcase-content-option').check();
    await expect(modal.getByTestId('showcase-selected-count')).toHaveText('3 selecionados');
    await modal.getByTestId('carousel-next').click();
    const created = page.waitForResponse((r) => r.url().endsWith('/carrossel/create'));
    await modal.getByTestId('carousel-save').click();
    createdId = ((await (await created).json()) as { data: { id: string } }).data.id;
    await expect(toast(page, 'Carrossel criado com sucesso!')).toBeVisible();
    await expect(modal).toBeHidden();
    const row = panel.locator(`[data-testid="showcase-carousel-row"][data-title="${TITLE}"]`);
    await expect(row).toBeVisible();
    // Published? (a new carousel may start unpublished: publish it from the menu)
    if ((await row.getByTestId('showcase-unpublished').count()) > 0) {
      await row.getByTestId('showcase-carousel-menu').click();
      await page.getByTestId('showcase-menu-publish').click();
      await expect(toast(page, 'Carrossel publicado.')).toBeVisible();
    }
    await expect(row.getByTestId('showcase-unpublished')).toHaveCount(0);

    // Ordenar vitrine: drag the new (last) carousel to the top with the keyboard sensor.
    await panel.getByTestId('showcase-order-toggle').click();
    const items = panel.getByTestId('showcase-order-item');
    const n = await items.count();
    expect(n).toBeGreaterThan(1);
    await expect(items.last()).toContainText(TITLE);
    const saved = page.waitForResponse((r) => r.url().endsWith('/carrossel/orderCarrossel'));
    await keyboardDrag(
      page,
      items.last().getByTestId('showcase-order-item-handle'),
      Array<'ArrowUp'>(n - 1).fill('ArrowUp'),
    );
    expect((await saved).status()).toBe(200);
    await expect(toast(page, 'Ordem dos carrosséis atualizada com sucesso.')).toBeVisible();
    await expect(items.first()).toContainText(TITLE);

    // Then with the pointer: drag it from the top to just below the second row.
    const second = (await items.nth(1).innerText()).trim();
    const from = await items.first().getByTestId('showcase-order-item-handle').boundingBox();
    const to = await items.nth(1).boundingBox();
    if (!from || !to) throw new Error('the order list is not laid out');
    const dropped = page.waitForResponse((r) => r.url().endsWith('/carrossel/orderCarrossel'));
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 8, { steps: 15 });
    await expectDraggedOver(page, 2);
    await page.mouse.up();
    expect((await dropped).status()).toBe(200);
    await expect(items.nth(1)).toContainText(TITLE);
    await expect(items.first()).toHaveText(second);
    const panelOrder = (await items.allInnerTexts()).map((s) => s.trim());

    // The student's homepage: the carousels in the panel's order, the new one's courses in order.
    const student = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
    try {
      const sp = await student.newPage();
      await login(sp, 'aluno@outra.local', outraUrl);
      const mine = sp.locator(`[data-testid="showcase-carousel"][data-carousel-id="${createdId}"]`);
      await expect(mine.getByTestId('showcase-carousel-title')).toHaveText(TITLE);
      await expect(mine.getByTestId('showcase-card')).toHaveCount(3);
      await expect(mine.getByTestId('showcase-card')).toContainText(courses);
      const homeTitles = (await sp.getByTestId('showcase-carousel-title').allInnerTexts()).map((s) =>
        s.trim(),
      );
      // Both lists name each carousel; the homepage hides unpublished or empty ones, so compare the
      // carousels both show.
      const inPanel = (t: string) => panelOrder.some((p) => p.includes(t));
      const shown = homeTitles.filter(inPanel);
      const expected = panelOrder
        .map((p) => shown.find((t) => p.includes(t)))
        .filter((t): t is string => t !== undefined);
      expect(shown.length).toBeGreaterThan(1);
      expect(shown).toContain(TITLE);
      expect(shown).toEqual(expected);
    } finally {
      await student.close();
    }
  } finally {
    if (createdId)
      await browserFetch(
        page,
        'DELETE',
        `/api/auth/config/plataforma/carrossel/delete/${outraTenant}/${createdId}`,
      );
  }
});

test('Banner: cropped desktop and mobile images, the homepage picks one per width', async ({
  page,
  browser,
}) => {
  const TITLE = `Jornada Banner ${RUN}`;
  await login(page, 'admin@outra.local', outraUrl);
  await openEditOption(page, 'main-banner');
  const panel = page.getByTestId('edit-panel-main-banner');
  await expect(panel).toBeVisible();

  let bannerId: string | null = null;
  try {
    await panel.getByTestId('banner-new').click();
    const dialog = page.getByTestId('banner-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('banner-title-input').fill(TITLE);

    const cropper = page.getByTestId('banner-cropper');
    for (const [which, png] of [
      ['desktop', makePng(320, 180, 40)],
      ['mobile', makePng(180, 320, 220)],
    ] as const) {
      await dialog.getByTestId(`banner-image-${which}-input`).setInputFiles({
        name: `${which}.png`,
        mimeType: 'image/png',
        buffer: png,
      });
      await expect(cropper).toBeVisible();
      const uploaded = page.waitForResponse((r) => /\/api\/uploads\/[^/]+\/finalize$/.test(r.url()));
      await cropper.getByTestId('banner-crop-confirm').click();
      expect((await uploaded).status()).toBe(200);
      await expect(cropper).toBeHidden();
      await expect(dialog.getByTestId(`banner-image-${which}-preview`)).toBeVisible();
    }

    // Validation: a description over 250 characters is refused with the spec's message.
    await dialog.locator('#banner-subtitle').fill('x'.repeat(251));
    await dialog.getByTestId('banner-save').click();
    await expect(
      dialog.getByText('A descrição do banner é maior do que o limite de 250').first(),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.locator('#banner-subtitle').fill('Descrição curta da jornada');

    const created = page.waitForResponse((r) => r.url().endsWith('/bannersCustom/create'));
    await dialog.getByTestId('banner-save').click();
    bannerId = ((await (await created).json()) as { data: { id: string } }).data.id;
    await expect(toast(page, 'Banner atualizado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const student = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
    try {
      const sp = await student.newPage();
      await login(sp, 'aluno@outra.local', outraUrl);
      const image = sp
        .getByTestId('banner-hero')
        .getByTestId('banner-slide')
        .filter({ hasText: TITLE })
        .getByTestId('banner-image');
      const current = () => image.evaluate((img: HTMLImageElement) => img.currentSrc);
      await expect.poll(current).toMatch(/\/api\/uploads\/file\/tenants\/.+\/banner-image\//);
      const desktopSrc = await current();

      await sp.setViewportSize({ width: 390, height: 844 });
      await sp.reload();
      await expect.poll(current).toMatch(/\/api\/uploads\/file\/tenants\/.+\/banner-image\//);
      const mobileSrc = await current();
      expect(mobileSrc).not.toBe(desktopSrc);
      // And each is the image of its own crop: 16:9 on desktop, 9:16 on mobile.
      const ratio = () => image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      await expect.poll(ratio).toBeLessThan(1);
      await sp.setViewportSize({ width: 1280, height: 800 });
      await sp.reload();
      await expect.poll(current).toBe(desktopSrc);
      await expect.poll(ratio).toBeGreaterThan(1);
    } finally {
      await student.close();
    }
  } finally {
    if (bannerId)
      await browserFetch(
        page,
        'DELETE',
        `/api/auth/config/plataforma/bannersCustom/delete/${outraTenant}/${bannerId}`,
      );
  }
});

test('Letreiro: the student is greeted by name on a lesson of the product; a second one is refused', async ({
  page,
  browser,
}) => {
  // Plano Essencial holds the photography course; the demo student (Bruno Aluno) is enrolled in it.
  const TEXT = 'Olá, $nome_aluno!';
  const lesson = `${demoUrl}/curso/${demoTenant}/luz-natural/${stableId(
    seedKeys.lesson('demo', 'fotografia-com-o-celular', 1, 2),
  )}`;
  await login(page, 'admin@demo.local');
  // Start from no marquee for that product, whatever an earlier run left.
  const before = (await (await page.request.get(`${demoUrl}/api/auth/marquee/${demoTenant}`)).json())
    .data as Array<{
    id: string;
    product: { title: string };
  }>;
  for (const m of before.filter((x) => x.product.title === 'Plano Essencial'))
    await page.request.delete(`${demoUrl}/api/auth/marquee/${m.id}`);

  try {
    await openEditOption(page, 'lesson-page');
    await expect(page.getByTestId('edit-panel-lesson-page')).toBeVisible();
    await page.getByTestId('lesson-menu-marquee').click();
    await page.getByTestId('marquee-new').click();
    await page.getByTestId('marquee-text').fill(TEXT);
    await expect(page.getByTestId('marquee-preview-text')).toContainText('Olá, ');
    await chooseOption(page, page.getByTestId('marquee-product'), 'Plano Essencial');
    await page.getByTestId('marquee-save').click();
    await expect(toast(page, 'Letreiro salvo com sucesso.')).toBeVisible();
    const item = page.getByTestId('marquee-item').filter({ hasText: 'Plano Essencial' });
    await expect(item.getByTestId('marquee-item-text')).toHaveText(TEXT);

    // A second marquee for the same product is refused.
    await page.getByTestId('marquee-new').click();
    await page.getByTestId('marquee-text').fill(`Outro ${RUN}`);
    await chooseOption(page, page.getByTestId('marquee-product'), 'Plano Essencial');
    await page.getByTestId('marquee-save').click();
    await expect(page.getByTestId('marquee-product-error')).toHaveText(
      'Já existe um letreiro definido para este produto.',
    );
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('marquee-item').filter({ hasText: 'Plano Essencial' })).toHaveCount(1);

    // The student opens a lesson of the photography course and sees the greeting scroll.
    const student = await browser.newContext({ locale: 'pt-BR' });
    try {
      const sp = await student.newPage();
      await signIn(sp, 'aluno@demo.local');
      await sp.goto(lesson);
      const marquee = sp.getByTestId('lesson-marquee');
      await expect(marquee).toBeVisible();
      await expect(marquee.getByTestId('marquee-text')).toHaveText('Olá, Bruno Aluno!');
      // Scrolling: the track is animated, and it moves.
      const track = marquee.getByTestId('marquee-text');
      expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
      const x0 = await track.evaluate((el) => el.getBoundingClientRect().x);
      await expect.poll(() => track.evaluate((el) => el.getBoundingClientRect().x)).not.toBe(x0);
    } finally {
      await student.close();
    }
  } finally {
    const after = (await (await page.request.get(`${demoUrl}/api/auth/marquee/${demoTenant}`)).json())
      .data as Array<{ id: string; text: string }>;
    for (const m of after.filter((x) => x.text === TEXT))
      await page.request.delete(`${demoUrl}/api/auth/marquee/${m.id}`);
  }
});

test('Ajustes gerais: Lista -> Sequência -> Tela cheia changes the student lesson page, then restored', async ({
  page,
  browser,
}) => {
  const lesson = `${outraUrl}/curso/${outraTenant}/check-in-e-bagagem/${stableId(
    seedKeys.lesson('outra', 'ingles-para-viagens', 1, 2),
  )}`;
  await login(page, 'admin@outra.local', outraUrl);
  const settings = await browserFetch(page, 'GET', `/api/auth/tenants/template_settings/${outraTenant}`);
  const original = (settings.body as { theme_classes: 1 | 2 | 3 }).theme_classes;

  const student = await browser.newContext({ locale: 'pt-BR' });
  const sp = await student.newPage();
  await login(sp, 'aluno@outra.local', outraUrl);

  const choose = async (n: 1 | 2 | 3) => {
    await openEditOption(page, 'lesson-page');
    await expect(page.getByTestId('edit-panel-lesson-page')).toBeVisible();
    await page.getByTestId('lesson-menu-general').click();
    const radio = page.getByTestId(`lesson-template-${n}`);
    if ((await radio.getAttribute('data-state')) !== 'checked') {
      await radio.click();
      await expect(toast(page, 'Template alterado com sucesso')).toBeVisible();
    }
    await expect(radio).toHaveAttribute('data-state', 'checked');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('edit-drawer')).toBeHidden();
  };

  try {
    await choose(1);
    await sp.goto(lesson);
    await expect(sp.getByTestId('lesson-page')).toHaveAttribute('data-template', 'list');
    await expect(sp.getByTestId('lesson-list')).toBeVisible();

    await choose(2);
    await sp.reload();
    await expect(sp.getByTestId('lesson-page')).toHaveAttribute('data-template', 'sequence');
    await expect(sp.getByTestId('lesson-sequence')).toBeVisible();
    await expect(sp.getByTestId('lesson-previous')).toBeVisible();

    await choose(3);
    await sp.reload();
    await expect(sp.getByTestId('lesson-page')).toHaveAttribute('data-template', 'fullscreen');
    await expect(sp.getByTestId('lesson-list')).toHaveCount(0);
    await sp.getByTestId('lessons-drawer-open').click();
    await expect(sp.getByTestId('lessons-drawer').getByTestId('lesson-item')).toHaveCount(3);
  } finally {
    await student.close();
    const restore = await browserFetch(page, 'POST', '/api/auth/tenants/template_settings/update', {
      theme_classes: original,
      tenant_id: outraTenant,
    });
    expect(restore.status).toBe(200);
  }
});
