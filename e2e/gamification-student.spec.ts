import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { browserFetch, demoUrl, login, makePng, signIn } from './helpers';
import { deleteLessonProgress, outboxIdle, resetMemberGamification } from './support/db';

// Issue 5, the student side of gamification: completing a lesson scores finish_class, reaches a level
// and earns a badge (one-time celebrations), 'Meu perfil' shows them with the ranking position, and the
// admin's ranking reset brings the score back to 0 while the level stays. The admin sets everything up
// through the admin API (the Gamificação panel's own journey is g-panel's e2e/gamification-panel.spec.ts).

const tenantId = stableId(seedKeys.tenant('demo'));
const essencial = stableId(seedKeys.product('demo', 'essencial'));
const photo = 'fotografia-com-o-celular';
const lessonId = stableId(seedKeys.lesson('demo', photo, 1, 2));
const aluno = stableId(seedKeys.user('aluno@demo.local'));
const LEVEL = 'Bronze E2E';
const REWARD = 'Insígnia E2E';

/**
 * Whatever an earlier run or spec left: the student has no points, levels or rewards and this lesson is
 * open. The worker writes points after the action, so an earlier spec's may still be on their way: wait
 * for the tenant's outbox to be done first, or they would land after the reset.
 */
async function clearStudent() {
  await expect.poll(() => outboxIdle(tenantId), { timeout: 60_000 }).toBe(true);
  await resetMemberGamification(tenantId, aluno);
  await deleteLessonProgress(aluno, lessonId);
}

type Answer = { status: number; body: any };

/** A same-origin call as the signed-in admin, with extra headers when needed. */
function api(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return browserFetch(page, method, path, body);
}

/** Presign -> PUT -> finalize of a badge image, as the reward form does; answers the upload key. */
async function uploadBadge(page: Page): Promise<string> {
  const png = makePng(400, 400, 60).toString('base64');
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const json = { 'content-type': 'application/json' };
    const presigned = await fetch('/api/uploads/presign', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        kind: 'badge',
        filename: 'bronze.png',
        content_type: 'image/png',
        size: bytes.length,
      }),
    }).then((r) => r.json());
    const { upload_id, url, headers } = presigned.data as {
      upload_id: string;
      url: string;
      headers: Record<string, string>;
    };
    const put = await fetch(url, { method: 'PUT', headers, body: bytes });
    if (!put.ok) throw new Error(`PUT ${put.status}`);
    const done = await fetch(`/api/uploads/${upload_id}/finalize`, { method: 'POST' }).then((r) => r.json());
    return done.data.key as string;
  }, png);
}

/**
 * The admin configuration of this journey through the admin API (issue5-api), idempotent: finish_class =
 * 10 points, Plano Essencial as the gamification product, level 'Bronze E2E' at 10 and a badge reward at
 * 10 for that product, the ranking switched on.
 */
async function configure(admin: Page) {
  const points = {
    tenant_id: tenantId,
    custom_name: 'XP',
    platform: { finish_class: { enabled: true, points: 10 } },
    community: {},
  };
  const created = await api(
    admin,
    'POST',
    '/api/auth/ranking/gamification/platform/create-parameters',
    points,
  );
  if (created.status === 409)
    expect(
      (await api(admin, 'PUT', '/api/auth/ranking/gamification/platform/update-parameters', points)).status,
    ).toBe(200);
  else expect(created.status).toBeLessThan(300);

  const plans = await api(admin, 'GET', `/api/auth/ranking/gamification-plans/get/${tenantId}`);
  if (!(plans.body.data as { plan_id: string }[]).some((p) => p.plan_id === essencial))
    expect(
      (
        await api(admin, 'POST', '/api/auth/ranking/gamification-plans/create', {
          tenant_id: tenantId,
          array_plans_id: [essencial],
        })
      ).status,
    ).toBeLessThan(300);

  // Every level and reward an earlier run or spec left, not only this spec's: another 10-point level
  // (gamification-journey's 'Bronze', when the panel's spec did not run in between) would be reached by the
  // same lesson and celebrated first.
  const levels = await api(admin, 'GET', `/api/auth/ranking/levels/get/${tenantId}`);
  for (const l of levels.body.data as { id: string }[])
    await api(admin, 'DELETE', `/api/auth/ranking/levels/delete/${l.id}/${tenantId}`);
  const rewards = await api(admin, 'GET', `/api/auth/ranking/rewards/get/${tenantId}`);
  for (const r of rewards.body.data as { id: string }[])
    await api(admin, 'DELETE', `/api/auth/ranking/rewards/delete/${r.id}/${tenantId}`);

  const level = await api(admin, 'POST', '/api/auth/ranking/levels/create', {
    tenant_id: tenantId,
    name: LEVEL,
    needed_score: 10,
    color: '#CD7F32',
    animation: 'levelUpBronze',
    show_level_on_profile: 1,
    show_score_on_profile: 1,
  });
  expect(level.status, JSON.stringify(level.body)).toBeLessThan(300);
  const levelId = (level.body.data?.id ?? level.body.id) as string;
  const perm = await api(admin, 'POST', '/api/auth/ranking/levels/permissions/create', {
    tenant_id: tenantId,
    level_id: levelId,
    array_plans_id: [essencial],
  });
  expect(perm.status, JSON.stringify(perm.body)).toBeLessThan(300);

  const reward = await api(admin, 'POST', '/api/auth/ranking/rewards/create', {
    tenant_id: tenantId,
    name: REWARD,
    description: 'Primeiros 10 pontos',
    reward_type: 'score',
    needed_score: 10,
    plansSelected: [essencial],
    delivery_type: 'badge',
    img: await uploadBadge(admin),
    animation: 'trofeu',
    song: 'fanfare',
  });
  expect(reward.status, JSON.stringify(reward.body)).toBe(201);

  const on = await api(admin, 'PUT', `/api/auth/ranking/toggle-status/1/${tenantId}`);
  expect(on).toEqual({ status: 200, body: { data: { show_ranking: true } } });
}

async function closeCelebration(page: Page, title: string, timeout?: number) {
  const player = page.getByTestId('celebration-player');
  await expect(player).toBeVisible({ timeout });
  await expect(player).toContainText(title);
  await expect(page.getByTestId('celebration-animation')).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar animação' }).click();
}

test.describe('gamification: the student side', () => {
  test('a completed lesson levels up with a celebration; profile, ranking and reset', async ({ browser }) => {
    test.setTimeout(120_000);
    await clearStudent();
    const admin = await browser.newPage();
    await login(admin, 'admin@demo.local');
    await configure(admin);

    const page = await browser.newPage();
    await signIn(page, 'aluno@demo.local');
    await page.goto(`${demoUrl}/curso/${tenantId}/aula/${lessonId}`);
    await page.getByTestId('lesson-complete').click();
    await expect(page.getByTestId('lesson-completed')).toBeVisible();

    // one celebration per pending item, in the order they were earned; the worker writes the points after
    // the answer, and the page reads again up to 30 s later (lib/client/gamification-refresh.ts)
    await closeCelebration(page, `Você alcançou o nível ${LEVEL}!`, 35_000);
    await closeCelebration(page, `Você ganhou a recompensa ${REWARD}!`);
    await expect(page.getByTestId('celebration-player')).toHaveCount(0);

    // 'Meu perfil' from the side menu
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-menu-profile').click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByTestId('profile-level')).toContainText(LEVEL);
    await expect(page.getByTestId('profile-score')).toContainText('10 XP');
    const reward = page.getByTestId('profile-reward').filter({ hasText: REWARD });
    await expect(reward.getByTestId('reward-badge')).toBeVisible();
    await expect(page.getByTestId('ranking-me')).toContainText(/Sua posição: \d+º com 10 XP/);
    await expect(page.getByTestId('ranking-row').and(page.locator('[data-mine="true"]'))).toContainText(
      '10 XP',
    );
    // seen celebrations do not come back
    await expect(page.getByTestId('celebration-player')).toHaveCount(0);

    // the admin clears the overall points (header tenantId, as the panel sends it)
    const reset = await admin.evaluate(async (tenant) => {
      const res = await fetch('/api/auth/community/reset-ranking', {
        method: 'POST',
        headers: { tenantId: tenant },
      });
      return { status: res.status, body: await res.json() };
    }, tenantId);
    expect(reset.status).toBe(200);
    expect(typeof reset.body.message).toBe('string');

    await page.reload();
    await expect(page.getByTestId('profile-score')).toContainText('0 XP');
    await expect(page.getByTestId('profile-level')).toContainText(LEVEL);
    await expect(page.getByTestId('ranking-me')).toContainText('Você ainda não está no ranking.');

    // a student cannot reset the ranking
    expect((await browserFetch(page, 'POST', '/api/auth/community/reset-ranking')).status).toBe(403);
  });
});
