import { expect, test, type Page } from '@playwright/test';
import { browserFetch, chooseOption, keyboardDrag, login, outraUrl } from './helpers';

// The Vitrine (SPEC 2.12, 2.13, 4, 5): an editor builds a carousel through the modal's three tabs,
// publishes and unpublishes it, reorders the showcase and deletes it; the student sees it on /homepage
// with "Continuar assistindo", and cannot call the editor endpoints. On Escola Outra, so the demo
// tenant's look asserted by other specs is untouched.

const TITLE = 'Carrossel E2E';

/** Signs in as Escola Outra's admin and opens the Vitrine panel. */
async function openShowcasePanel(page: Page) {
  await login(page, 'admin@outra.local', outraUrl);
  // What an interrupted earlier run left: its carousel, deleted through the editor API.
  const tenant = (await browserFetch(page, 'GET', '/api/auth/me')).body.data.tenant.id as string;
  const carousels = (await browserFetch(page, 'GET', `/api/auth/home/carousels/${tenant}`)).body as {
    id: string;
    title: string;
  }[];
  for (const c of carousels.filter((x) => x.title === TITLE)) {
    const gone = await browserFetch(
      page,
      'DELETE',
      `/api/auth/config/plataforma/carrossel/delete/${tenant}/${c.id}`,
    );
    expect(gone.status).toBe(200);
  }
  await page.getByTestId('edit-mode-button').click();
  await page.getByTestId('edit-option-showcase').click();
  const panel = page.getByTestId('showcase-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('editor builds, publishes, reorders and deletes a carousel; the student sees it', async ({
  page,
  browser,
}) => {
  const panel = await openShowcasePanel(page);
  await expect(panel.getByTestId('showcase-system-tabs')).toContainText('Continuar assistindo');
  await expect(panel.getByTestId('showcase-system-tabs')).toContainText('Em alta');
  await expect(panel.getByTestId('showcase-system-tabs')).toContainText('Minha lista');
  await expect(panel.getByTestId('showcase-carousel-row').first()).toBeVisible();
  const seeded = await panel.getByTestId('showcase-carousel-row').count();

  // Criar Carrossel: Proximo without a title is refused.
  await panel.getByTestId('showcase-new').click();
  const modal = page.getByTestId('carousel-modal');
  await expect(modal.getByRole('heading', { name: 'Criar Carrossel' })).toBeVisible();
  await expect(modal.getByTestId('carousel-tab-0')).toHaveText('Dados do carrossel');
  await modal.getByTestId('carousel-next').click();
  await expect(modal.getByTestId('carousel-title-error')).toHaveText('Campo obrigatório');
  await expect(page.getByText('O carrossel não pode ser criado sem um título.')).toBeVisible();

  // A title, then the content (courses), then the advanced tab with autoplay.
  await modal.getByTestId('carousel-title').fill(TITLE);
  await chooseOption(page, modal.getByTestId('carousel-card-type'), 'Vertical');
  await chooseOption(page, modal.getByTestId('carousel-type'), 'Cursos');
  await modal.getByTestId('carousel-next').click();
  await expect(modal.getByTestId('carousel-tab-1')).toHaveAttribute('aria-selected', 'true');
  await modal.getByTestId('showcase-content-option').first().check();
  await modal.getByTestId('showcase-content-option').nth(1).check();
  await expect(modal.getByTestId('showcase-selected-count')).toHaveText('2 selecionados');
  await modal.getByTestId('carousel-next').click();
  await expect(modal.getByTestId('carousel-autoplay-time')).toHaveCount(0);
  await modal.getByTestId('carousel-autoplay').click();
  await expect(modal.getByTestId('carousel-autoplay-time')).toHaveValue('4');
  await modal.getByTestId('carousel-save').click();
  await expect(page.getByText('Carrossel criado com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();
  const row = panel.locator(`[data-testid="showcase-carousel-row"][data-title="${TITLE}"]`);
  await expect(row).toBeVisible();
  await expect(panel.getByTestId('showcase-carousel-row')).toHaveCount(seeded + 1);

  // Expanding shows its items.
  await row.getByRole('button', { name: new RegExp(TITLE) }).click();
  await expect(row.getByTestId('showcase-item')).toHaveCount(2);

  // Despublicar / Publicar from the menu.
  await row.getByTestId('showcase-carousel-menu').click();
  await page.getByTestId('showcase-menu-publish').click();
  await expect(page.getByText('Carrossel despublicado.')).toBeVisible();
  await expect(row.getByTestId('showcase-unpublished')).toBeVisible();
  await row.getByTestId('showcase-carousel-menu').click();
  await expect(page.getByTestId('showcase-menu-publish')).toHaveText('Publicar');
  await page.getByTestId('showcase-menu-publish').click();
  await expect(page.getByText('Carrossel publicado.')).toBeVisible();
  await expect(row.getByTestId('showcase-unpublished')).toHaveCount(0);

  // Editar Carrossel from the menu: the saved values come back, and one course fewer is saved.
  await row.getByTestId('showcase-carousel-menu').click();
  await page.getByTestId('showcase-menu-edit').click();
  await expect(modal.getByRole('heading', { name: 'Editar Carrossel' })).toBeVisible();
  await expect(modal.getByTestId('carousel-title')).toHaveValue(TITLE);
  await modal.getByTestId('carousel-next').click();
  await expect(modal.getByTestId('showcase-selected-count')).toHaveText('2 selecionados');
  await modal.locator('[data-testid="showcase-content-option"]:checked').first().uncheck();
  await expect(modal.getByTestId('showcase-selected-count')).toHaveText('1 selecionado');
  await modal.getByTestId('carousel-next').click();
  await modal.getByTestId('carousel-save').click();
  await expect(page.getByText('Carrossel atualizado com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(row.getByTestId('showcase-item')).toHaveCount(1);

  // Ordenar vitrine: move the new (last) carousel one place up with the keyboard; saved at once.
  await panel.getByTestId('showcase-order-toggle').click();
  const items = panel.getByTestId('showcase-order-item');
  await expect(items.last()).toContainText(TITLE);
  await keyboardDrag(page, items.last().getByTestId('showcase-order-item-handle'), ['ArrowUp']);
  await expect(page.getByText('Ordem dos carrosséis atualizada com sucesso.')).toBeVisible();
  await expect(items.nth(seeded - 1)).toContainText(TITLE);
  await panel.getByTestId('showcase-order-toggle').click();

  // "Continuar módulos", off as seeded, switched on for the student below (and off again at the end).
  const modules = panel.getByTestId('showcase-switch-continue-modules');
  await expect(modules).toHaveAttribute('data-state', 'unchecked');
  await modules.click();
  await expect(modules).toHaveAttribute('data-state', 'checked');
  await expect(panel.getByTestId('showcase-switch-continue-courses')).toHaveAttribute(
    'data-state',
    'unchecked',
  );

  // The student sees the published carousel and "Continuar assistindo"; editor calls answer 403.
  const student = await browser.newContext({ locale: 'pt-BR' });
  const sp = await student.newPage();
  await login(sp, 'aluno@outra.local', outraUrl);
  const titles = sp.getByTestId('showcase-carousel-title');
  await expect(titles.filter({ hasText: TITLE })).toBeVisible();
  await expect(titles.filter({ hasText: 'Continuar assistindo' })).toBeVisible();
  await expect(titles.filter({ hasText: 'Continuar módulos' })).toBeVisible();
  const cont = sp.locator('[data-testid="showcase-carousel"][data-carousel-id="system-5"]');
  await expect(cont.getByTestId('showcase-card').first()).toHaveAttribute('href', /^\/curso\//);
  // Minha lista: saving a lesson from "Continuar assistindo" brings the list carousel.
  await cont.getByTestId('showcase-mylist-toggle').first().click();
  await expect(titles.filter({ hasText: 'Minha lista' })).toBeVisible();
  await expect(cont.getByTestId('showcase-mylist-toggle').first()).toHaveAttribute('data-in-list', 'true');
  // From the page itself: the browser resolves *.localhost, Node's request client does not.
  const status = await sp.evaluate(async () => {
    const res = await fetch('/api/auth/config/plataforma/carrossel/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Invasor', type: 1, content: [] }),
    });
    return res.status;
  });
  expect(status).toBe(403);
  await student.close();
  await modules.click();
  await expect(modules).toHaveAttribute('data-state', 'unchecked');

  // Excluir, after the confirmation.
  await row.getByTestId('showcase-carousel-menu').click();
  await page.getByTestId('showcase-menu-delete').click();
  const dialog = page.getByTestId('showcase-delete-dialog');
  await expect(dialog).toContainText('Deseja mesmo remover este carrossel?');
  await dialog.getByTestId('showcase-delete-confirm').click();
  await expect(page.getByText('Carrossel deletado com sucesso')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(panel.getByTestId('showcase-carousel-row')).toHaveCount(seeded);
});

test('the carousel modal: its selects go back to "—", and a save does not close a reopened modal', async ({
  page,
}) => {
  const panel = await openShowcasePanel(page);
  await expect(panel.getByTestId('showcase-carousel-row').first()).toBeVisible();
  const seeded = await panel.getByTestId('showcase-carousel-row').count();
  await panel.getByTestId('showcase-new').click();
  const modal = page.getByTestId('carousel-modal');
  await modal.getByTestId('carousel-title').fill('Carrossel reaberto');

  // Card type back to "—": the placeholder shows again and the type is locked (SPEC 2.12).
  const cardType = modal.getByTestId('carousel-card-type');
  const type = modal.getByTestId('carousel-type');
  await chooseOption(page, cardType, 'Vertical');
  await expect(type).toBeEnabled();
  await chooseOption(page, cardType, '—');
  await expect(cardType).toHaveText('—');
  await expect(cardType).toHaveAttribute('data-placeholder', '');
  await expect(type).toBeDisabled();

  // Type back to "—": Proximo is refused with the type's message.
  await chooseOption(page, cardType, 'Vertical');
  await chooseOption(page, type, 'Cursos');
  await chooseOption(page, type, '—');
  await expect(type).toHaveText('—');
  await modal.getByTestId('carousel-next').click();
  await expect(modal.getByTestId('carousel-type-error')).toHaveText('Selecione algum tipo de carrossel.');
  await expect(modal.getByTestId('carousel-tab-0')).toHaveAttribute('aria-selected', 'true');

  await chooseOption(page, type, 'Cursos');
  await modal.getByTestId('carousel-next').click();
  await modal.getByTestId('showcase-content-option').first().check();
  await modal.getByTestId('carousel-next').click();

  // The save is held on its way while the modal is closed by hand and opened anew; when it then
  // succeeds, its delayed close (500 ms) must not shut the new opening.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/auth/config/plataforma/carrossel/create', async (route) => {
    await held;
    await route.continue();
  });
  await modal.getByTestId('carousel-save').click();
  await expect(modal.getByTestId('carousel-save')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await panel.getByTestId('showcase-new').click();
  await expect(modal.getByRole('heading', { name: 'Criar Carrossel' })).toBeVisible();
  release();
  await expect(page.getByText('Carrossel criado com sucesso!')).toBeVisible();
  // Asserting that nothing happens needs the time to pass: well past the old timer's 500 ms.
  await page.waitForTimeout(1500);
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('carousel-title')).toHaveValue('');
  await modal.getByTestId('carousel-cancel').click();
  await expect(modal).toBeHidden();

  // Clean up: the carousel made here is deleted again.
  const row = panel.locator('[data-testid="showcase-carousel-row"][data-title="Carrossel reaberto"]');
  await row.getByTestId('showcase-carousel-menu').click();
  await page.getByTestId('showcase-menu-delete').click();
  await page.getByTestId('showcase-delete-confirm').click();
  await expect(row).toHaveCount(0);
  await expect(panel.getByTestId('showcase-carousel-row')).toHaveCount(seeded);
});

test('the lesson list of the carousel modal loads more as it scrolls (SPEC 9 autocomplete list)', async ({
  page,
}) => {
  // Escola Outra has 30 lessons: a first page of 20, then 10 when the list's end scrolls into view.
  const panel = await openShowcasePanel(page);
  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/aulas/allClasses/'))
      pages.push(new URL(r.url()).searchParams.get('page')!);
  });
  await panel.getByTestId('showcase-new').click();
  const modal = page.getByTestId('carousel-modal');
  await modal.getByTestId('carousel-title').fill('Carrossel de aulas');
  await chooseOption(page, modal.getByTestId('carousel-card-type'), 'Horizontal');
  await chooseOption(page, modal.getByTestId('carousel-type'), 'Aulas');
  // 'Modo personalizado': lessons one by one (off, the modules are chosen)
  await modal.getByTestId('carousel-custom').click();
  await expect(modal.getByTestId('carousel-custom')).toHaveAttribute('data-state', 'checked');
  await modal.getByTestId('carousel-next').click();
  const options = modal.getByTestId('showcase-content-option');
  await expect(options).toHaveCount(20);
  // The list is 350 px high: its end is out of sight, so nothing more is asked yet.
  const list = options.first().locator('xpath=ancestor::div[contains(@class,"overflow-y-auto")][1]');
  expect(await list.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(350);
  const more = modal.getByTestId('showcase-lesson-more');
  await expect(more).toBeAttached();
  // Asserting that nothing is asked needs the time to pass: the observer reports a frame later.
  await page.waitForTimeout(500);
  expect(pages).toEqual(['1']);

  // Scrolled to its end, the list asks for page 2 once, and ends there (no sentinel, no third page).
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(options).toHaveCount(30);
  await expect(more).toHaveCount(0);
  await options.nth(25).check();
  await expect(modal.getByTestId('showcase-selected-count')).toHaveText('1 selecionado');
  expect(pages).toEqual(['1', '2']);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});
