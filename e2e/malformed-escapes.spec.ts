import { expect, test } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, expectShellReady, signIn } from './helpers';

// Decision 230 against the production server, where Next decodes a dynamic route's segments before any of
// our code runs (it answered a bare 500): percent-escapes that do not decode in a page's dynamic segment
// answer the 404 page, in an API path the translated 400; the same escapes in a cookie are ignored, so a
// bad cookie never locks a browser out of a school.
const ESCAPES = ['%ZZ', '%C0%AF', '%ED%A0%80', '%ud800'];
const tenantId = stableId(seedKeys.tenant('demo'));
const PAGES = [
  (x: string) => `/curso/${tenantId}/${x}`,
  (x: string) => `/curso/${tenantId}/a${x}/b`,
  (x: string) => `/avaliacoes/${x}`,
  (x: string) => `/comunidade/${x}/c`,
  (x: string) => `/modulo/${tenantId}/${x}`,
];

test('a malformed escape in a page segment answers the 404 page, in an API path the translated 400', async ({
  page,
  request,
}) => {
  await signIn(page, 'aluno@demo.local');
  for (const escape of ESCAPES) {
    for (const path of PAGES) {
      const res = await page.goto(`${demoUrl}${path(escape)}`);
      expect(res?.status(), path(escape)).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
    const api = await request.get(`${demoUrl}/api/auth/community/get-first/${escape}`);
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({
      message: 'O endereço contém um código de caractere inválido.',
      code: 'BAD_REQUEST',
    });
  }
});

test('a cookie that does not decode is ignored: /login opens, a member stays signed in', async ({
  page,
  context,
}) => {
  const bad = (name: string) => ({ name, value: '%ZZ', url: demoUrl });
  await context.addCookies([bad('NEXT_LOCALE')]);
  const login = await page.goto(`${demoUrl}/login`);
  expect(login?.status()).toBe(200);
  await expect(page.getByTestId('login-submit')).toBeVisible();

  await context.clearCookies();
  await context.addCookies([bad('praca_session')]);
  expect((await page.goto(`${demoUrl}/login`))?.status()).toBe(200);
  await expect(page.getByTestId('login-submit')).toBeVisible();

  // signed in, with a stray locale cookie beside the session: the member's pages, in Portuguese
  await context.clearCookies();
  await signIn(page, 'aluno@demo.local');
  await context.addCookies([bad('NEXT_LOCALE')]);
  const home = await page.goto(`${demoUrl}/homepage`);
  expect(home?.status()).toBe(200);
  await expectShellReady(page);
  expect(page.url()).toBe(`${demoUrl}/homepage`);
  const course = await page.goto(`${demoUrl}/curso/${tenantId}/nao-existe`);
  expect(course?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});
