import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, signIn } from './helpers';
import { setLessonSettings as setTenantLessonSettings, type LessonSettings } from './support/admin-api';

// Issue 3, the student side: course, module and lesson pages of the demo tenant as its student.
// Ids are the seed's stable ones (lib/seed/ids.ts); the student has Plano Essencial (photography and
// marketing) and an inactive plan, but not Mentoria Criadores.

const tenantId = stableId(seedKeys.tenant('demo'));
const photo = 'fotografia-com-o-celular';
const mentoria = 'mentoria-crie-e-lance-seu-curso-online';
const courseUrl = (slug: string) => `${demoUrl}/curso/${tenantId}/${stableId(seedKeys.course('demo', slug))}`;

/** The demo tenant's lesson settings through the editor API; answers the old ones. */
const setLessonSettings = (values: Partial<LessonSettings>) => setTenantLessonSettings(tenantId, values);

async function expectFadingHeader(page: Page) {
  const header = page.getByTestId('header');
  await expect(header).toHaveAttribute('data-fading', 'true');
  await expect(header).toHaveCSS('position', 'fixed');
}

test.describe('course pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
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

  test('lesson questions page by ten with Carregar mais, and a new question keeps the pages read', async ({
    page,
  }) => {
    // 'Fotografando comida' (photography, module 2, lesson 3): eleven questions of this run through
    // the student API, so the list has a second page whatever earlier runs left there
    const lessonId = stableId(seedKeys.lesson('demo', photo, 2, 3));
    await page.goto(`${demoUrl}/curso/${tenantId}/aula/${lessonId}`);
    await expect(page.getByTestId('lesson-title')).toBeVisible();
    const run = Date.now();
    for (let i = 1; i <= 11; i++) {
      const res = await page.request.post(`${demoUrl}/api/auth/lessons/${lessonId}/comments`, {
        headers: { origin: demoUrl },
        data: { body: `Pergunta ${i} da rodada ${run}` },
      });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    const ours = page.getByTestId('comment-body').filter({ hasText: `da rodada ${run}` });
    // newest first: the first page holds the last ten, the first question is on the second
    await expect(page.getByTestId('comment-item')).toHaveCount(10);
    await expect(ours).toHaveCount(10);
    await expect(ours.first()).toHaveText(`Pergunta 11 da rodada ${run}`);
    const more = page.getByRole('button', { name: 'Carregar mais' });
    await more.click();
    await expect(ours).toHaveCount(11);
    await expect(ours.last()).toHaveText(`Pergunta 1 da rodada ${run}`);

    // a new question is read with both pages again: it comes first and the older ones stay listed
    await page.getByTestId('comment-input').fill(`Pergunta 12 da rodada ${run}`);
    await page.getByTestId('comment-submit').click();
    await expect(ours.first()).toHaveText(`Pergunta 12 da rodada ${run}`);
    await expect(ours).toHaveCount(12);
    await expect(ours.last()).toHaveText(`Pergunta 1 da rodada ${run}`);
  });

  test('another tenant in the path is a 404', async ({ page }) => {
    const other = stableId(seedKeys.tenant('outra'));
    const res = await page.goto(`${demoUrl}/curso/${other}/${stableId(seedKeys.course('demo', photo))}`);
    expect(res?.status()).toBe(404);
    // the student shell's own 404 (decision 237): the member keeps the header
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('header')).toBeVisible();
  });

  test('Sequência and Tela cheia templates; comments and page indicators follow the settings', async ({
    page,
  }) => {
    const lesson = `${demoUrl}/curso/${tenantId}/luz-natural/${stableId(seedKeys.lesson('demo', photo, 1, 2))}`;
    const old = await setLessonSettings({
      theme_classes: 2,
      comment: false,
      course_page_indicator: false,
      module_page_indicator: false,
    });
    try {
      await page.goto(lesson);
      await expect(page.getByTestId('lesson-page')).toHaveAttribute('data-template', 'sequence');
      await expect(page.getByTestId('lesson-comments')).toHaveCount(0);
      await expect(page.getByTestId('lesson-previous')).toBeVisible();
      await page.getByTestId('lesson-next').click();
      await expect(page.getByTestId('lesson-title')).toHaveText('Enquadramento e regra dos terços');

      await setLessonSettings({ ...old, theme_classes: 3, course_page_indicator: false });
      await page.goto(lesson);
      await expect(page.getByTestId('lesson-page')).toHaveAttribute('data-template', 'fullscreen');
      await expect(page.getByTestId('lesson-list')).toHaveCount(0);
      await page.getByTestId('lessons-drawer-open').click();
      await expect(page.getByTestId('lessons-drawer').getByTestId('lesson-item')).toHaveCount(4);
      await page.getByTestId('lessons-drawer').getByTestId('lesson-item').first().click();
      await expect(page.getByTestId('lesson-title')).toHaveText('Conhecendo a câmera do seu celular');
      await expect(page.getByTestId('lesson-comments')).toBeVisible();

      await page.goto(courseUrl(photo));
      await expect(page.getByTestId('course-title')).toBeVisible();
      await expect(page.getByTestId('page-indicator')).toHaveCount(0);
    } finally {
      await setLessonSettings(old);
    }
  });

  test("an editor answers a student's question under the lesson", async ({ page, browser }) => {
    const lesson = `${demoUrl}/curso/${tenantId}/fotografando-comida/${stableId(seedKeys.lesson('demo', photo, 2, 3))}`;
    const question = `Luz de janela serve para comida? ${Date.now()}`;
    await page.goto(lesson);
    await page.getByTestId('comment-input').fill(question);
    await page.getByTestId('comment-submit').click();
    const mine = page.getByTestId('comment-item').filter({ hasText: question });
    await expect(mine).toBeVisible();
    // students ask; only editors get the answer button
    await expect(mine.getByRole('button', { name: 'Responder' })).toHaveCount(0);

    const admin = await browser.newContext({ locale: 'pt-BR' });
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin@demo.local');
    await adminPage.goto(lesson);
    const item = adminPage.getByTestId('comment-item').filter({ hasText: question });
    await item.getByRole('button', { name: 'Responder' }).click();
    await item.getByTestId('answer-input').fill('Serve sim: é a melhor luz!');
    await item.getByTestId('answer-submit').click();
    await expect(item.getByTestId('comment-answer')).toContainText('Serve sim: é a melhor luz!');
    await expect(item.getByTestId('comment-answer')).toContainText('Equipe');
    await admin.close();

    await page.reload();
    await expect(mine.getByTestId('comment-answer')).toContainText('Serve sim: é a melhor luz!');
  });

  test("an editor hides and deletes a student's comment (issue 54)", async ({ page, browser }) => {
    const lesson = `${demoUrl}/curso/${tenantId}/fotografando-comida/${stableId(seedKeys.lesson('demo', photo, 2, 2))}`;
    const spam = `Ganhe seguidores grátis ${Date.now()}`;
    const other = `Dúvida de verdade ${Date.now()}`;
    await page.goto(lesson);
    for (const text of [spam, other]) {
      await page.getByTestId('comment-input').fill(text);
      await page.getByTestId('comment-submit').click();
      await expect(page.getByTestId('comment-item').filter({ hasText: text })).toBeVisible();
    }
    // students get no moderation buttons
    await expect(page.getByTestId('comment-hide-toggle')).toHaveCount(0);

    const admin = await browser.newContext({ locale: 'pt-BR' });
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin@demo.local');
    await adminPage.goto(lesson);
    const spamItem = adminPage.getByTestId('comment-item').filter({ hasText: spam });
    await spamItem.getByTestId('comment-hide-toggle').click();
    await expect(spamItem.getByTestId('comment-hidden-badge')).toHaveText('Oculto para os alunos');
    await expect(spamItem.getByTestId('comment-hide-toggle')).toHaveText('Mostrar');

    await page.reload();
    await expect(page.getByTestId('comment-item').filter({ hasText: other })).toBeVisible();
    await expect(page.getByTestId('comment-item').filter({ hasText: spam })).toHaveCount(0);

    const otherItem = adminPage.getByTestId('comment-item').filter({ hasText: other });
    await otherItem.getByTestId('comment-delete').click();
    await otherItem.getByTestId('comment-delete-confirm').click();
    await expect(adminPage.getByTestId('comment-item').filter({ hasText: other })).toHaveCount(0);
    await admin.close();

    await page.reload();
    await expect(page.getByTestId('lesson-comments')).toBeVisible();
    await expect(page.getByTestId('comment-item').filter({ hasText: other })).toHaveCount(0);
  });
});
