import { expect, test, type Page } from '@playwright/test';
import { chooseOption, demoUrl, login, makePng } from './helpers';

// Edit mode -> Gamificação (SPEC 2.7): Pontuação, Níveis, Recompensa and Ranking through the panel UI.

async function tenantId(page: Page): Promise<string> {
  const res = await page.request.get(`${demoUrl}/api/auth/me`);
  return (await res.json()).data.tenant.id as string;
}

async function openSection(page: Page, section: 'rewards' | 'levels' | 'points' | 'ranking') {
  await page.getByTestId('edit-mode-button').click();
  const drawer = page.getByTestId('edit-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('edit-option-gamification').click();
  await expect(page.getByTestId('edit-panel-gamification')).toBeVisible();
  await page.getByTestId(`gamification-menu-${section}`).click();
  await expect(page.getByTestId(`gamification-${section}`)).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const option = (page: Page, testId: string, title: string) =>
  page.getByTestId(`${testId}-option`).and(page.getByLabel(title, { exact: true }));

async function clearLevelsAndRewards(page: Page, tenant: string) {
  const levels = (await (await page.request.get(`${demoUrl}/api/auth/ranking/levels/get/${tenant}`)).json())
    .data as Array<{ id: string }>;
  for (const l of levels)
    await page.request.delete(`${demoUrl}/api/auth/ranking/levels/delete/${l.id}/${tenant}`);
  const rewards = (await (await page.request.get(`${demoUrl}/api/auth/ranking/rewards/get/${tenant}`)).json())
    .data as Array<{ id: string }>;
  for (const r of rewards)
    await page.request.delete(`${demoUrl}/api/auth/ranking/rewards/delete/${r.id}/${tenant}`);
}

test.describe('editor', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'admin@demo.local');
  });

  test('Pontuação: finish_class scores 10, a product joins the gamification, both persist', async ({
    page,
  }) => {
    await openSection(page, 'points');
    const form = page.getByTestId('points-form');
    await expect(form).toBeVisible();
    const created = (await form.getAttribute('data-mode')) === 'create';

    // the name is required
    await page.getByTestId('points-name').fill('');
    await page.getByTestId('points-save').click();
    await expect(page.getByTestId('points-name-error')).toHaveText('Obrigatório');
    await page.getByTestId('points-name').fill('XP');

    const sw = page.getByTestId('points-platform-finish_class-enabled');
    if ((await sw.getAttribute('data-state')) !== 'checked') await sw.click();
    await page.getByTestId('points-platform-finish_class-points').fill('10');

    const essencial = option(page, 'points-products', 'Plano Essencial');
    if (!(await essencial.isChecked())) await essencial.check();
    await expect(essencial).toBeChecked();
    // inactive products are never offered
    await expect(option(page, 'points-products', 'Plano Antigo')).toHaveCount(0);

    await page.getByTestId('points-save').click();
    await expect(
      toast(page, created ? 'Pontuação criada com sucesso.' : 'Pontuação atualizada com sucesso.'),
    ).toBeVisible();

    await page.reload();
    await openSection(page, 'points');
    await expect(page.getByTestId('points-form')).toHaveAttribute('data-mode', 'update');
    await expect(page.getByTestId('points-name')).toHaveValue('XP');
    await expect(page.getByTestId('points-platform-finish_class-enabled')).toHaveAttribute(
      'data-state',
      'checked',
    );
    await expect(page.getByTestId('points-platform-finish_class-points')).toHaveValue('10');
    await expect(option(page, 'points-products', 'Plano Essencial')).toBeChecked();
  });

  test('Níveis: create Bronze at 10 with a product, validation, edit, remove', async ({ page }) => {
    await clearLevelsAndRewards(page, await tenantId(page));
    await openSection(page, 'levels');
    await expect(page.getByTestId('levels-empty')).toBeVisible();

    await page.getByTestId('level-new').click();
    await expect(page.getByText('Novo nível')).toBeVisible();
    const save = page.getByTestId('level-save');
    await expect(save).toBeDisabled();
    await page.getByTestId('level-name').fill('x');
    await page.getByTestId('level-name').fill('');
    await expect(page.getByTestId('level-name-error')).toHaveText('Obrigatório');
    await expect(page.getByTestId('level-products-error')).toHaveText('Nenhum produto selecionado.');
    await page.getByTestId('level-name').fill('Bronze');
    await expect(page.getByTestId('level-name-counter')).toHaveText('6/32');
    await page.getByTestId('level-score').fill('10');
    await expect(save).toBeDisabled();
    await option(page, 'level-products', 'Plano Essencial').check();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, 'Novo nível criado.')).toBeVisible();

    const items = page.getByTestId('level-item');
    await expect(items).toHaveCount(1);
    await expect(items.first().getByTestId('level-item-name')).toHaveText('Bronze');
    await expect(items.first().getByTestId('level-item-score')).toHaveText('10 XP');

    // Edit: the product chosen at creation is there
    await items.first().getByTestId('level-menu').click();
    await page.getByTestId('level-edit').click();
    await expect(page.getByText('Editar nível')).toBeVisible();
    await expect(page.getByTestId('level-name')).toHaveValue('Bronze');
    await expect(option(page, 'level-products', 'Plano Essencial')).toBeChecked();
    await page.getByTestId('level-name').fill('Bronze I');
    await page.getByTestId('level-score').fill('15');
    await page.getByTestId('level-save').click();
    await expect(toast(page, 'Nível atualizado com sucesso.')).toBeVisible();
    await expect(items.first().getByTestId('level-item-name')).toHaveText('Bronze I');
    await expect(items.first().getByTestId('level-item-score')).toHaveText('15 XP');

    // Remove
    await items.first().getByTestId('level-menu').click();
    await page.getByTestId('level-remove').click();
    await page.getByTestId('level-delete-confirm').click();
    await expect(page.getByTestId('levels-empty')).toBeVisible();
  });

  test('Recompensa: validation, create a score reward with a badge, preview, delete', async ({ page }) => {
    await clearLevelsAndRewards(page, await tenantId(page));
    await openSection(page, 'rewards');
    await expect(page.getByText('Você ainda não possui recompensas')).toBeVisible();
    await expect(
      page.getByText('Crie recompensas para seus alunos após realizarem tarefas personalizadas'),
    ).toBeVisible();

    await page.getByTestId('reward-new').click();
    await expect(page.getByText('Criar recompensa')).toBeVisible();
    // nothing filled: name, products and the badge are required
    await page.getByTestId('reward-save').click();
    await expect(page.getByTestId('reward-name-error')).toHaveText('Campo obrigatório');
    await expect(page.getByTestId('reward-products-error')).toHaveText(
      'Turma/produto que irá pontuar é obrigatório',
    );

    // quiz criterion needs a quiz
    await chooseOption(page, page.getByTestId('reward-type'), 'Passar na avaliação');
    await page.getByTestId('reward-save').click();
    await expect(page.getByTestId('reward-quiz-error')).toHaveText('Campo obrigatório');

    // the lesson criterion: the demo's 47 lessons, 20 at first, more as the list scrolls (SPEC 9)
    await chooseOption(page, page.getByTestId('reward-type'), 'Conclusão de aula');
    const lessons = page.getByTestId('reward-lesson-option');
    await expect(lessons).toHaveCount(20);
    await page.getByTestId('reward-lesson-more').scrollIntoViewIfNeeded();
    await expect(lessons).toHaveCount(40);
    // and stays there while the end is out of sight (checked after the observer's next report)
    await page.waitForTimeout(500);
    await expect(lessons).toHaveCount(40);
    await lessons.nth(30).check();
    await expect(page.getByTestId('reward-lesson-selected')).toContainText('Selecionada: ');
    await chooseOption(page, page.getByTestId('reward-type'), 'Alcançar pontos');

    // links must be URLs
    await page.getByTestId('reward-delivery-link').click();
    await page.getByTestId('reward-link').first().fill('nao e um link');
    await page.getByTestId('reward-save').click();
    await expect(page.getByTestId('reward-links-error')).toHaveText(
      'Valor inválido, corrija e tente novamente',
    );
    await page.getByTestId('reward-link-add').click();
    await expect(page.getByTestId('reward-link')).toHaveCount(2);
    await page.getByTestId('reward-link-remove').first().click();
    await expect(page.getByTestId('reward-link')).toHaveCount(1);

    // the document box (SPEC 2.14): says its limit and takes a file dropped on it
    await page.getByTestId('reward-delivery-file').click();
    const box = page.getByTestId('reward-file-drop');
    await expect(box.getByTestId('reward-file-limit')).toHaveText('tamanho máx: 15MB');
    await expect(box).toContainText('ou arraste e solte o arquivo aqui');
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(
        new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], 'apostila.pdf', { type: 'application/pdf' }),
      );
      return data;
    });
    await box.dispatchEvent('dragover', { dataTransfer: dropped });
    await expect(box).toHaveAttribute('data-over', 'true');
    await box.dispatchEvent('drop', { dataTransfer: dropped });
    await expect(page.getByTestId('reward-file-current')).toContainText('apostila.pdf');

    // a badge over 1 MB is refused before sending
    await page.getByTestId('reward-delivery-badge').click();
    await page.getByTestId('reward-badge').setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([makePng(10, 10), Buffer.alloc(1_100_000)]),
    });
    await expect(page.getByTestId('reward-badge-error')).toHaveText(
      'O arquivo excede o tamanho máximo permitido de 1MB.',
    );
    await page.getByTestId('reward-badge').setInputFiles({
      name: 'insignia.png',
      mimeType: 'image/png',
      buffer: makePng(400, 400, 90),
    });
    await expect(page.getByTestId('reward-badge-current').locator('img')).toBeVisible();

    await page.getByTestId('reward-name').fill('Primeiros 10 pontos');
    await page.getByTestId('reward-description').fill('Ganhe ao somar 10 pontos');
    await page.getByTestId('reward-score').fill('10');
    await option(page, 'reward-products', 'Plano Essencial').check();

    // animation preview opens the player; 'Encerrar animação' closes it
    await chooseOption(page, page.getByTestId('reward-animation'), 'Troféu');
    await page.getByTestId('reward-animation-preview').click();
    const close = page.getByRole('button', { name: 'Encerrar animação' });
    await expect(close).toBeVisible();
    await close.click();
    await expect(close).toHaveCount(0);
    await chooseOption(page, page.getByTestId('reward-sound'), 'Moeda');

    await page.getByTestId('reward-save').click();
    await expect(toast(page, 'Nova recompensa criada')).toBeVisible();
    const items = page.getByTestId('reward-item');
    await expect(items).toHaveCount(1);
    await expect(items.first().getByTestId('reward-item-name')).toHaveText('Primeiros 10 pontos');
    await expect(items.first().getByTestId('reward-item-type')).toHaveText('Alcançar pontos');

    // edit keeps the values and saves
    await items.first().getByTestId('reward-edit').click();
    await expect(page.getByText('Editar recompensa').first()).toBeVisible();
    await expect(page.getByTestId('reward-name')).toHaveValue('Primeiros 10 pontos');
    await expect(page.getByTestId('reward-score')).toHaveValue('10');
    await expect(option(page, 'reward-products', 'Plano Essencial')).toBeChecked();
    await page.getByTestId('reward-name').fill('Primeiros pontos');
    await page.getByTestId('reward-save').click();
    await expect(toast(page, 'Recompensa atualizada com sucesso')).toBeVisible();
    await expect(items.first().getByTestId('reward-item-name')).toHaveText('Primeiros pontos');

    // delete through the modal
    await items.first().getByTestId('reward-delete').click();
    const dialog = page.getByTestId('reward-delete-dialog');
    await expect(dialog.getByText('Excluir recompensa')).toBeVisible();
    await expect(
      dialog.getByText('Tem certeza que deseja excluir essa recompensa? Essa ação é irreversível'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Sim, desejo excluir' }).click();
    await expect(toast(page, 'Recompensa excluída com sucesso')).toBeVisible();
    await expect(page.getByTestId('rewards-empty')).toBeVisible();
  });

  test('Ranking: the switch persists after reload; clearing points asks first', async ({ page }) => {
    await openSection(page, 'ranking');
    const sw = page.getByTestId('ranking-toggle');
    await expect(sw).toBeEnabled();
    const wasOn = (await sw.getAttribute('data-state')) === 'checked';
    await sw.click();
    await expect(toast(page, wasOn ? 'Ranking desativado' : 'Ranking ativado')).toBeVisible();

    await page.reload();
    await openSection(page, 'ranking');
    await expect(page.getByTestId('ranking-toggle')).toHaveAttribute(
      'data-state',
      wasOn ? 'unchecked' : 'checked',
    );
    // leave it on for the student-side tests
    if (wasOn) {
      await page.getByTestId('ranking-toggle').click();
      await expect(toast(page, 'Ranking ativado')).toBeVisible();
    }

    await page.getByTestId('ranking-reset').click();
    const dialog = page.getByTestId('ranking-reset-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('ranking-reset').click();
    await page.getByTestId('ranking-reset-confirm').click();
    await expect(dialog).toHaveCount(0);
    // the reset's own success toast (the 'Ranking ativado' one above may still be on screen)
    await expect(
      page.locator('[data-sonner-toast][data-type="success"]').filter({ hasNotText: 'Ranking' }),
    ).toBeVisible();
  });
});

test.describe('student', () => {
  test('has no edit mode and is refused by the gamification admin API', async ({ page }) => {
    await login(page, 'aluno@demo.local');
    const tenant = await tenantId(page);
    await expect(page.getByTestId('edit-mode-button')).toHaveCount(0);
    const res = await page.request.get(`${demoUrl}/api/auth/ranking/rewards/get/${tenant}`);
    expect(res.status()).toBe(403);
  });
});
