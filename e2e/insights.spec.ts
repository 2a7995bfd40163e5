import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { browserFetch, demoUrl, login, openEditPanel, signIn } from './helpers';
import { createStudent, deleteUser, withPrisma } from './support/db';

// Issue 49, the Painel: a student completes a lesson; the admin opens 'Painel' in the drawer and sees
// that completion in today's figures and in the course's funnel, then downloads a table as CSV. The
// student is one of this spec's own (enrolled in the demo plan), so the demo student's progress, which
// other specs read, stays as it is.

const tenantId = stableId(seedKeys.tenant('demo'));
const COURSE = 'financas-pessoais-descomplicadas';
const courseId = stableId(seedKeys.course('demo', COURSE));
const bemEstar = stableId(seedKeys.product('demo', 'bem-estar'));
const LESSON = stableId(seedKeys.lesson('demo', COURSE, 1, 1));
const EMAIL = 'painel-e2e@demo.local';

type Figures = {
  data: { figures: { lessons_completed: { current: number } }; series: { lessons_completed: number }[] };
};
type Funnel = { data: { modules: { lessons: { lesson_id: string; completed: number }[] }[] } };

async function todays(admin: Page) {
  const r = await browserFetch(admin, 'GET', '/api/auth/insights?period=7');
  expect(r.status).toBe(200);
  const d = (r.body as Figures).data;
  return {
    week: d.figures.lessons_completed.current,
    today: d.series[d.series.length - 1]!.lessons_completed,
  };
}

async function funnelCompleted(admin: Page) {
  const r = await browserFetch(admin, 'GET', `/api/auth/insights/funnel?course_id=${courseId}`);
  expect(r.status).toBe(200);
  const lessons = (r.body as Funnel).data.modules.flatMap((m) => m.lessons);
  return lessons.find((l) => l.lesson_id === LESSON)!.completed;
}

test.describe('Painel', () => {
  test.afterAll(async () => {
    await deleteUser(EMAIL);
  });

  test("a lesson completed shows in today's figures and the funnel; a table downloads as CSV", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const userId = await createStudent(EMAIL, 'Inês Conceição');
    await withPrisma((db) => db.enrollment.create({ data: { tenantId, userId, productId: bemEstar } }));

    const admin = await browser.newPage();
    await login(admin, 'admin@demo.local');

    const student = await browser.newPage();
    await signIn(student, EMAIL);
    await student.goto(`${demoUrl}/curso/${tenantId}/aula/${LESSON}`);
    await student.getByTestId('lesson-complete').click();
    await expect(student.getByTestId('lesson-completed')).toBeVisible();

    // The worker drains the outbox after the answer (the cron drain within a minute at worst): the
    // rollups then hold the raw rows' numbers, this completion among them.
    const raw = await withPrisma(async (db) => {
      const start = new Date(Date.now() - 24 * 3600_000);
      return {
        lesson: await db.lessonProgress.count({
          where: { tenantId, lessonId: LESSON, completedAt: { not: null } },
        }),
        mine: await db.lessonProgress.count({ where: { userId, completedAt: { gt: start } } }),
      };
    });
    expect(raw.mine).toBe(1);
    const pending = () =>
      withPrisma((db) =>
        db.outboxEvent.count({
          where: {
            tenantId,
            type: 'lesson.completed',
            processedAt: null,
            payload: { path: ['userId'], equals: userId },
          },
        }),
      );
    await expect.poll(pending, { timeout: 90_000, intervals: [1000] }).toBe(0);
    expect(await funnelCompleted(admin)).toBe(raw.lesson);
    const now = await todays(admin);
    expect(now.today).toBeGreaterThanOrEqual(1);

    await admin.reload();
    const panel = await openEditPanel(admin, 'insights');
    await panel.getByTestId('insights-period-7').click();
    await expect(panel.getByTestId('insights-value-lessons_completed')).toHaveText(String(now.week));
    const chart = panel.getByTestId('insights-chart-completions');
    await expect(chart.locator('svg title').first()).toHaveText('Aulas concluídas por dia');
    await chart.getByText('Ver os números').click();
    await expect(chart.locator('tbody tr').last().locator('td').last()).toHaveText(String(now.today));

    // the course's funnel
    await panel
      .getByTestId('insights-table-courses')
      .getByRole('button', { name: 'Finanças Pessoais Descomplicadas' })
      .click();
    const funnel = panel.getByTestId('insights-funnel');
    await expect(funnel).toBeVisible();
    await expect(funnel.getByTestId('insights-funnel-lesson').first()).toContainText(
      `Concluíram: ${raw.lesson}`,
    );

    await funnel.getByTestId('insights-funnel-back').click();

    // the courses table as CSV: BOM, ';' and the accents intact
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      panel.getByTestId('insights-csv-courses').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^painel-courses-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await fs.readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Curso;Matriculados;Começaram;Concluíram;Progresso médio (%)');
    expect(text).toContain('Finanças Pessoais Descomplicadas;');
  });
});
