import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoUrl, signIn } from './helpers';
import { adminApi, type AdminApi } from './support/admin-api';
import { withPrisma } from './support/db';

// Studio I (issue 46), the lesson editor on the lesson page (docs/adr/0410, 0411). The course, module and
// an empty draft lesson come from the studio API; everything else goes through the UI: the demo admin
// opens 'Editar aula', sets the title, a formatted body, the kind, a PDF in 'Materiais', a release 7 days
// after the enrolment, and publishes. The demo student (owner of the product) sees the lock and its date
// and nothing of the body or the file, in the page or its HTML. The admin previews the lesson as a member
// of the product (locked too) and of a product without the course (no access), releases it at once, and
// the student reads the body and downloads the PDF. A student never sees 'Editar aula' nor a preview.

const STUDENT = 'aluno@demo.local';
const BODY_TEXT = 'Leia o roteiro de luz antes da gravação';
const FILE = 'roteiro-de-luz.pdf';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe.configure({ mode: 'serial' });

let api: AdminApi;
let tenantId: string;
let productId: string;
let otherProduct: string | null;
let courseId: string;
let lesson: { id: string; slug: string };

const ok = async (answer: Promise<{ status: number; body: any }>, status = 200) => {
  const res = await answer;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data;
};
const lessonUrl = () => `${demoUrl}/curso/${tenantId}/${lesson.slug}/${lesson.id}`;

test.beforeAll(async () => {
  const found = await withPrisma(async (db) => {
    const user = await db.user.findUniqueOrThrow({ where: { email: STUDENT }, select: { id: true } });
    const e = await db.enrollment.findFirstOrThrow({
      where: { userId: user.id, product: { status: 'active', tenant: { slug: 'demo' } } },
      select: { productId: true, tenantId: true },
    });
    const other = await db.product.findFirst({
      where: { tenantId: e.tenantId, status: 'active', NOT: { id: e.productId } },
      select: { id: true },
    });
    return { ...e, other: other?.id ?? null };
  });
  tenantId = found.tenantId;
  productId = found.productId;
  otherProduct = found.other;
  api = await adminApi();
  const course = await ok(
    api.call('POST', '/api/auth/studio/courses', {
      title: `Luz para Vídeo ${Date.now()}`,
      product_ids: [productId],
      published: true,
    }),
    201,
  );
  courseId = course.id;
  const mod = await ok(
    api.call('POST', `/api/auth/studio/courses/${courseId}/modules`, { title: 'Primeiros passos' }),
    201,
  );
  lesson = await ok(
    api.call('POST', `/api/auth/studio/modules/${mod.id}/lessons`, { title: 'Aula nova', published: false }),
    201,
  );
});

test.afterAll(async () => {
  if (courseId) await api.call('DELETE', `/api/auth/studio/courses/${courseId}`, { confirm: 'EXCLUIR' });
  await api?.dispose();
});

async function openEditor(page: Page) {
  await page.goto(lessonUrl());
  await page.getByTestId('lesson-editor-open').click();
  const editor = page.getByTestId('lesson-editor');
  await expect(editor.getByTestId('lesson-editor-title')).toBeVisible({ timeout: 20_000 });
  return editor;
}

async function save(page: Page) {
  await page.getByTestId('lesson-editor-save').click();
  await expect(page.getByText('Aula salva.').first()).toBeVisible();
  // the editor stays open
  await expect(page.getByTestId('lesson-editor')).toBeVisible();
}

test('the admin writes the lesson, adds a PDF, releases it 7 days after enrolment and publishes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.local');
  const editor = await openEditor(page);

  // a server validation error lands on its field, translated
  await editor.getByTestId('lesson-editor-title').fill('   ');
  await page.getByTestId('lesson-editor-save').click();
  await expect(editor.getByTestId('lesson-editor-title-error')).toHaveText('Dê um título.');

  await editor.getByTestId('lesson-editor-title').fill('Roteiro de iluminação');
  await editor.getByTestId('lesson-kind-text').check();
  const body = editor.getByTestId('lesson-editor-body');
  await body.click();
  await page.keyboard.type(BODY_TEXT);
  // select 'roteiro de luz' (before ' antes da gravação') and make it bold
  await page.keyboard.press('End');
  for (let i = 0; i < ' antes da gravação'.length; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'roteiro de luz'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await editor.getByTestId('rte-bold').click();
  await expect(body.locator('strong')).toHaveText('roteiro de luz');

  await editor.getByTestId('lesson-release-after_enrollment').check();
  await editor.getByTestId('lesson-release-days').fill('7');
  await editor.getByTestId('lesson-editor-published').click();

  // closing with unsaved changes asks first; 'Continuar editando' keeps everything
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lesson-editor-discard')).toBeVisible();
  await page.getByTestId('lesson-editor-keep').click();
  await expect(editor.getByTestId('lesson-editor-title')).toHaveValue('Roteiro de iluminação');
  await save(page);

  // 'Materiais': the PDF goes up with its progress and is listed
  await editor.getByTestId('lesson-material-input').setInputFiles({
    name: FILE,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(editor.getByTestId('lesson-editor-material')).toContainText(FILE);

  // the page under the sheet follows (router.refresh)
  await page.getByTestId('lesson-editor').press('Escape');
  await expect(page.getByTestId('lesson-editor')).toHaveCount(0);
  await expect(page.getByTestId('lesson-body')).toContainText(BODY_TEXT);
  await expect(page.getByTestId('lesson-material-link')).toContainText(FILE);
});

test('the student sees the lock and its date, and neither the body nor the file', async ({ page }) => {
  await signIn(page, STUDENT);
  await page.goto(lessonUrl());
  const locked = page.getByTestId('lesson-release-locked');
  await expect(locked).toContainText(/Disponível em \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByTestId('lesson-editor-open')).toHaveCount(0);
  await expect(page.getByText(BODY_TEXT)).toHaveCount(0);
  const html = await (await page.request.get(lessonUrl())).text();
  expect(html).toContain('Disponível em');
  expect(html).not.toContain('roteiro de luz');
  expect(html).not.toContain(FILE);
  // a member's ?preview= is ignored
  await page.goto(`${lessonUrl()}?preview=${productId}`);
  await expect(page.getByTestId('lesson-release-locked')).toBeVisible();
  await expect(page.getByTestId('lesson-preview-bar')).toHaveCount(0);
});

test('the admin previews as members of two products, then releases the lesson at once', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.local');
  const editor = await openEditor(page);
  await expect(editor.getByTestId('lesson-editor-material')).toContainText(FILE);

  // the preview link of the student's product: the lock with its date, no body, no editor controls
  await editor.getByTestId('lesson-preview-product').selectOption(productId);
  const href = await editor.getByTestId('lesson-preview-open').getAttribute('href');
  expect(href).toContain(`preview=${productId}`);
  const preview = await page.context().newPage();
  await preview.goto(`${demoUrl}${href}`);
  await expect(preview.getByTestId('lesson-preview-bar')).toBeVisible();
  await expect(preview.getByTestId('lesson-release-locked')).toContainText(
    /Disponível em \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(preview.getByText(BODY_TEXT)).toHaveCount(0);
  await expect(preview.getByTestId('lesson-editor-open')).toHaveCount(0);
  // a member of a product without the course has no access
  if (otherProduct) {
    await preview.goto(`${lessonUrl()}?preview=${otherProduct}`);
    await expect(preview.getByTestId('course-locked')).toBeVisible();
  }

  await editor.getByTestId('lesson-release-immediate').check();
  await save(page);

  await preview.goto(`${demoUrl}${href}`);
  await expect(preview.getByTestId('lesson-body')).toContainText(BODY_TEXT);
  await expect(preview.getByTestId('lesson-material-link')).toContainText(FILE);
  await preview.getByTestId('lesson-preview-exit').click();
  await expect(preview.getByTestId('lesson-editor-open')).toBeVisible();
  await preview.close();
});

test('the student reads the formatted body and downloads the PDF', async ({ page }) => {
  await signIn(page, STUDENT);
  await page.goto(lessonUrl());
  await expect(page.getByTestId('lesson-body').locator('strong')).toHaveText('roteiro de luz');
  await expect(page.getByTestId('lesson-editor-open')).toHaveCount(0);
  const link = page.getByTestId('lesson-material-link');
  await expect(link).toContainText(FILE);
  const download = page.waitForEvent('download');
  await link.click();
  const path = await (await download).path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
});
