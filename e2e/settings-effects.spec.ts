import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import {
  browserFetch,
  demoUrl,
  gotoShell,
  makePng,
  outraUrl,
  reloadShell,
  signedInPage,
  toast,
} from './helpers';

// Issue 50: settings that used to save and change nothing. For each, the admin changes it in edit mode and
// a student's own browser sees the difference: 'Vitrine aberta' and its sales page (ADRs 0266), the course
// outline of the `sidebar` switch (0270), the square logo (0268), the lesson like (0269) and 'Comunidade'
// opening the principal community (0267). Every setting is put back as the seed had it.

const tenant = stableId(seedKeys.tenant('demo'));
const photo = 'fotografia-com-o-celular';
const course = `/curso/${tenant}/${stableId(seedKeys.course('demo', photo))}`;
const lesson = `/curso/${tenant}/luz-natural/${stableId(seedKeys.lesson('demo', photo, 1, 2))}`;
const UPDATE = '/api/auth/config/plataforma/updateCustomBasic';

async function openAppearance(page: Page) {
  await page.getByTestId('edit-mode-button').click();
  await page.getByTestId('edit-option-appearance').click();
  await expect(page.getByTestId('appearance-form')).toBeVisible();
}

/** Flips a 'Vitrine aberta' switch to `on` in the open Aparência panel (no-op when it already is). */
async function setSwitch(page: Page, id: 'appearance-showcase' | 'appearance-sidebar', on: boolean) {
  const sw = page.getByTestId(id);
  await expect(sw).toBeEnabled();
  if ((await sw.getAttribute('data-state')) === (on ? 'checked' : 'unchecked')) return;
  const saved = page.waitForResponse((r) => r.url().endsWith(UPDATE) && r.request().method() === 'POST');
  await sw.click();
  expect((await saved).status()).toBe(200);
  await expect(sw).toHaveAttribute('data-state', on ? 'checked' : 'unchecked');
}

test.describe('issue 50: what the admin sets, the student sees', () => {
  test.setTimeout(120_000);

  test('Vitrine aberta: courses on sale as locked cards leading to the sales page or the redirect', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'admin@demo.local');
    const products = (await browserFetch(admin, 'GET', '/api/auth/admin/products/get')).body as {
      id: string;
      title: string;
    }[];
    const mentoria = products.find((p) => p.title === 'Mentoria Criadores')!.id;
    const sales = 'https://vendas.example/mentoria';
    const patched = await browserFetch(admin, 'PATCH', `/api/auth/admin/catalog/products/${mentoria}`, {
      sales_url: sales,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const student = await signedInPage(browser, 'aluno@demo.local');
    const row = student.locator('[data-carousel-id="system-10"]');
    try {
      await expect(row).toHaveCount(0); // off: the member sees what they own
      await openAppearance(admin);
      await setSwitch(admin, 'appearance-showcase', true);

      await reloadShell(student);
      await expect(row.getByTestId('showcase-carousel-title')).toHaveText('Todos os cursos');
      const locked = row
        .locator('[data-testid="showcase-card"][data-locked="true"]')
        .filter({ hasText: 'Mentoria' });
      await expect(locked).toHaveAttribute('href', sales);
      await expect(locked).toHaveAttribute('target', '_blank');
      await expect(locked).toContainText('Quero acessar');
      // the member's own courses open as usual
      await expect(row.locator('[data-testid="showcase-card"][data-locked="false"]').first()).toHaveAttribute(
        'href',
        new RegExp(`^/curso/${tenant}/`),
      );

      // the showcase redirect, when set, is where every locked card leads
      await admin.getByTestId('appearance-showcase-redirect').fill('https://escola.example/vitrine');
      await admin.getByTestId('appearance-showcase-redirect-save').click();
      await expect(toast(admin, 'Configuração atualizada!')).toBeVisible();
      await reloadShell(student);
      await expect(locked).toHaveAttribute('href', 'https://escola.example/vitrine');
    } finally {
      await browserFetch(admin, 'POST', UPDATE, { showcase: 0, showcase_url_redirect: '' });
      await browserFetch(admin, 'PATCH', `/api/auth/admin/catalog/products/${mentoria}`, { sales_url: '' });
    }
    await reloadShell(student);
    await expect(row).toHaveCount(0);
    await admin.context().close();
    await student.context().close();
  });

  test('sidebar: the course outline beside the page from 1024 px when on, a drawer otherwise', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'admin@demo.local');
    const wide = await signedInPage(browser, 'aluno@demo.local', { viewport: { width: 1280, height: 900 } });
    const phone = await signedInPage(browser, 'aluno@demo.local', { viewport: { width: 390, height: 844 } });
    const outline = (p: Page) => p.getByTestId('course-outline');
    const opener = (p: Page) => p.getByTestId('course-outline-open');
    try {
      // off (the seed): a drawer from the button, at every width
      await gotoShell(wide, `${demoUrl}${lesson}`);
      await expect(outline(wide)).toBeHidden();
      await opener(wide).click();
      await expect(outline(wide)).toBeVisible();
      await expect(
        outline(wide).locator('[data-testid="outline-lesson"][aria-current="page"]'),
      ).toContainText('Luz natural');
      await wide.keyboard.press('Escape');
      await expect(outline(wide)).toBeHidden();

      await openAppearance(admin);
      await setSwitch(admin, 'appearance-sidebar', true);

      // on: a column beside the lesson and the course page at 1280 px, no button
      await gotoShell(wide, `${demoUrl}${lesson}`);
      await expect(outline(wide)).toBeVisible();
      await expect(outline(wide)).toHaveAttribute('data-sidebar', 'true');
      await expect(opener(wide)).toBeHidden();
      await expect(
        outline(wide).locator('[data-testid="outline-lesson"][aria-current="page"]'),
      ).toBeVisible();
      await gotoShell(wide, `${demoUrl}${course}`);
      await expect(outline(wide)).toBeVisible();
      await expect(outline(wide).getByTestId('outline-lesson').first()).toBeVisible();
      // a phone keeps the drawer
      await gotoShell(phone, `${demoUrl}${lesson}`);
      await expect(outline(phone)).toBeHidden();
      await opener(phone).click();
      await expect(outline(phone)).toBeVisible();
    } finally {
      await browserFetch(admin, 'POST', UPDATE, { sidebar: 0 });
    }
    for (const p of [admin, wide, phone]) await p.context().close();
  });

  test('lesson like: one per member, counted for everyone, undone by a second press', async ({ browser }) => {
    const student = await signedInPage(browser, 'aluno@demo.local');
    const other = await signedInPage(browser, 'carla@demo.local');
    await gotoShell(student, `${demoUrl}${lesson}`);
    const like = student.getByTestId('lesson-like');
    if ((await like.getAttribute('data-liked')) === 'true') {
      await like.click(); // a previous run's like
      await expect(like).toHaveAttribute('data-liked', 'false');
    }
    await gotoShell(other, `${demoUrl}${lesson}`);
    const count = async (p: Page) =>
      Number(/\d+/.exec((await p.getByTestId('lesson-like-count').textContent()) ?? '')?.[0] ?? 0);
    const before = await count(other);

    const saved = student.waitForResponse(
      (r) => r.url().includes('/like') && r.request().method() === 'POST',
    );
    await like.click();
    expect((await saved).status()).toBe(200);
    await expect(like).toHaveAttribute('data-liked', 'true');
    await expect(like).toContainText('Curtida');
    await reloadShell(other);
    expect(await count(other)).toBe(before + 1);
    // undo
    await like.click();
    await expect(like).toHaveAttribute('data-liked', 'false');
    await reloadShell(student);
    await expect(student.getByTestId('lesson-like')).toHaveAttribute('data-liked', 'false');
    await reloadShell(other);
    expect(await count(other)).toBe(before);
    await student.context().close();
    await other.context().close();
  });

  test('logo_square: the admin uploads a square logo; the side menu and the app manifest use it', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'admin@outra.local', { base: outraUrl });
    await openAppearance(admin);
    await admin.getByTestId('logo-input-logo_square').setInputFiles({
      name: 'quadrado.png',
      mimeType: 'image/png',
      buffer: makePng(400, 400, 90),
    });
    const crop = admin.getByTestId('crop-dialog');
    await expect(crop).toContainText('200x200');
    await admin.getByTestId('crop-confirm').click();
    await expect(crop).toBeHidden();
    await admin.getByTestId('appearance-save').click();
    await expect(admin.getByText('Dados alterados com sucesso')).toBeVisible();

    const student = await signedInPage(browser, 'aluno@outra.local', { base: outraUrl });
    await student.getByTestId('menu-button').click();
    const mark = student.getByTestId('side-menu-logo').locator('img');
    await expect(mark).toBeVisible();
    const src = (await mark.getAttribute('src'))!;
    expect(src).not.toContain('/seed/'); // the upload, not the seeded mark
    const manifest = await browserFetch(student, 'GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.body.icons[0].src).toBe(src);
    expect(manifest.body.start_url).toBe('/homepage');
    await expect(student.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await admin.context().close();
    await student.context().close();
  });

  test('Comunidade opens the principal community when it is the only one, else the explorer', async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'admin@outra.local', { base: outraUrl });
    const student = await signedInPage(browser, 'aluno@outra.local', { base: outraUrl });
    // the seed's one community, principal: straight to it
    await student.getByTestId('nav-communities').click();
    await expect(student.getByTestId('community-page')).toBeVisible();
    // the admin adds a second one: the explorer
    const products = (await browserFetch(admin, 'GET', '/api/auth/admin/products/get')).body as {
      id: string;
    }[];
    const created = await browserFetch(admin, 'POST', '/api/auth/community/create', {
      title: `Segunda ${Date.now().toString(36)}`,
      description: 'Outra comunidade',
      permissions_array: [products[0]!.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    try {
      await gotoShell(student, `${outraUrl}/homepage`);
      await student.getByTestId('nav-communities').click();
      await expect(student.getByTestId('explorer-page')).toBeVisible();
      await expect(student.getByTestId('explorer-card')).toHaveCount(2);
    } finally {
      await browserFetch(admin, 'DELETE', `/api/v2/communities/${id}`);
    }
    await gotoShell(student, `${outraUrl}/homepage`);
    await student.getByTestId('nav-communities').click();
    await expect(student.getByTestId('community-page')).toBeVisible();
    await admin.context().close();
    await student.context().close();
  });
});
