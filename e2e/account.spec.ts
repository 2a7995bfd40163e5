import { expect, test } from '@playwright/test';
import { demoUrl, expectHydrated, gotoShell, latestMailTo, PASSWORD, signIn } from './helpers';
import { createStudent, deleteUser } from './support/db';

// 'Minha conta' on 'Meu perfil' (issue 54, ADR 0282): the member edits their name, password and e-mail.

const EMAIL = 'conta-e2e@demo.local';
const NEW_EMAIL = 'conta-e2e-novo@demo.local';

test.afterAll(async () => {
  await deleteUser(EMAIL);
  await deleteUser(NEW_EMAIL);
});

test('a student edits name, password and e-mail from the profile', async ({ page }) => {
  await deleteUser(NEW_EMAIL);
  await createStudent(EMAIL, 'Conta Antiga');
  await signIn(page, EMAIL);
  await gotoShell(page, `${demoUrl}/dashboard/profile`);
  // the avatar button's name carries the initials it shows (axe label-content-name-mismatch)
  await expect(page.getByTestId('menu-button')).toHaveAccessibleName('Abrir menu (CA)');
  await expect(page.getByTestId('account-preferences')).toHaveAttribute('href', '/notifications');
  await expect(page.getByTestId('account-reminders')).toHaveAttribute('href', '/lembretes');

  const edit = page.getByTestId('account-edit');
  await expectHydrated(edit);
  await edit.click();
  await expect(page.getByTestId('account-editor')).toBeVisible();

  await page.getByTestId('account-name').fill('Conta Nova');
  await page.getByTestId('account-name-save').click();
  await expect(page.getByText('Nome atualizado.')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Conta Nova');

  await page.getByTestId('account-current-password').fill('senha-errada-1');
  await page.getByTestId('account-new-password').fill('NovaSenha2026');
  await page.getByTestId('account-password-save').click();
  await expect(page.getByText('A senha atual não confere.')).toBeVisible();
  await page.getByTestId('account-current-password').fill(PASSWORD);
  await page.getByTestId('account-password-save').click();
  await expect(
    page.getByText('Senha alterada. As outras sessões da sua conta foram encerradas.'),
  ).toBeVisible();

  const sentAt = Date.now() - 1000;
  await page.getByTestId('account-email').fill(NEW_EMAIL);
  // a session alone does not move the account: the current password is asked again
  await page.getByTestId('account-email-current-password').fill('senha-errada-1');
  await page.getByTestId('account-email-save').click();
  await expect(page.getByText('A senha atual não confere.')).toBeVisible();
  await page.getByTestId('account-email-current-password').fill('NovaSenha2026');
  await page.getByTestId('account-email-save').click();
  await expect(page.getByTestId('account-email-sent')).toContainText(NEW_EMAIL);
  const mail = await latestMailTo(NEW_EMAIL, sentAt);
  expect(mail.subject).toBe('Confirme seu novo e-mail em Academia Demo');
  const link = mail.text.match(/https?:\/\/\S+\/api\/account\/email\/confirm\?token=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByTestId('profile-email-result')).toHaveText('E-mail alterado.');
  await expect(page.getByTestId('profile-email')).toHaveText(NEW_EMAIL);

  // the new password and address sign in
  await signIn(page, NEW_EMAIL, demoUrl, 'NovaSenha2026');
});
