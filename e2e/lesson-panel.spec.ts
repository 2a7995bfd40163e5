import { expect, test, type Page } from '@playwright/test';
import { chooseOption, demoUrl, login } from './helpers';

// Edit mode -> Página de aula (SPEC 2.8): Ajustes gerais (template, comments) and Letreiro (marquees).

async function tenantId(page: Page): Promise<string> {
  const res = await page.request.get(`${demoUrl}/api/auth/me`);
  return (await res.json()).data.tenant.id as string;
}

async function openLessonPanel(page: Page) {
  await page.getByTestId('edit-mode-button').click();
  const drawer = page.getByTestId('edit-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('edit-option-lesson-page').click();
  await expect(page.getByTestId('edit-panel-lesson-page')).toBeVisible();
  await expect(page.getByTestId('lesson-menu')).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('editor', () => {
  test('Ajustes gerais: the template and the comments switch are saved at once', async ({ page }) => {
    await login(page, 'admin@demo.local');
    await openLessonPanel(page);
    await page.getByTestId('lesson-menu-general').click();
    const general = page.getByTestId('lesson-general');
    await expect(general.getByText('Lista')).toBeVisible();
    await expect(general.getByText('Sequência')).toBeVisible();
    await expect(general.getByText('Tela cheia')).toBeVisible();

    const tpl3 = page.getByTestId('lesson-template-3');
    const target = (await tpl3.getAttribute('data-state')) === 'checked' ? 2 : 3;
    await page.getByTestId(`lesson-template-${target}`).click();
    await expect(toast(page, 'Template alterado com sucesso')).toBeVisible();

    const comments = page.getByTestId('lesson-comments');
    const wasOn = (await comments.getAttribute('data-state')) === 'checked';
    await comments.click();
    await expect(toast(page, 'Configuração de comentários atualizada')).toBeVisible();

    await page.reload();
    await openLessonPanel(page);
    await page.getByTestId('lesson-menu-general').click();
    await expect(page.getByTestId(`lesson-template-${target}`)).toHaveAttribute('data-state', 'checked');
    await expect(page.getByTestId('lesson-comments')).toHaveAttribute(
      'data-state',
      wasOn ? 'unchecked' : 'checked',
    );
  });

  test('Letreiro: create, duplicate product refused, edit, delete', async ({ page }) => {
    await login(page, 'admin@demo.local');
    // Start from no marquees, whatever an earlier run left.
    const tenant = await tenantId(page);
    const existing = (await (await page.request.get(`${demoUrl}/api/auth/marquee/${tenant}`)).json()).data;
    for (const m of existing as Array<{ id: string }>)
      await page.request.delete(`${demoUrl}/api/auth/marquee/${m.id}`);

    await openLessonPanel(page);
    await page.getByTestId('lesson-menu-marquee').click();
    await expect(page.getByTestId('marquee-empty')).toBeVisible();

    // Create
    await page.getByTestId('marquee-new').click();
    // A pasted text over the limit is kept and counted, not cut silently (issue 54)
    await page.getByTestId('marquee-text').fill('Olá {{nome}}, bons estudos nesta semana');
    await expect(page.getByTestId('marquee-text-counter')).toHaveText('39/32');
    await expect(page.getByTestId('marquee-text')).toHaveValue('Olá {{nome}}, bons estudos nesta semana');
    await page.getByTestId('marquee-text').fill('Olá {{nome}}, bons estudos');
    await expect(page.getByTestId('marquee-text-counter')).toHaveText('26/32');
    await expect(page.getByTestId('marquee-preview-text')).toHaveText('Olá Maria Silva, bons estudos');
    await page.getByTestId('marquee-text').fill('Olá $nome_aluno, bons estudos');
    await expect(page.getByTestId('marquee-text-counter')).toHaveText('29/32');
    await expect(page.getByTestId('marquee-preview-text')).toHaveText('Olá Maria Silva, bons estudos');
    await chooseOption(page, page.getByTestId('marquee-product'), 'Plano Essencial');
    await expect(page.getByTestId('marquee-speed-value')).toHaveText('40');
    await page.getByTestId('marquee-speed').focus();
    // The slider is controlled by the form: each key steps from the value last rendered, so the next key
    // goes once the previous step shows (five quick presses on a loaded machine can all step from 40).
    for (let speed = 41; speed <= 45; speed++) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('marquee-speed-value')).toHaveText(String(speed));
    }
    await page.getByTestId('marquee-url').fill('https://example.com/oferta');
    await page.getByTestId('marquee-save').click();
    await expect(toast(page, 'Letreiro salvo com sucesso.')).toBeVisible();
    const items = page.getByTestId('marquee-item');
    await expect(items).toHaveCount(1);
    await expect(items.first().getByTestId('marquee-item-product')).toHaveText('Plano Essencial');

    // The inactive product is never offered; the same product twice is refused.
    await page.getByTestId('marquee-new').click();
    await page.getByTestId('marquee-product').click();
    await expect(page.getByRole('option', { name: 'Plano Essencial' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Plano Antigo' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('marquee-save').click();
    await expect(page.getByText('O texto do letreiro é obrigatório')).toBeVisible();
    await expect(page.getByText('Por favor, selecione um produto')).toBeVisible();
    await page.getByTestId('marquee-text').fill('Segundo letreiro');
    await chooseOption(page, page.getByTestId('marquee-product'), 'Plano Essencial');
    await page.getByTestId('marquee-url').fill('nao e um link');
    await page.getByTestId('marquee-save').click();
    await expect(page.getByText('Insira uma URL válida')).toBeVisible();
    await page.getByTestId('marquee-url').fill('');
    await page.getByTestId('marquee-save').click();
    await expect(page.getByTestId('marquee-product-error')).toHaveText(
      'Já existe um letreiro definido para este produto.',
    );
    await expect(toast(page, 'Selecione outro produto')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(items).toHaveCount(1);

    // Edit
    await items.first().getByTestId('marquee-edit').click();
    await expect(page.getByTestId('marquee-text')).toHaveValue('Olá $nome_aluno, bons estudos');
    await expect(page.getByTestId('marquee-speed-value')).toHaveText('45');
    await page.getByTestId('marquee-text').fill('Até logo, $nome_aluno');
    await page.getByTestId('marquee-save').click();
    await expect(toast(page, 'Letreiro atualizado com sucesso.')).toBeVisible();
    await expect(items.first().getByTestId('marquee-item-text')).toHaveText('Até logo, $nome_aluno');

    // Delete, after the confirmation
    await items.first().getByTestId('marquee-delete').click();
    await expect(page.getByTestId('marquee-delete-dialog')).toBeVisible();
    await page.getByTestId('marquee-delete-confirm').click();
    await expect(toast(page, 'Exclusão realizada.')).toBeVisible();
    await expect(page.getByTestId('marquee-empty')).toBeVisible();
  });
});

test.describe('student', () => {
  test('gets 403 on the marquee API and no Página de aula panel', async ({ page }) => {
    await login(page, 'aluno@demo.local');
    const tenant = await tenantId(page);
    const list = await page.request.get(`${demoUrl}/api/auth/marquee/${tenant}`);
    expect(list.status()).toBe(403);
    const create = await page.request.post(`${demoUrl}/api/auth/marquee/create`, {
      data: { text: 'x', product_id: tenant, timer: 40, tenant_id: tenant },
    });
    expect(create.status()).toBe(403);
    await expect(page.getByTestId('edit-mode-button')).toHaveCount(0);
  });
});
