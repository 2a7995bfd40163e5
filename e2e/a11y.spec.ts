import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { closeDrawer, demoUrl, expectPageSettled, gotoShell, openEditPanel, signIn } from './helpers';
import { STUDENT_PAGES } from './student-pages';

// Issue 14: axe-core on every student page of the layout list, every panel of the edit drawer and the
// quiz editor (/quiz); serious or critical violations fail.

/** The edit drawer's options (components/panel/registry.ts), all of them panels. */
const PANELS = [
  'showcase',
  'appearance',
  'main-banner',
  'quizzes',
  'login-page',
  'lesson-page',
  'header',
  'footer',
  'seo',
  'community',
  'gamification',
  'custom-html',
  'certificates',
  'members',
  'products',
  'integrations',
  'team',
];

async function serious(page: Page, name: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

test('student pages have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'aluno@demo.local');
  const problems: string[] = [];
  for (const [name, url] of STUDENT_PAGES) {
    await page.goto(`${demoUrl}${url}`);
    await expectPageSettled(page);
    problems.push(...(await serious(page, name)));
  }
  expect(problems).toEqual([]);
});

test('every edit-drawer panel and the quiz editor have no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@demo.local');
  const problems: string[] = [];
  // One homepage for every panel: Escape closes the drawer, which opens again on its option list.
  await gotoShell(page, `${demoUrl}/homepage`);
  for (const id of PANELS) {
    const panel = await openEditPanel(page, id);
    // let the panel's data arrive (no busy region or skeleton left)
    await expectPageSettled(page, panel);
    problems.push(...(await serious(page, `panel ${id}`, `[data-testid="edit-panel-${id}"]`)));
    await closeDrawer(page);
  }
  await page.goto(`${demoUrl}/quiz?id=${stableId(seedKeys.quiz('demo', 1))}`);
  await expect(page.getByTestId('quiz-editor-name')).toBeVisible();
  await expectPageSettled(page);
  problems.push(...(await serious(page, 'quiz')));
  expect(problems).toEqual([]);
});
