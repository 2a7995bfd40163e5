import { expect, test, type Page } from '@playwright/test';
import { demoUrl, login } from './helpers';

// Issue 14 behaviour faults: an empty banner is refused, Aparência flags '#12' when the field is left,
// the login error goes away when the form is resubmitted empty, and the pt-BR page ignores an en-US browser.

async function openEdit(page: Page, option: string) {
  await page.getByTestId('edit-mode-button').click();
  await page.getByTestId('edit-drawer').getByTestId(`edit-option-${option}`).click();
}

test('an empty banner cannot be saved', async ({ page }) => {
  await login(page, 'admin@demo.local');
  await openEdit(page, 'main-banner');
  await page.getByTestId('banner-new').click();
  await page.getByTestId('banner-save').click();
  await expect(page.getByText('Adicione uma imagem ou um título ao banner.')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Banner' })).toHaveCount(0);
});

test("Aparência flags '#12' as soon as Cor principal is left", async ({ page }) => {
  await login(page, 'admin@demo.local');
  await openEdit(page, 'appearance');
  const hex = page.getByTestId('appearance-primary-hex');
  await hex.fill('#12');
  await hex.blur();
  await expect(page.getByText('Informe uma cor no formato #RRGGBB.')).toBeVisible();
});

test('the login error is cleared when the emptied form is resubmitted', async ({ page }) => {
  await page.goto(`${demoUrl}/login`);
  await page.getByTestId('login-email').fill('aluno@demo.local');
  await page.getByTestId('login-password').fill('senha-errada');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('E-mail ou senha inválidos.');
  await page.getByTestId('login-email').fill('');
  await page.getByTestId('login-password').fill('');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
});

test('an en-US browser still gets the school in Portuguese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await login(page, 'aluno@demo.local');
  await expect(page.getByTestId('nav-favorites')).toHaveText('Favoritos');
  await context.close();
});
