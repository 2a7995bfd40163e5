import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { demoUrl, e2eDatabaseUrl, latestMailTo } from './helpers';

// A school from nothing (issue 48, ADR 0480): the operator's `npm run tenant` creates it, the owner
// follows the e-mailed link into the new school, signed in; `disable` turns every page into the 503
// 'Escola indisponível' page (seen at once: the cache bus, ADR 0482) and `enable` brings it back.

const run = promisify(execFile);
const tenantCli = (...args: string[]) =>
  run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'lib/tenants/cli-main.ts', ...args], {
    // the app's configuration, as playwright.config.ts gives the server (links use APP_URL's port)
    env: {
      ...process.env,
      DATABASE_URL: e2eDatabaseUrl(),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      APP_URL: demoUrl,
      STORAGE_SIGNING_SECRET: process.env.STORAGE_SIGNING_SECRET ?? 'e2e-only-signing-secret-0123456789',
    },
  });

const port = new URL(demoUrl).port;

test('an operator creates a school, its owner signs in by the e-mailed link, disable and enable', async ({
  page,
}) => {
  const id = randomBytes(3).toString('hex');
  const host = `escola-${id}.localhost`;
  const owner = `dona-${id}@example.com`;
  const sentAt = Date.now() - 1000;
  const created = await tenantCli('create', '--name', `Escola ${id}`, '--domain', host, '--admin', owner);
  expect(created.stdout).toContain(`created school "Escola ${id}"`);

  const mail = await latestMailTo(owner, sentAt);
  expect(mail.subject).toBe(`Sua escola Escola ${id} está pronta`);
  const link = mail.text.match(/https?:\/\/\S+\/api\/magic-link\/verify\?token=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(new URL(link!).host).toBe(`${host}:${port}`);

  await page.goto(link!);
  await expect(page).toHaveURL(new RegExp(`${host.replace(/\./g, '\\.')}.*/homepage$`));
  await expect(page.getByTestId('header')).toBeVisible();

  // a taken domain is refused with a clear message and a non-zero code
  const again = await tenantCli('create', '--name', 'Outra', '--domain', host, '--admin', owner).catch(
    (e: { code: number; stderr: string }) => e,
  );
  expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already belongs') });

  await tenantCli('disable', '--tenant', host);
  const closed = await page.goto(`http://${host}:${port}/homepage`);
  expect(closed?.status()).toBe(503);
  await expect(page.getByTestId('school-unavailable-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escola indisponível' })).toBeVisible();
  // sign-in is refused as well (from the page: Node's resolver does not know *.localhost)
  const login = await page.evaluate(async (email) => {
    const res = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'qualquer-coisa-123' }),
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  }, owner);
  expect(login.status).toBe(503);
  expect(login.body.message).toMatch(/^Escola indisponível/);

  await tenantCli('enable', '--tenant', host);
  const open = await page.goto(`http://${host}:${port}/homepage`);
  expect(open?.status()).toBe(200);
  await expect(page.getByTestId('header')).toBeVisible();
});
