import { expect, test } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, expectHydrated, gotoShell, latestMailTo, makePng, PASSWORD, signIn } from './helpers';
import { createStudent, deleteUser, withPrisma } from './support/db';

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

// Issue 54, the rest of the student's account (ADR 0285-0287): the photo, 'Meus cursos' and what a
// completed lesson earned.
const tenantId = stableId(seedKeys.tenant('demo'));
const bemEstar = stableId(seedKeys.product('demo', 'bem-estar'));
const COURSE = 'culinaria-saudavel-no-dia-a-dia';
const MODULE_ONE = [1, 2, 3].map((l) => stableId(seedKeys.lesson('demo', COURSE, 1, l)));
const PHOTO_EMAIL = 'foto-e2e@demo.local';
const XP_EMAIL = 'xp-e2e@demo.local';

test.describe('photo, courses and completion feedback', () => {
  test.afterAll(async () => {
    await deleteUser(PHOTO_EMAIL);
    await deleteUser(XP_EMAIL);
  });

  test('a student sets and removes a photo and continues a course from Meus cursos', async ({ page }) => {
    const userId = await createStudent(PHOTO_EMAIL, 'Foto Teste');
    await withPrisma(async (db) => {
      await db.enrollment.create({ data: { tenantId, userId, productId: bemEstar } });
      await db.lessonProgress.create({
        data: { tenantId, userId, lessonId: MODULE_ONE[0]!, percent: 100, completedAt: new Date() },
      });
    });
    await signIn(page, PHOTO_EMAIL);
    await gotoShell(page, `${demoUrl}/dashboard/profile`);

    // 'Meus cursos': the plan's two courses, the started one with its share and the next lesson
    const courses = page.getByTestId('my-course');
    await expect(courses).toHaveCount(2);
    const started = courses.filter({ hasText: 'Culinária' });
    await expect(started).toContainText(/\d+% concluído/);
    await expect(started.getByTestId('my-course-continue')).toHaveAttribute(
      'href',
      new RegExp(`/${MODULE_ONE[1]}$`),
    );

    // the photo: picked, cropped, uploaded; shown in the avatar menu; then removed
    const input = page.getByTestId('profile-photo-input');
    await expectHydrated(page.getByTestId('account-edit'));
    await input.setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: makePng(400, 300, 90) });
    await expect(page.getByTestId('profile-photo-dialog')).toBeVisible();
    const confirm = page.getByTestId('profile-photo-confirm');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Foto atualizada.')).toBeVisible();
    await expect(page.getByTestId('menu-button').locator('img')).toHaveAttribute(
      'src',
      /\/api\/uploads\/file\/tenants\/.+\/avatar\//,
    );
    await page.getByTestId('profile-photo-remove').click();
    await expect(page.getByText('Foto removida.')).toBeVisible();
    await expect(page.getByTestId('menu-button').locator('img')).toHaveCount(0);

    await started.getByTestId('my-course-continue').click();
    await expect(page).toHaveURL(new RegExp(`/${MODULE_ONE[1]}$`));
  });

  test("completing a module's last lesson toasts the points and celebrates the module", async ({ page }) => {
    const userId = await createStudent(XP_EMAIL, 'Xp Teste');
    const moduleTitle = await withPrisma(async (db) => {
      await db.enrollment.create({ data: { tenantId, userId, productId: bemEstar } });
      await db.lessonProgress.createMany({
        data: MODULE_ONE.slice(0, 2).map((lessonId) => ({
          tenantId,
          userId,
          lessonId,
          percent: 100,
          completedAt: new Date(),
        })),
      });
      return (
        await db.module.findUniqueOrThrow({ where: { id: stableId(seedKeys.module('demo', COURSE, 1)) } })
      ).title;
    });
    await signIn(page, XP_EMAIL);
    await gotoShell(page, `${demoUrl}/curso/${tenantId}/aula/${MODULE_ONE[2]}`);
    const complete = page.getByTestId('lesson-complete');
    await expectHydrated(complete);
    await complete.click();
    await expect(page.getByTestId('lesson-completed')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: /^\+\d+ XP$/ })).toBeVisible();
    const party = page.locator('[data-testid="celebration-player"][data-animation="parabens"]');
    await expect(party).toContainText(`Módulo concluído: ${moduleTitle}`);
  });
});
