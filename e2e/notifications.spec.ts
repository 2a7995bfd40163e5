import { expect, test, type Browser, type Page } from '@playwright/test';
import { browserFetch, demoUrl, signedInPage, toast } from './helpers';
import { adminApi } from './support/admin-api';
import { createCommunityViaApi, postViaApi } from './support/community';
import { createStudent, deleteUser, outboxDrained, resetNotificationState, withPrisma } from './support/db';

// Notifications (issue 9), clicked through as the members would on Academia Demo. A second student
// (created here: the seed has one) comments on the demo student's post; the notification is made after
// commit by the job queue inside the app process and reaches the bell within seconds. At 1280 px the
// student opens the popover, reads it under 'Hoje', clicks through to the post and the badge clears;
// at 390 px the same through the red dot and /notifications; turning comments off in the preferences
// modal stops the next one. Then the study reminder form is saved. What it changes is put back.

const SECOND = 'segunda-notificacoes@demo.local';
const STUDENT = 'aluno@demo.local';

/** Diana (a second student) made afresh; the demo student with no notification, default preferences and no reminder. */
async function resetMembers() {
  await createStudent(SECOND, 'Diana Segunda');
  await resetNotificationState(STUDENT, { notifications: true });
}

const as = (browser: Browser, email: string, width = 1280, height = 800) =>
  signedInPage(browser, email, { viewport: { width, height } });

async function comment(page: Page, postId: string, body: string) {
  const res = await browserFetch(page, 'POST', `/api/v2/communities/posts/${postId}/comments`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Reloads until the locator shows (the notification is made after commit, within seconds). */
async function reloadUntilVisible(page: Page, testId: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId(testId)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

// Four sign-ins per test on a loaded machine: more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let postId = '';
let communityId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await resetMembers();
  const admin = await as(browser, 'admin@demo.local');
  const stamp = Date.now().toString(36);
  communityId = await createCommunityViaApi(admin, {
    title: `Avisos ${stamp}`,
    description: 'Comunidade aberta',
  });
  await admin.context().close();
  const student = await as(browser, STUDENT);
  postId = await postViaApi(student, communityId, {
    title: `Meu post ${stamp}`,
    body: 'Quem quer trocar dicas de fotografia?',
  });
  await student.context().close();
});

test.afterAll(async () => {
  // the community goes too: the community panel's specs expect the seeded list
  if (communityId) {
    const api = await adminApi();
    expect((await api.call('DELETE', `/api/v2/communities/${communityId}`)).status).toBe(200);
    await api.dispose();
  }
  await deleteUser(SECOND);
  await resetNotificationState(STUDENT);
});

test('at 1280 px: the badge, the popover under Hoje, through to the post, the badge clears', async ({
  browser,
}) => {
  const diana = await as(browser, SECOND);
  const bruno = await as(browser, STUDENT);
  await expect(bruno.getByTestId('bell-button')).toBeVisible();
  await expect(bruno.getByTestId('bell-badge')).toHaveCount(0);
  await comment(diana, postId, 'Eu quero! Adorei o post.');

  await reloadUntilVisible(bruno, 'bell-badge');
  await expect(bruno.getByTestId('bell-badge')).toHaveText('1');
  await bruno.getByTestId('bell-button').click();
  const popover = bruno.getByTestId('bell-popover');
  await expect(popover).toBeVisible();
  expect((await popover.boundingBox())!.width).toBe(479);
  await expect(popover.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expect(popover.getByRole('heading', { name: 'Hoje' })).toBeVisible();
  await expect(popover.getByTestId('bell-mark-all')).toHaveText('Marcar todas como lidas');
  await expect(popover.getByTestId('bell-see-all')).toHaveText('Ver todas as notificações');
  // at 360 px the title row wraps rather than squeezing 'Marcar todas como lidas' out of its button (issue 54)
  await bruno.setViewportSize({ width: 360, height: 780 });
  const markAll = popover.getByTestId('bell-mark-all');
  await expect(markAll).toBeVisible();
  expect(
    await markAll.evaluate(
      (el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= window.innerWidth,
    ),
  ).toBe(true);
  await bruno.setViewportSize({ width: 1280, height: 800 });
  const item = popover.getByTestId('notification-item').first();
  await expect(item).toContainText('Diana Segunda comentou no seu post');
  await expect(item.getByTestId('notification-unread-dot')).toBeVisible();
  await item.click();

  await expect(bruno).toHaveURL(new RegExp(`/comunidade/post/${postId}/`));
  await expect(toast(bruno, 'Notificação lida com sucesso.')).toBeVisible();
  await expect(bruno.getByTestId('bell-badge')).toHaveCount(0);
  await expect(
    bruno.getByTestId('comment-item').filter({ hasText: 'Eu quero! Adorei o post.' }),
  ).toBeVisible();

  // opened again: nothing unread, so no 'Marcar todas como lidas', and the item stays listed, read. The
  // toast sits over the bell, and sonner keeps a toast while the pointer is on it: the pointer leaves first.
  await bruno.mouse.move(10, 700);
  await expect(toast(bruno, 'Notificação lida com sucesso.')).toBeHidden();
  await bruno.getByTestId('bell-button').click();
  await expect(bruno.getByTestId('bell-mark-all')).toHaveCount(0);
  await expect(bruno.getByTestId('notification-item').first()).toHaveAttribute('data-read', '1');
  await bruno.keyboard.press('Escape');
  await diana.context().close();
  await bruno.context().close();
});

test('at 390 px: the red dot, /notifications, opening marks it read', async ({ browser }) => {
  const diana = await as(browser, SECOND);
  const bruno = await as(browser, STUDENT, 390, 844);
  await expect(bruno.getByTestId('bell-button')).toBeHidden();
  await expect(bruno.getByTestId('bell-link')).toBeVisible();
  await comment(diana, postId, 'Segunda mensagem pelo celular');

  await reloadUntilVisible(bruno, 'bell-dot');
  await bruno.getByTestId('bell-link').click();
  await expect(bruno).toHaveURL(/\/notifications$/);
  const list = bruno.getByTestId('notifications-today');
  const unread = list
    .getByTestId('notification-item')
    .filter({ has: bruno.getByTestId('notification-unread-dot') });
  await expect(unread).toHaveCount(1);
  await expect(unread).toContainText('Diana Segunda comentou no seu post');
  await expect(unread).toContainText('Segunda mensagem pelo celular');
  await unread.click();
  await expect(bruno).toHaveURL(new RegExp(`/comunidade/post/${postId}/`));
  await expect(bruno.getByTestId('bell-dot')).toHaveCount(0);
  await bruno.goto(`${demoUrl}/notifications`);
  await expect(bruno.getByTestId('notification-item').first()).toHaveAttribute('data-read', '1');
  await expect(bruno.getByTestId('notification-unread-dot')).toHaveCount(0);
  // one from three days ago is listed under Antigas, after Hoje's
  const latest = await withPrisma((db) =>
    db.notification.findFirstOrThrow({
      where: { user: { email: STUDENT } },
      orderBy: { createdAt: 'desc' },
      select: { id: true },
    }),
  );
  await withPrisma((db) =>
    db.notification.updateMany({
      where: { user: { email: STUDENT }, id: { not: latest.id } },
      data: { createdAt: new Date(Date.now() - 3 * 86_400_000) },
    }),
  );
  await bruno.reload();
  await expect(bruno.getByRole('heading', { name: 'Antigas' })).toBeVisible();
  await expect(
    bruno.getByTestId('notifications-older').getByTestId('notification-item').first(),
  ).toContainText('Diana Segunda comentou no seu post');
  await expect(bruno.getByTestId('notifications-today').getByTestId('notification-item')).toHaveCount(1);
  await diana.context().close();
  await bruno.context().close();
});

test('preferences: comments turned off in the side menu modal stop the next one', async ({ browser }) => {
  const bruno = await as(browser, STUDENT);
  await bruno.getByTestId('menu-button').click();
  await bruno.getByTestId('side-menu-notifications').click();
  const modal = bruno.getByTestId('notifications-modal');
  await expect(modal.getByTestId('prefs-form')).toBeVisible();
  await expect(modal.getByTestId(`pref-community-${communityId}`)).toHaveAttribute('data-state', 'checked');
  await modal.getByTestId('pref-comment-platform').click();
  await modal.getByTestId('pref-comment-email').click();
  await expect(modal.getByTestId('pref-comment-platform')).toHaveAttribute('data-state', 'unchecked');
  await modal.getByTestId('prefs-save').click();
  await expect(toast(bruno, 'Configurações salvas com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();

  const diana = await as(browser, SECOND);
  const since = new Date();
  await comment(diana, postId, 'Esta não deve notificar');
  // wait until the outbox event of that comment was processed, then nothing new is there
  await expect.poll(() => outboxDrained('community.comment.created', since), { timeout: 30_000 }).toBe(true);
  const total = await browserFetch(bruno, 'GET', '/api/auth/notification/total');
  expect(total.body.data.has_unread_notifications).toBe(false);
  await bruno.reload();
  await expect(bruno.getByTestId('bell-badge')).toHaveCount(0);
  await diana.context().close();
  await bruno.context().close();
});

test('study reminder: weekdays, time and channel saved from the side menu at 390 px', async ({ browser }) => {
  await resetNotificationState(STUDENT);
  const bruno = await as(browser, STUDENT, 390, 844);
  await bruno.getByTestId('menu-button').click();
  await bruno.getByTestId('side-menu-reminders').click();
  await expect(bruno).toHaveURL(/\/lembretes$/);
  const form = bruno.getByTestId('reminders-form');
  await expect(form).toBeVisible();
  await form.getByTestId('reminders-enabled').click();
  await form.getByTestId('reminders-day-6').click();
  await form.getByTestId('reminders-time').fill('07:30');
  await form.getByTestId('reminders-channel-email').check();
  await form.getByTestId('reminders-save').click();
  await expect(toast(bruno, 'Lembrete salvo com sucesso!')).toBeVisible();
  await expect(form.getByTestId('reminders-next')).toBeVisible();
  await bruno.reload();
  await expect(bruno.getByTestId('reminders-enabled')).toHaveAttribute('data-state', 'checked');
  await expect(bruno.getByTestId('reminders-day-6')).toHaveAttribute('aria-pressed', 'true');
  await expect(bruno.getByTestId('reminders-day-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(bruno.getByTestId('reminders-time')).toHaveValue('07:30');
  await expect(bruno.getByTestId('reminders-channel-email')).toBeChecked();

  // the form's own checks (decision 448): nothing is sent while a day or the time is missing
  const posts: string[] = [];
  bruno.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/auth/study-reminder')) posts.push(r.url());
  });
  for (const d of [0, 1, 2, 3, 4, 5, 6]) {
    const day = form.getByTestId(`reminders-day-${d}`);
    if ((await day.getAttribute('aria-pressed')) === 'true') await day.click();
  }
  await form.getByTestId('reminders-save').click();
  await expect(form.getByRole('alert')).toHaveText('Escolha pelo menos um dia da semana.');
  await expect(form.getByTestId('reminders-day-0')).toBeFocused();
  await form.getByTestId('reminders-day-3').click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByTestId('reminders-time').fill('');
  await form.getByTestId('reminders-save').click();
  await expect(form.getByRole('alert')).toHaveText('Informe um horário válido (HH:MM).');
  await expect(form.getByTestId('reminders-time')).toBeFocused();
  await expect(form.getByTestId('reminders-time')).toHaveAccessibleDescription(
    'Informe um horário válido (HH:MM).',
  );
  expect(posts).toEqual([]);
  // a time and another zone, from the plain list of zones
  await form.getByTestId('reminders-time').fill('21:15');
  await form.getByTestId('reminders-zone').selectOption('America/Manaus');
  await form.getByTestId('reminders-save').click();
  await expect(toast(bruno, 'Lembrete salvo com sucesso!')).toBeVisible();
  expect(posts).toHaveLength(1);
  // away and back with the browser: the page shows what was saved, not what it was first rendered with
  await bruno.getByTestId('header-logo').click();
  await expect(bruno).toHaveURL(/\/homepage$/);
  await bruno.goBack();
  await expect(bruno).toHaveURL(/\/lembretes$/);
  await expect(form.getByTestId('reminders-zone')).toHaveValue('America/Manaus');
  await bruno.reload();
  await expect(form.getByTestId('reminders-zone')).toHaveValue('America/Manaus');
  await expect(form.getByTestId('reminders-time')).toHaveValue('21:15');
  await expect(form.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(form.getByTestId('reminders-day-3')).toHaveAttribute('aria-pressed', 'true');
  await bruno.context().close();
});
