import { expect, test, type Page } from '@playwright/test';
import { browserFetch, demoUrl, login } from './helpers';
import { PLATFORM_TIME_ZONE } from '../lib/dates/zone';
import { localParts, slotName } from '../lib/notifications/reminder-time';

// Lives (issue 14): an editor schedules a live on /live; while it is on, a student of its product sees
// the header's 'Ao vivo' alert, follows it to /live?watch={id} and gets the sandboxed player with the
// live header (only the way back home); a student without the product gets the upsell.

const RUN = Date.now();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A datetime-local value `min` minutes ago on Brasília's clock, the zone the scheduler reads it in. */
function localMinutesAgo(min: number) {
  return slotName(localParts(new Date(Date.now() - min * 60_000), PLATFORM_TIME_ZONE));
}

async function deleteLives(page: Page, prefix: string) {
  const list = await browserFetch(page, 'GET', '/api/auth/lives');
  for (const l of (list.body?.data ?? []) as { id: string; title: string }[])
    if (l.title.startsWith(prefix)) await browserFetch(page, 'DELETE', `/api/auth/lives/${l.id}`);
}

test('an editor schedules a live; the student follows the alert to the player; others see the upsell', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await login(admin, 'admin@demo.local');
  await deleteLives(admin, 'Live E2E');

  await admin.goto(`${demoUrl}/live`);
  await expect(admin.getByTestId('lives-page')).toBeVisible();
  const form = admin.getByTestId('live-form');
  // validation on the way: an http link is refused when the field is left
  await form.getByTestId('live-embed-input').fill('http://player.example.com/x');
  await form.getByTestId('live-title-input').focus();
  await expect(admin.getByTestId('live-embed_url-error')).toHaveText(
    'Use um link https do YouTube, do Vimeo ou de um player.',
  );
  await form.getByTestId('live-title-input').fill(`Live E2E ${RUN}`);
  await form.getByTestId('live-start-input').fill(localMinutesAgo(5));
  await form.getByTestId('live-duration-input').fill('60');
  await form.getByTestId('live-embed-input').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await admin
    .getByTestId('live-product-option')
    .and(admin.getByLabel('Mentoria Criadores', { exact: true }))
    .check();
  await form.getByTestId('live-submit').click();
  await expect(toast(admin, 'Live agendada com sucesso!')).toBeVisible();
  const item = admin.getByTestId('live-manage-item').filter({ hasText: `Live E2E ${RUN}` });
  await expect(item).toContainText('Ao vivo');

  // The demo student lacks Mentoria Criadores: no alert, and the page is the upsell.
  const student = await (await browser.newContext()).newPage();
  await login(student, 'aluno@demo.local');
  expect((await browserFetch(student, 'GET', '/api/platform/has-live')).body).toEqual({
    show_live_alert: false,
    live_id: null,
  });
  await expect(student.getByTestId('live-alert')).toHaveCount(0);
  const lives = (await browserFetch(admin, 'GET', '/api/auth/lives')).body.data as {
    id: string;
    title: string;
  }[];
  const live = lives.find((l) => l.title === `Live E2E ${RUN}`)!;
  await student.goto(`${demoUrl}/live?watch=${live.id}`);
  await expect(student.getByTestId('live-locked')).toContainText('Esta live é exclusiva');
  await expect(student.getByTestId('live-locked')).toContainText('Mentoria Criadores');
  await expect(student.getByTestId('live-player')).toHaveCount(0);

  // The same live for everyone: the alert appears and leads to the player.
  await deleteLives(admin, 'Live E2E');
  await admin.goto(`${demoUrl}/live`);
  await admin.getByTestId('live-title-input').fill(`Live E2E aberta ${RUN}`);
  await admin.getByTestId('live-start-input').fill(localMinutesAgo(2));
  await admin.getByTestId('live-duration-input').fill('30');
  await admin.getByTestId('live-embed-input').fill('https://vimeo.com/76979871');
  await admin.getByTestId('live-submit').click();
  await expect(toast(admin, 'Live agendada com sucesso!')).toBeVisible();

  await student.goto(`${demoUrl}/homepage`);
  const alert = student.getByTestId('live-alert');
  await expect(alert).toHaveText('Ao vivo');
  await alert.click();
  await expect(student).toHaveURL(/\/live\?watch=/);
  const player = student.getByTestId('live-player');
  await expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await expect(player).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(student.getByTestId('live-title')).toHaveText(`Live E2E aberta ${RUN}`);
  // the live header: back to /homepage only
  await expect(student.getByTestId('header-back')).toBeVisible();
  await expect(student.getByTestId('menu-button')).toHaveCount(0);
  await expect(student.getByTestId('live-alert')).toHaveCount(0);
  await student.getByTestId('header-back').click();
  await expect(student).toHaveURL(/\/homepage$/);
  // the side menu links /live while one is on or scheduled (issue 54)
  await student.getByTestId('menu-button').click();
  const livesEntry = student.getByTestId('side-menu-lives');
  await expect(livesEntry).toHaveText('Aulas ao vivo');
  await livesEntry.click();
  await expect(student).toHaveURL(/\/live$/);
  await expect(student.getByTestId('lives-page')).toBeVisible();

  // a student cannot schedule
  expect((await browserFetch(student, 'POST', '/api/auth/lives', { title: 'x' })).status).toBe(403);

  // the editor deletes it; the alert goes away
  await admin.goto(`${demoUrl}/live`);
  await admin
    .getByTestId('live-manage-item')
    .filter({ hasText: `Live E2E aberta ${RUN}` })
    .getByTestId('live-delete')
    .click();
  await expect(toast(admin, 'Live excluída.')).toBeVisible();
  expect((await browserFetch(student, 'GET', '/api/platform/has-live')).body.show_live_alert).toBe(false);
});

test('a live page opened before the start shows the time in Brasília and turns into the player when it starts', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await login(admin, 'admin@demo.local');
  await deleteLives(admin, 'Live E2E logo');
  const student = await (await browser.newContext()).newPage();
  await login(student, 'aluno@demo.local');
  // through the API: a start a few seconds away, which the form's minutes cannot say
  const startsAt = new Date(Date.now() + 10_000);
  const made = await browserFetch(admin, 'POST', '/api/auth/lives', {
    title: `Live E2E logo ${RUN}`,
    starts_at: startsAt.toISOString(),
    duration_minutes: 30,
    embed_url: 'https://vimeo.com/76979871',
    product_ids: [],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const lives = (await browserFetch(admin, 'GET', '/api/auth/lives')).body.data as {
    id: string;
    title: string;
  }[];
  const live = lives.find((l) => l.title === `Live E2E logo ${RUN}`)!;

  await student.goto(`${demoUrl}/live?watch=${live.id}`);
  const waiting = student.getByTestId('live-not-started');
  await expect(waiting).toContainText('(horário de Brasília)');
  const brasilia = new Intl.DateTimeFormat('pt-BR', {
    timeZone: PLATFORM_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(startsAt);
  await expect(waiting).toContainText(brasilia);
  // no reload: the page asks the server again once the start has passed
  await expect(student.getByTestId('live-player')).toBeVisible({ timeout: 30_000 });
  await expect(student.getByTestId('live-page')).toHaveAttribute('data-status', 'live');
  await deleteLives(admin, 'Live E2E logo');
});

test('an editor changes a scheduled live: the form fills with it and saves with PATCH (issue 54)', async ({
  page,
}) => {
  await login(page, 'admin@demo.local');
  await deleteLives(page, 'Live E2E editada');
  const created = await browserFetch(page, 'POST', '/api/auth/lives', {
    title: `Live E2E editada ${RUN}`,
    starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    duration_minutes: 60,
    embed_url: 'https://vimeo.com/76979871',
  });
  expect(created.status).toBe(201);
  await page.goto(`${demoUrl}/live`);
  const item = page.getByTestId('live-manage-item').filter({ hasText: `Live E2E editada ${RUN}` });
  await item.getByTestId('live-edit').click();
  const form = page.getByTestId('live-form');
  await expect(page.getByTestId('live-form-title')).toHaveText(`Editar live: Live E2E editada ${RUN}`);
  await expect(form.getByTestId('live-title-input')).toHaveValue(`Live E2E editada ${RUN}`);
  await expect(form.getByTestId('live-duration-input')).toHaveValue('60');
  await form.getByTestId('live-title-input').fill(`Live E2E editada ${RUN} (nova data)`);
  await form.getByTestId('live-duration-input').fill('90');
  await form.getByTestId('live-submit').click();
  await expect(toast(page, 'Live atualizada.')).toBeVisible();
  await expect(page.getByTestId('live-form-title')).toHaveText('Agendar live');
  const list = await browserFetch(page, 'GET', '/api/auth/lives');
  const live = (list.body.data as { id: string; title: string; starts_at: string; ends_at: string }[]).find(
    (l) => l.id === created.body.data.id,
  )!;
  expect(live.title).toBe(`Live E2E editada ${RUN} (nova data)`);
  expect(Date.parse(live.ends_at) - Date.parse(live.starts_at)).toBe(90 * 60_000);
  await deleteLives(page, 'Live E2E editada');
});

test('the edit drawer schedules, edits and deletes a live from any page (issue 54)', async ({ page }) => {
  await login(page, 'admin@demo.local');
  const title = `Live E2E gaveta ${RUN}`;
  await deleteLives(page, 'Live E2E gaveta');
  // from the home, not /live: 'Ao vivo' in the drawer's 'Conteúdo' group
  await page.getByTestId('edit-mode-button').click();
  const drawer = page.getByTestId('edit-drawer');
  await drawer.getByTestId('edit-option-lives').click();
  const panel = drawer.getByTestId('lives-panel');
  await expect(panel).toBeVisible();
  const form = panel.getByTestId('live-form');
  await form.getByTestId('live-title-input').fill(title);
  await form.getByTestId('live-start-input').fill(localMinutesAgo(-3 * 24 * 60));
  await form.getByTestId('live-duration-input').fill('45');
  await form.getByTestId('live-embed-input').fill('https://vimeo.com/76979871');
  await form.getByTestId('live-submit').click();
  await expect(toast(page, 'Live agendada com sucesso!')).toBeVisible();
  // the drawer's list reads the new live at once, and its 'Editar' fills the form
  const item = panel.getByTestId('live-manage-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.getByTestId('live-edit').click();
  await expect(form.getByTestId('live-title-input')).toHaveValue(title);
  await form.getByTestId('live-title-input').fill(`${title} (remarcada)`);
  await form.getByTestId('live-submit').click();
  await expect(toast(page, 'Live atualizada.')).toBeVisible();
  const renamed = panel.getByTestId('live-manage-item').filter({ hasText: `${title} (remarcada)` });
  await expect(renamed).toBeVisible();
  await renamed.getByTestId('live-delete').click();
  await expect(toast(page, 'Live excluída.')).toBeVisible();
  await expect(panel.getByTestId('live-manage-item').filter({ hasText: title })).toHaveCount(0);
  // /live agrees with the drawer
  await page.goto(`${demoUrl}/live`);
  await expect(page.getByTestId('live-manage-item').filter({ hasText: title })).toHaveCount(0);
});
