import { expect, test } from '@playwright/test';
import { demoUrl, latestMailTo, PASSWORD } from './helpers';
import { createStudent, deleteUser } from './support/db';

// 'Esqueci minha senha' (issue 54, ADR 0281): from the login page to a new password, through the
// e-mail the demo writes to its mail folder; the link works once and the session in another browser ends.

const EMAIL = 'reset-e2e@demo.local';

test.afterAll(() => deleteUser(EMAIL));

test('a student resets a forgotten password from the e-mailed link', async ({ page, browser }) => {
  await createStudent(EMAIL, 'Aluna Esquecida');
  // a session elsewhere (another device), which the change must end
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(`${demoUrl}/login`);
  await elsewhere.getByTestId('login-email').fill(EMAIL);
  await elsewhere.getByTestId('login-password').fill(PASSWORD);
  await elsewhere.getByTestId('login-submit').click();
  await expect(elsewhere).toHaveURL(/\/homepage$/);

  await page.goto(`${demoUrl}/login`);
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  const sentAt = Date.now() - 1000;
  await page.getByTestId('forgot-email').fill(EMAIL);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText(
    'Se este e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha.',
  );

  const mail = await latestMailTo(EMAIL, sentAt);
  expect(mail.subject).toBe('Redefina sua senha em Academia Demo');
  const link = mail.text.match(/https?:\/\/\S+\/redefinir-senha\?token=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByTestId('reset-rules')).toHaveText('Pelo menos 8 caracteres, com letras e números.');
  await page.getByTestId('reset-password').fill('curta');
  await page.getByTestId('reset-confirm').fill('curta');
  await page.getByTestId('reset-submit').click();
  await expect(
    page.getByText('A senha deve ter pelo menos 8 caracteres, com letras e números.'),
  ).toBeVisible();
  await page.getByTestId('reset-password').fill('NovaSenha2026');
  await page.getByTestId('reset-confirm').fill('NovaSenha2026');
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/homepage$/);
  await expect(page.getByTestId('header')).toBeVisible();

  // the other device's session is over
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login/);
  await other.close();

  // the link works once
  await page.goto(link!);
  await expect(page.getByTestId('reset-invalid')).toContainText(
    'Este link para redefinir a senha é inválido',
  );
});
