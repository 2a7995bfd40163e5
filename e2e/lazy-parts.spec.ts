import { expect, test } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, expectShellReady, gotoShell, signIn, toast } from './helpers';

// Decisions 240-243: parts of the student pages that load on intent (a press, a hover or focus, the
// first toast) still work on a first use with nothing preloaded, and keep their keyboard behaviour.

const tenantId = stableId(seedKeys.tenant('demo'));
const communityId = stableId(seedKeys.community('demo'));
const lessonPath = `/curso/${tenantId}/foco-e-exposicao-manual/019b76da-a800-7d5e-b2b8-b4a602b22669`;

test.beforeEach(async ({ page }) => {
  await signIn(page, 'aluno@demo.local');
});

test('the search modal opens and finds on a first press without hover or focus; Escape gives the focus back', async ({
  page,
}) => {
  await gotoShell(page, `${demoUrl}/homepage`);
  const button = page.getByTestId('search-button');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // a bare click event: no pointer-enter or focus first, so nothing was preloaded
  await button.dispatchEvent('click');
  const modal = page.getByTestId('search-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('role', 'dialog');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(modal.getByTestId('search-input')).toBeFocused();
  await page.keyboard.type('fotog');
  await expect(modal.getByTestId('search-quick-result').first()).toContainText('Fotografia com o Celular');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // opened again: the input starts empty
  await page.keyboard.press('Enter');
  await expect(modal.getByTestId('search-input')).toHaveValue('');
});

test("the lesson's comment form checks an empty comment, then the first toast of the page shows", async ({
  page,
}) => {
  await page.goto(`${demoUrl}${lessonPath}`);
  await expectShellReady(page);
  const input = page.getByTestId('comment-input');
  await page.getByTestId('comment-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Escreva o seu comentário.' })).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.fill('Uma dúvida sobre o fotômetro');
  await expect(page.getByText('Escreva o seu comentário.')).toHaveCount(0);
  await page.getByTestId('comment-submit').click();
  await expect(toast(page, 'Comentário enviado')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(
    page.getByTestId('comment-body').filter({ hasText: 'Uma dúvida sobre o fotômetro' }),
  ).toBeVisible();
});

test("a post's menu opens from the keyboard on its first use; Excluir asks, then removes it", async ({
  page,
}) => {
  const title = `Post do menu ${Date.now()}`;
  const created = await page.request.post(`${demoUrl}/api/v2/communities/${communityId}/posts`, {
    headers: { origin: demoUrl },
    data: { title, body: 'Para apagar', link_url: null, attachments: [] },
  });
  expect(created.status()).toBe(201);
  await page.goto(`${demoUrl}/comunidade/${tenantId}/${communityId}`);
  await expectShellReady(page);
  const card = page.getByTestId('post-card').filter({ hasText: title });
  const menu = card.getByTestId('post-menu');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('post-edit')).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('post-edit')).toBeHidden();
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('post-delete')).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('confirm-delete');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('role', 'dialog');
  await dialog.getByTestId('confirm-delete-ok').click();
  await expect(toast(page, 'Publicação excluída.')).toBeVisible();
  await expect(card).toHaveCount(0);
});
