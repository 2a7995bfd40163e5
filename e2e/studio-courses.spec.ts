import { expect, test, type Page } from '@playwright/test';
import { demoUrl, signIn } from './helpers';
import { adminApi, setLessonSettings, type AdminApi } from './support/admin-api';
import { withPrisma } from './support/db';

// Studio I (issue 46), the member's side of what an editor authors: a course built through the studio
// API (the edit-mode screens are not built yet) with two modules and four lessons: a YouTube lesson, a
// text lesson with a file in 'Materiais', one released in 7 days and a draft. The demo student, who owns
// the product, sees the course, downloads the file, sees the locked lesson with its date, and neither
// the page's HTML nor its data carries the locked lesson's body or media; the draft does not exist.

const STUDENT = 'aluno@demo.local';
const SECRET = 'Conteúdo secreto da aula futura';
const DRAFT = 'Aula em rascunho';

let api: AdminApi;
let tenantId: string;
let courseId: string;
const ids = {} as Record<'youtube' | 'text' | 'future' | 'draft', { id: string; slug: string }>;

const ok = async (answer: Promise<{ status: number; body: any }>, status = 200) => {
  const res = await answer;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data;
};
const lessonPath = (l: { id: string; slug: string }) => `/curso/${tenantId}/${l.slug}/${l.id}`;

test.beforeAll(async () => {
  const product = await withPrisma(async (db) => {
    const user = await db.user.findUniqueOrThrow({ where: { email: STUDENT }, select: { id: true } });
    const e = await db.enrollment.findFirstOrThrow({
      where: { userId: user.id, product: { status: 'active', tenant: { slug: 'demo' } } },
      select: { productId: true, tenantId: true },
    });
    return e;
  });
  tenantId = product.tenantId;
  api = await adminApi();
  const course = await ok(
    api.call('POST', '/api/auth/studio/courses', {
      title: `Iluminação em Estúdio ${Date.now()}`,
      description: 'Curso criado no estúdio.',
      product_ids: [product.productId],
      published: true,
    }),
    201,
  );
  courseId = course.id;
  const m1 = await ok(
    api.call('POST', `/api/auth/studio/courses/${courseId}/modules`, { title: 'Fundamentos' }),
    201,
  );
  const m2 = await ok(
    api.call('POST', `/api/auth/studio/courses/${courseId}/modules`, { title: 'Prática' }),
    201,
  );
  const lesson = (moduleId: string, body: Record<string, unknown>) =>
    ok(api.call('POST', `/api/auth/studio/modules/${moduleId}/lessons`, { published: true, ...body }), 201);
  ids.youtube = await lesson(m1.id, {
    title: 'Boas-vindas em vídeo',
    kind: 'video',
    media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  ids.text = await lesson(m1.id, {
    title: 'Roteiro de luz',
    kind: 'text',
    body: '<p>Leia o <strong>roteiro</strong>.</p>',
  });
  ids.future = await lesson(m2.id, {
    title: 'Aula da próxima semana',
    kind: 'text',
    body: `<p>${SECRET}</p>`,
    media_url: 'https://vimeo.com/76979871',
    release: { mode: 'at_date', at: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  ids.draft = await lesson(m2.id, { title: DRAFT, published: false });
  await ok(
    api.call('POST', `/api/auth/studio/lessons/${ids.text.id}/attachments`, {
      name: 'planilha-orcamento.csv',
      url: '/demo/files/planilha-orcamento.csv',
      size_bytes: 1024,
    }),
    201,
  );
  // the text lesson first, then the video: an editor's reorder
  await ok(
    api.call('PUT', `/api/auth/studio/modules/${m1.id}/lessons/order`, {
      ids: [ids.text.id, ids.youtube.id],
    }),
  );
});

test.afterAll(async () => {
  if (courseId) await api.call('DELETE', `/api/auth/studio/courses/${courseId}`, { confirm: 'EXCLUIR' });
  await api?.dispose();
});

test('the student sees the authored course, its file, the locked lesson and no draft', async ({ page }) => {
  await signIn(page, STUDENT);
  await page.goto(`${demoUrl}/curso/${tenantId}/${courseId}`);
  await expect(page.getByText('Fundamentos').first()).toBeVisible();
  await expect(page.getByText('Prática').first()).toBeVisible();

  // the text lesson: its body and its file, which downloads; the side list of the 'Lista' template
  // (another spec may have left the demo on another template)
  const before = await setLessonSettings(tenantId, { theme_classes: 1 });
  try {
    await lessonChecks(page);
  } finally {
    await setLessonSettings(tenantId, before);
  }
});

async function lessonChecks(page: Page) {
  await page.goto(`${demoUrl}${lessonPath(ids.text)}`);
  await expect(page.getByTestId('lesson-body')).toContainText('Leia o roteiro');
  const list = page.getByTestId('lesson-item');
  await expect(list.first()).toContainText('Roteiro de luz'); // the reorder holds
  const link = page.getByTestId('lesson-material-link');
  await expect(link).toContainText('planilha-orcamento.csv');
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('planilha-orcamento.csv');

  // the locked lesson: a lock and its date, no content in the page nor in its HTML
  await page.goto(`${demoUrl}${lessonPath(ids.future)}`);
  await expect(page.getByTestId('lesson-release-locked')).toBeVisible();
  await expect(page.getByTestId('lesson-release-locked')).toContainText(/Disponível em \d{2}\/\d{2}\/\d{4}/);
  await expect(page.locator('[data-testid="lesson-item"][data-locked="true"]')).toContainText(
    'Aula da próxima semana',
  );
  await expect(page.getByText(SECRET)).toHaveCount(0);
  const html = await page.request.get(`${demoUrl}${lessonPath(ids.future)}`);
  expect(html.status()).toBe(200);
  const text = await html.text();
  expect(text).toContain('Disponível em');
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain('76979871');

  // the draft is nowhere for a member
  await expect(page.getByText(DRAFT)).toHaveCount(0);
  const draft = await page.request.get(`${demoUrl}${lessonPath(ids.draft)}`);
  expect(draft.status()).toBe(404);
}
