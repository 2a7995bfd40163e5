import { expect, test } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, gotoShell, signIn } from './helpers';
import { adminApi } from './support/admin-api';
import { createStudent, deleteUser, givePoints, outboxIdle } from './support/db';

// Issue 54's level bug (ADR 0280): a level created below a member's points is awarded to them after
// commit, and the profile never shows it as the next level.

const tenantId = stableId(seedKeys.tenant('demo'));
const essencial = stableId(seedKeys.product('demo', 'essencial'));
const EMAIL = 'nivel-e2e@demo.local';

test('a level created below a student’s points is reached, not shown as next', async ({ page }) => {
  const userId = await createStudent(EMAIL, 'Nível Tardio');
  await givePoints(tenantId, userId, essencial, 90);
  const admin = await adminApi();
  let levelId: string | undefined;
  try {
    const res = await admin.call('POST', '/api/auth/ranking/levels/create', {
      tenant_id: tenantId,
      name: 'Curioso E2E',
      needed_score: 85,
      plansSelected: [essencial],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    levelId = res.body.data.id;
    await expect.poll(() => outboxIdle(tenantId), { timeout: 30_000 }).toBe(true);

    await signIn(page, EMAIL);
    await gotoShell(page, `${demoUrl}/dashboard/profile`);
    await expect(page.getByTestId('profile-level')).toContainText('Curioso E2E');
    // the next level, when the school has one above 90 (other specs may have removed them), is another
    await expect(page.getByTestId('profile-next-level').filter({ hasText: 'Curioso E2E' })).toHaveCount(0);
  } finally {
    if (levelId) await admin.call('DELETE', `/api/auth/ranking/levels/delete/${levelId}/${tenantId}`);
    await admin.dispose();
    await deleteUser(EMAIL);
  }
});
