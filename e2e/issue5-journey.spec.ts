import { expect, test, type Page } from '@playwright/test';
import { demoUrl, login, makePng } from './helpers';

// Issue 5 acceptance journey: the admin sets up scoring, a level and a reward through the Gamificação
// panel; the student completes a lesson, sees the level-up celebration, the badge and their rank on the
// profile; the admin clears the ranking and the student's points are back to 0.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const option = (page: Page, testId: string, title: string) =>
  page.getByTestId(`${testId}-option`).and(page.getByLabel(title, { exact: true }));

async function openSection(page: Page, section: 'rewards' | 'levels' | 'points' | 'ranking') {
  await page.getByTestId('edit-mode-button').click();
  await page.getByTestId('edit-drawer').getByTestId('edit-option-gamification').click();
  await page.getByTestId(`gamification-menu-${section}`).click();
  await expect(page.getByTestId(`gamification-${section}`)).toBeVisible();
}

async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('edit-drawer')).toHaveCount(0);
}

test('admin configures gamification, the student levels up, the admin clears the ranking', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  await login(admin, 'admin@demo.local');
  const tenant = (await (await admin.request.get(`${demoUrl}/api/auth/me`)).json()).data.tenant.id as string;

  // A clean slate: no levels or rewards, nobody has points.
  const levels = (await (await admin.request.get(`${demoUrl}/api/auth/ranking/levels/get/${tenant}`)).json())
    .data as Array<{ id: string }>;
  for (const l of levels)
    await admin.request.delete(`${demoUrl}/api/auth/ranking/levels/delete/${l.id}/${tenant}`);
  const rewards = (
    await (await admin.request.get(`${demoUrl}/api/auth/ranking/rewards/get/${tenant}`)).json()
  ).data as Array<{ id: string }>;
  for (const r of rewards)
    await admin.request.delete(`${demoUrl}/api/auth/ranking/rewards/delete/${r.id}/${tenant}`);
  await admin.request.post(`${demoUrl}/api/auth/community/reset-ranking`, { headers: { tenantId: tenant } });

  // Pontuação: finishing a lesson gives 10 points to Plano Essencial's students.
  await openSection(admin, 'points');
  await admin.getByTestId('points-name').fill('XP');
  const finish = admin.getByTestId('points-platform-finish_class-enabled');
  if ((await finish.getAttribute('data-state')) !== 'checked') await finish.click();
  await admin.getByTestId('points-platform-finish_class-points').fill('10');
  const essencial = option(admin, 'points-products', 'Plano Essencial');
  if (!(await essencial.isChecked())) await essencial.check();
  await admin.getByTestId('points-save').click();
  await expect(toast(admin, 'Pontuação')).toBeVisible();
  await admin.getByTestId('gamification-back').click();

  // Níveis: Bronze at 10.
  await admin.getByTestId('gamification-menu-levels').click();
  await admin.getByTestId('level-new').click();
  await admin.getByTestId('level-name').fill('Bronze');
  await admin.getByTestId('level-score').fill('10');
  await admin.getByTestId('level-animation').selectOption('levelUpBronze');
  await option(admin, 'level-products', 'Plano Essencial').check();
  await admin.getByTestId('level-save').click();
  await expect(toast(admin, 'Novo nível criado.')).toBeVisible();
  await expect(admin.getByTestId('level-item-score')).toHaveText('10 XP');
  await admin.getByTestId('gamification-back').click();

  // Recompensa: a badge at 10 points.
  await admin.getByTestId('gamification-menu-rewards').click();
  await admin.getByTestId('reward-new').click();
  await admin.getByTestId('reward-name').fill('Insígnia de bronze');
  await admin.getByTestId('reward-score').fill('10');
  await option(admin, 'reward-products', 'Plano Essencial').check();
  await admin.getByTestId('reward-delivery-badge').click();
  await admin.getByTestId('reward-badge').setInputFiles({
    name: 'bronze.png',
    mimeType: 'image/png',
    buffer: makePng(400, 400, 40),
  });
  await expect(admin.getByTestId('reward-badge-current').locator('img')).toBeVisible();
  await admin.getByTestId('reward-animation').selectOption('reward');
  await admin.getByTestId('reward-save').click();
  await expect(toast(admin, 'Nova recompensa criada')).toBeVisible();
  await admin.getByTestId('gamification-back').click();

  // Ranking visible.
  await admin.getByTestId('gamification-menu-ranking').click();
  const sw = admin.getByTestId('ranking-toggle');
  if ((await sw.getAttribute('data-state')) !== 'checked') {
    await sw.click();
    await expect(toast(admin, 'Ranking ativado')).toBeVisible();
  }
  await closeDrawer(admin);

  // The student completes a lesson and is celebrated.
  const student = await (await browser.newContext()).newPage();
  await login(student, 'aluno@demo.local');
  const course = `${demoUrl}/curso/${tenant}`;
  void course;
  await student.goto(`${demoUrl}/homepage`);
  await student.getByText('Fotografia com o Celular').first().click();
  await student.getByTestId('module-card').filter({ hasText: 'Composição na prática' }).click();
  await student.getByTestId('lesson-item').filter({ hasText: 'Retratos com fundo desfocado' }).click();
  await expect(student.getByTestId('lesson-title')).toHaveText('Retratos com fundo desfocado');
  await student.getByTestId('lesson-complete').click();
  await expect(student.getByTestId('lesson-completed')).toBeVisible();
  await expect(student.getByText('Você alcançou o nível Bronze!')).toBeVisible({ timeout: 20_000 });
  await student.getByRole('button', { name: 'Encerrar animação' }).click();

  // Profile: the badge, the level and the rank.
  await student.goto(`${demoUrl}/dashboard/profile`);
  await expect(student.getByAltText('Insígnia Insígnia de bronze')).toBeVisible();
  await expect(student.getByText('Bronze').first()).toBeVisible();
  await expect(student.getByText(/Sua posição: 1º com 10 XP/)).toBeVisible();

  // The admin clears the ranking; the student's points are 0 after a reload.
  await openSection(admin, 'ranking');
  await admin.getByTestId('ranking-reset').click();
  await admin.getByTestId('ranking-reset-confirm').click();
  await expect(admin.getByTestId('ranking-reset-dialog')).toHaveCount(0);

  await student.reload();
  await expect(student.getByText(/Sua posição: 1º com 10 XP/)).toHaveCount(0);
  await expect(student.getByTestId('profile-score')).toContainText('0');
});
