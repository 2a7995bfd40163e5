import { expect, test } from '@playwright/test';
import { demoUrl, latestMailTo, login, loginThroughForm, outraUrl, PASSWORD, signIn } from './helpers';

// Signing in and out as a user would, on the seeded demo tenants (SPEC 2.1, issue 2 item 6).

test.describe('login page', () => {
  test('is translated, shows the tenant and refuses a wrong password with a clear message', async ({
    page,
  }) => {
    await page.goto(`${demoUrl}/login`);
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta à Academia Demo' })).toBeVisible();
    await expect(page.getByText('Senha', { exact: true })).toBeVisible();

    await page.getByTestId('login-email').fill('aluno@demo.local');
    await page.getByTestId('login-password').fill('senha-errada-000');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('E-mail ou senha inválidos.');
    await expect(page).toHaveURL(/\/login/);

    // The right password then lets the student in, on the homepage.
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/homepage$/);
    await expect(page.getByTestId('header')).toBeVisible();
  });

  test('checks the form before sending it', async ({ page }) => {
    await page.goto(`${demoUrl}/login`);
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-page')).toContainText(/e-mail/i);
  });

  test('a user of another tenant cannot sign in here', async ({ page }) => {
    await page.goto(`${demoUrl}/login`);
    await page.getByTestId('login-email').fill('aluno@outra.local');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('E-mail ou senha inválidos.');
    await page.goto(`${demoUrl}/homepage`);
    await expect(page).toHaveURL(/\/login/);

    // ...but on their own tenant's host they can.
    await loginThroughForm(page, 'aluno@outra.local', outraUrl);
    await expect(page.getByTestId('header-logo')).toBeVisible();
  });

  test("keeps the tenant's language for an en-US browser until the visitor picks another (decision 124)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${demoUrl}/login`);
    await expect(page.getByTestId('login-submit')).toHaveText('Entrar');
    // the visitor's own choice (the NEXT_LOCALE cookie the language picker sets) wins
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: demoUrl }]);
    await page.reload();
    await expect(page.getByText('Password', { exact: true })).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    await context.close();
  });
});

test.describe('session', () => {
  test('protected pages send an anonymous visitor to the login page and back after signing in', async ({
    page,
  }) => {
    await page.goto(`${demoUrl}/favoritos`);
    await expect(page).toHaveURL(/\/login\?next=%2Ffavoritos/);
    await page.getByTestId('login-email').fill('aluno@demo.local');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/favoritos$/);
  });

  test('signing out from the side menu ends the session', async ({ page, context }) => {
    await login(page, 'admin@demo.local');
    const cookies = await context.cookies(demoUrl);
    const session = cookies.find((c) => c.httpOnly);
    expect(session, 'an httpOnly session cookie').toBeTruthy();

    await page.getByTestId('menu-button').click();
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto(`${demoUrl}/homepage`);
    await expect(page).toHaveURL(/\/login/);
  });

  test('the session of one host does not sign the user in on another', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await page.goto(`${outraUrl}/homepage`);
    await expect(page).toHaveURL(/outra\.localhost.*\/login/);
  });
});

test.describe('magic link', () => {
  test('is offered only where the tenant turned it on, and signs in from the e-mailed link', async ({
    page,
  }) => {
    await page.goto(`${demoUrl}/login`);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page.getByTestId('magic-link-toggle')).toHaveCount(0);

    await page.goto(`${outraUrl}/login`);
    await page.getByTestId('magic-link-toggle').click();
    const sentAt = Date.now() - 1000;
    await page.getByTestId('magic-link-email').fill('aluno@outra.local');
    await page.getByTestId('magic-link-submit').click();
    await expect(page.getByTestId('magic-link-sent')).toContainText(
      'Se este e-mail estiver cadastrado, você receberá em instantes um link para entrar.',
    );

    const mail = await latestMailTo('aluno@outra.local', sentAt);
    expect(mail.subject).toBe('Seu link de acesso a Escola Outra');
    const link = mail.text.match(/https?:\/\/\S+\/api\/magic-link\/verify\?token=[\w-]+/)?.[0];
    expect(link, mail.text).toBeTruthy();

    await page.goto(link!);
    await expect(page).toHaveURL(/outra\.localhost.*\/homepage$/);
    await expect(page.getByTestId('header')).toBeVisible();

    // The link works once: a second visit lands on the login page with the reason.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto(link!);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-error')).toContainText('Este link de acesso é inválido');
  });
});

test.describe('security headers', () => {
  test('a page carries a fresh nonce policy, and every script the server sent has its nonce (decision 382)', async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on('console', (m) => {
      // a refused script, or a header the browser does not understand (Chromium names each unknown
      // Permissions-Policy feature on every page)
      if (/content security policy|permissions-policy/i.test(m.text())) blocked.push(m.text());
    });
    const first = await page.goto(`${demoUrl}/login`);
    const csp = first!.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    const tags = (await first!.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    // Next's client runtime ran under the policy (it sets window.next when it starts)
    await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object');
    const again = await page.goto(`${demoUrl}/login`);
    expect(again!.headers()['content-security-policy']).not.toContain(nonce!);
    expect(blocked).toEqual([]);
  });
});
