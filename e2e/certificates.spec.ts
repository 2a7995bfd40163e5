import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { browserFetch, demoUrl, login, openEditPanel, signIn, toast } from './helpers';
import { createStudent, deleteUser, withPrisma } from './support/db';

// Issue 49, certificates: the admin turns on the certificate of a demo course in the drawer's
// 'Certificados' (live preview), a student with an accented name completes the course's last lesson,
// sees the celebration, downloads the PDF from 'Meu perfil' (its text holds the name, the course and the
// code) and the verification page answers signed out. The certificate is turned off again at the end so
// no other spec's student earns one.

const tenantId = stableId(seedKeys.tenant('demo'));
const COURSE = 'financas-pessoais-descomplicadas';
const COURSE_TITLE = 'Finanças Pessoais Descomplicadas';
const courseId = stableId(seedKeys.course('demo', COURSE));
const bemEstar = stableId(seedKeys.product('demo', 'bem-estar'));
const EMAIL = 'certificado-e2e@demo.local';
const NAME = 'Conceição Araújo Gonçalves';
const SIGNER = 'Ana Lúcia Brandão';
// the course's lessons by module: 3, 4 and 3
const LESSONS = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 1],
  [2, 2],
  [2, 3],
  [2, 4],
  [3, 1],
  [3, 2],
  [3, 3],
].map(([m, l]) => stableId(seedKeys.lesson('demo', COURSE, m!, l!)));
const LAST = LESSONS[LESSONS.length - 1]!;

/** The student enrolled in the course's plan with every lesson but the last one completed. */
async function studentAlmostDone(): Promise<string> {
  const userId = await createStudent(EMAIL, NAME);
  await withPrisma(async (db) => {
    await db.enrollment.create({ data: { tenantId, userId, productId: bemEstar } });
    await db.lessonProgress.createMany({
      data: LESSONS.slice(0, -1).map((lessonId) => ({
        tenantId,
        userId,
        lessonId,
        percent: 100,
        completedAt: new Date(),
      })),
    });
  });
  return userId;
}

async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await fs.readFile(path)) }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : '') : '')).join('');
  await doc.destroy();
  return text;
}

async function turnOff(admin: Page) {
  const off = await browserFetch(admin, 'PUT', `/api/auth/certificates/settings/${courseId}`, {
    enabled: false,
    required_percent: 100,
    required_quiz_ids: [],
    signer_name: SIGNER,
    hours: null,
    background: null,
  });
  expect(off.status).toBe(200);
}

test.describe('certificates', () => {
  test.afterAll(async () => {
    await deleteUser(EMAIL);
  });

  test('enabled in the drawer, earned on the last lesson, downloaded and verified', async ({ browser }) => {
    test.setTimeout(180_000);
    await studentAlmostDone();

    // the admin: 'Certificados' in the drawer, the course, its rules and the live preview
    const admin = await browser.newPage();
    await login(admin, 'admin@demo.local');
    try {
      const panel = await openEditPanel(admin, 'certificates');
      await panel.getByTestId('certificates-course').selectOption(courseId);
      const form = panel.getByTestId('certificate-settings');
      await expect(form).toBeVisible();
      await form.getByTestId('certificate-enabled').check();
      await form.getByTestId('certificate-percent').fill('100');
      await form.getByTestId('certificate-signer').fill(SIGNER);
      const preview = form.getByTestId('certificate-preview');
      await expect(preview.getByTestId('certificate-preview-signer')).toHaveText(SIGNER);
      await expect(preview.getByTestId('certificate-preview-course')).toHaveText(COURSE_TITLE);
      await form.getByTestId('certificate-hours').fill('12');
      await expect(preview.getByTestId('certificate-preview-hours')).toContainText('12 horas');
      await form.getByTestId('certificate-save').click();
      await expect(toast(admin, 'Certificado salvo.')).toBeVisible();

      // the student completes the last lesson and the celebration plays
      const student = await browser.newPage();
      await signIn(student, EMAIL);
      await student.goto(`${demoUrl}/curso/${tenantId}/aula/${LAST}`);
      await student.getByTestId('lesson-complete').click();
      await expect(student.getByTestId('lesson-completed')).toBeVisible();
      const player = student.getByTestId('celebration-player');
      // the worker issues it after the answer; the page reads again up to 30 s later
      await expect(player).toBeVisible({ timeout: 35_000 });
      await expect(player).toContainText(`Certificado conquistado: ${COURSE_TITLE}`);
      await student.getByRole('button', { name: 'Encerrar animação' }).click();
      await expect(player).toHaveCount(0);

      // 'Meu perfil' lists it; the PDF downloads and holds the name, the course and the code
      await student.goto(`${demoUrl}/dashboard/profile`);
      const item = student.getByTestId('certificate-item').filter({ hasText: COURSE_TITLE });
      await expect(item).toBeVisible();
      const code = (await item.getAttribute('data-code'))!;
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const [download] = await Promise.all([
        student.waitForEvent('download'),
        item.getByTestId('certificate-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`certificado-${code}.pdf`);
      const text = await pdfText((await download.path())!);
      expect(text).toContain(NAME);
      expect(text).toContain(COURSE_TITLE);
      expect(text).toContain(code);
      expect(text).toContain(SIGNER);
      expect(text).toContain('carga horária de 12 horas');

      // the verification page, signed out: holder, course, date, school, never indexed
      const visitor = await browser.newContext();
      const anon = await visitor.newPage();
      const res = await anon.goto(`${demoUrl}/certificado/${code}`);
      expect(res?.status()).toBe(200);
      await expect(anon.getByTestId('certificate-status')).toHaveText('Certificado válido');
      await expect(anon.getByTestId('certificate-holder')).toHaveText(NAME);
      await expect(anon.getByTestId('certificate-course')).toHaveText(COURSE_TITLE);
      await expect(anon.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const unknown = await anon.goto(`${demoUrl}/certificado/ZZZZ-ZZZZ-ZZZZ`);
      expect(unknown?.status()).toBe(404);
      await visitor.close();
    } finally {
      await turnOff(admin);
    }
  });
});
