import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, login } from './helpers';

// Issue 3, the student side: course, module and lesson pages of the demo tenant as its student.
// Ids are the seed's stable ones (lib/seed/ids.ts); the student has Plano Essencial (photography and
// marketing) and an inactive plan, but not Mentoria Criadores.

const tenantId = stableId(seedKeys.tenant('demo'));
const photo = 'fotografia-com-o-celular';
const mentoria = 'mentoria-crie-e-lance-seu-curso-online';
const courseUrl = (slug: string) => `${demoUrl}/curso/${tenantId}/${stableId(seedKeys.course('demo', slug))}`;

async function expectFadingHeader(page: Page) {
  const header = page.getByTestId('header');
  await expect(header).toHaveAttribute('data-fading', 'true');
  await expect(header).toHaveCSS('position', 'fixed');
}

test.describe('course pages', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'aluno@demo.local');
  });

  test('course -> module -> lesson, Concluir aula survives a reload, and a question is posted', async ({
    page,
  }) => {
    await page.goto(courseUrl(photo));
    await expect(page.getByTestId('course-title')).toHaveText('Fotografia com o Celular');
    await expectFadingHeader(page);
    await expect(page.getByTestId('page-indicator')).toContainText('Fotografia com o Celular');
    await expect(page.getByTestId('module-card')).toHaveCount(3);
    // 3 of the first module's 4 lessons are completed in the seed
    await expect(page.getByTestId('module-card').first()).toContainText('75% concluído');

    await page.getByTestId('module-card').filter({ hasText: 'Composição na prática' }).click();
    await expect(page).toHaveURL(/\/modulo\//);
    await expect(page.getByTestId('module-title')).toHaveText('Composição na prática');
    await expectFadingHeader(page);
    await expect(page.getByTestId('lesson-item')).toHaveCount(3);

    await page.getByTestId('lesson-item').filter({ hasText: 'Linhas e perspectiva' }).click();
    await expect(page).toHaveURL(/\/curso\/[^/]+\/linhas-e-perspectiva\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('lesson-title')).toHaveText('Linhas e perspectiva');
    await expect(page.getByTestId('lesson-page')).toHaveAttribute('data-template', 'list');

    await page.getByTestId('lesson-complete').click();
    await expect(page.getByTestId('lesson-completed')).toHaveText('Aula concluída');
    await expect(page.getByTestId('lesson-next-after-complete')).toHaveText(/Próxima aula/);
    await page.reload();
    await expect(page.getByTestId('lesson-completed')).toBeVisible();
    await expect(page.getByTestId('lesson-complete')).toHaveCount(0);
    await expect(page.locator('[data-testid="lesson-item"][aria-current="page"]')).toHaveAttribute(
      'data-completed',
      'true',
    );

    const question = `Qual lente vocês recomendam? ${Date.now()}`;
    await page.getByTestId('comment-input').fill(question);
    await page.getByTestId('comment-submit').click();
    await expect(page.getByTestId('comment-body').filter({ hasText: question })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('comment-body').filter({ hasText: question })).toBeVisible();

    // 'Próxima aula' leads on through the course
    await page.getByTestId('lesson-next-after-complete').click();
    await expect(page.getByTestId('lesson-title')).toHaveText('Retratos com fundo desfocado');
  });

  test('a course outside the student’s active plans is locked, without its content', async ({ page }) => {
    await page.goto(courseUrl(mentoria));
    await expect(page.getByTestId('course-locked')).toBeVisible();
    await expect(page.getByText('Conteúdo bloqueado')).toBeVisible();
    await expect(page.getByTestId('course-title')).toHaveCount(0);
    await expect(page.getByText('Planejamento')).toHaveCount(0);
    await expectFadingHeader(page);

    const moduleId = stableId(seedKeys.module('demo', mentoria, 1));
    await page.goto(`${demoUrl}/modulo/${tenantId}/${moduleId}`);
    await expect(page.getByTestId('course-locked')).toBeVisible();

    const lessonId = stableId(seedKeys.lesson('demo', mentoria, 1, 1));
    await page.goto(`${demoUrl}/curso/${tenantId}/escolhendo-o-tema-do-curso/${lessonId}`);
    await expect(page.getByTestId('course-locked')).toBeVisible();
    await expect(page.getByTestId('lesson-title')).toHaveCount(0);
  });

  test('another tenant in the path is a 404', async ({ page }) => {
    const other = stableId(seedKeys.tenant('outra'));
    const res = await page.goto(`${demoUrl}/curso/${other}/${stableId(seedKeys.course('demo', photo))}`);
    expect(res?.status()).toBe(404);
  });
});
