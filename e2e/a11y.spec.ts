import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, login } from './helpers';

// Issue 14: axe-core on the student pages; serious or critical violations fail.

const tenant = stableId(seedKeys.tenant('demo'));
const photo = 'fotografia-com-o-celular';
const community = stableId(seedKeys.community('demo'));

const PAGES: [string, string][] = [
  ['home', '/homepage'],
  ['lesson', `/curso/${tenant}/luz-natural/${stableId(seedKeys.lesson('demo', photo, 1, 2))}`],
  ['community', `/comunidade/${tenant}/${community}`],
  ['post', `/comunidade/post/${stableId('demo:community:post:1')}/${tenant}/${community}`],
  ['profile', '/dashboard/profile'],
  ['favorites', '/favoritos'],
  ['lives', '/live'],
];

test('student pages have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'aluno@demo.local');
  const problems: string[] = [];
  for (const [name, url] of PAGES) {
    await page.goto(`${demoUrl}${url}`);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const v of violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        problems.push(
          `${name}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
        );
  }
  expect(problems).toEqual([]);
});
