import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { seedKeys, stableId } from '../lib/seed/ids';
import { browserFetch, demoUrl, login } from './helpers';

// Issue 5, the student side of gamification: completing a lesson scores finish_class, reaches a level
// and earns a badge (one-time celebrations), 'Meu perfil' shows them with the ranking position, and the
// admin's ranking reset brings the score back to 0 while the level stays.

const tenantId = stableId(seedKeys.tenant('demo'));
const essencial = stableId(seedKeys.product('demo', 'essencial'));
const photo = 'fotografia-com-o-celular';
const lessonId = stableId(seedKeys.lesson('demo', photo, 1, 2));
const aluno = stableId(seedKeys.user('aluno@demo.local'));
const LEVEL = 'Bronze E2E';
const REWARD = 'Insígnia E2E';

/** The e2e database (as playwright.config.ts picks it). */
function e2eDatabaseUrl(): string {
  const name = process.env.E2E_DB_NAME ?? 'praca_e2e';
  const u = new URL(
    process.env.DATABASE_URL ??
      `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/x`,
  );
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The admin configuration of this journey, idempotent: finish_class = 10 points, Plano Essencial as the
 * gamification product, level 'Bronze E2E' at 10 and a badge reward at 10 for that product. Written
 * directly (as course.spec.ts does for lesson settings): the admin CRUD screens are g-panel's journey.
 * Also clears the student's earlier gamification state and this lesson's progress.
 */
async function configure() {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO points_settings (id, tenant_id, custom_name, platform, community, per_day_platform, per_day_community)
       VALUES (gen_random_uuid(), $1, 'XP', $2, '{}', '{}', '{}')
       ON CONFLICT (tenant_id) DO UPDATE SET custom_name = 'XP', platform = EXCLUDED.platform`,
      [tenantId, JSON.stringify({ finish_class: { enabled: true, points: 10 } })],
    );
    await db.query(
      `INSERT INTO gamification_products (id, tenant_id, product_id) VALUES (gen_random_uuid(), $1, $2)
       ON CONFLICT (tenant_id, product_id) DO NOTHING`,
      [tenantId, essencial],
    );
    await db.query('DELETE FROM levels WHERE tenant_id = $1 AND name = $2', [tenantId, LEVEL]);
    await db.query('DELETE FROM rewards WHERE tenant_id = $1 AND name = $2', [tenantId, REWARD]);
    const level = await db.query<{ id: string }>(
      `INSERT INTO levels (id, tenant_id, name, needed_score, color, animation)
       VALUES (gen_random_uuid(), $1, $2, 10, '#CD7F32', 'levelUpBronze') RETURNING id`,
      [tenantId, LEVEL],
    );
    await db.query(
      'INSERT INTO level_products (id, tenant_id, level_id, product_id) VALUES (gen_random_uuid(), $1, $2, $3)',
      [tenantId, level.rows[0]!.id, essencial],
    );
    const reward = await db.query<{ id: string }>(
      `INSERT INTO rewards (id, tenant_id, name, description, reward_type, needed_score, delivery_type, badge_path, animation, sound)
       VALUES (gen_random_uuid(), $1, $2, 'Primeiros 10 pontos', 'score', 10, 'badge',
               '/gamification/animations/trofeu.svg', 'trofeu', 'fanfare') RETURNING id`,
      [tenantId, REWARD],
    );
    await db.query(
      'INSERT INTO reward_products (id, tenant_id, reward_id, product_id) VALUES (gen_random_uuid(), $1, $2, $3)',
      [tenantId, reward.rows[0]!.id, essencial],
    );
    for (const table of ['points_entries', 'member_scores', 'levels_reached', 'reward_unlocks'])
      await db.query(`DELETE FROM ${table} WHERE tenant_id = $1 AND user_id = $2`, [tenantId, aluno]);
    await db.query('DELETE FROM lesson_progress WHERE user_id = $1 AND lesson_id = $2', [aluno, lessonId]);
  } finally {
    await db.end();
  }
}

async function closeCelebration(page: Page, title: string) {
  const player = page.getByTestId('celebration-player');
  await expect(player).toBeVisible();
  await expect(player).toContainText(title);
  await expect(page.getByTestId('celebration-animation')).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar animação' }).click();
}

test.describe('gamification: the student side', () => {
  test.beforeAll(configure);

  test('a completed lesson levels up with a celebration; profile, ranking and reset', async ({ browser }) => {
    const admin = await browser.newPage();
    await login(admin, 'admin@demo.local');
    const on = await browserFetch(admin, 'PUT', `/api/auth/ranking/toggle-status/1/${tenantId}`);
    expect(on).toEqual({ status: 200, body: { data: { show_ranking: true } } });

    const page = await browser.newPage();
    await login(page, 'aluno@demo.local');
    await page.goto(`${demoUrl}/curso/${tenantId}/aula/${lessonId}`);
    await page.getByTestId('lesson-complete').click();
    await expect(page.getByTestId('lesson-completed')).toBeVisible();

    // one celebration per pending item, in the order they were earned
    await closeCelebration(page, `Você alcançou o nível ${LEVEL}!`);
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
