import { expect, test } from '@playwright/test';
import { demoUrl, gotoShell, signIn } from './helpers';

// Search (SPEC 2.14) and the live page's header (SPEC 2.1, 2.2) on the demo tenant. The demo student
// has Plano Essencial and Plano Bem-Estar (and the inactive Plano Antigo), not Mentoria Criadores:
// "Mentoria: Crie e Lance seu Curso Online" must never show up for them.

test.describe('student', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
  });

  test('the header modal shows quick results; Enter opens /search with the term', async ({ page }) => {
    await gotoShell(page, `${demoUrl}/homepage`);
    await page.getByTestId('search-button').click();
    const modal = page.getByTestId('search-modal');
    await expect(modal).toBeVisible();
    await modal.getByTestId('search-input').fill('fotog');
    const quick = modal.getByTestId('search-quick-result').filter({ hasText: 'Fotografia com o Celular' });
    await expect(quick.first()).toBeVisible();
    await modal.getByTestId('search-input').press('Enter');

    await expect(page).toHaveURL(/\/search\?search=fotog$/);
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('search-term')).toContainText('fotog');
    const courses = page.getByTestId('search-group-course');
    await expect(courses.getByTestId('search-result')).toHaveText([/Fotografia com o Celular/]);
    await courses.getByTestId('search-result').first().click();
    await expect(page).toHaveURL(/\/curso\/[0-9a-f-]+\/[0-9a-f-]+$/);
  });

  test('a course of a product the student lacks is not found; the empty state names the term', async ({
    page,
  }) => {
    await page.goto(`${demoUrl}/search?search=mentoria`);
    await expect(page.getByTestId('search-empty')).toContainText('Nenhum resultado para "mentoria"');
    await expect(page.getByText('Mentoria: Crie e Lance seu Curso Online')).toHaveCount(0);

    // Marketing is in both Essencial (theirs) and Mentoria: it is found, through the modal's button.
    await page.getByTestId('search-button').click();
    await page.getByTestId('search-input').fill('marketing');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/search\?search=marketing$/);
    await expect(page.getByTestId('search-group-course').getByTestId('search-result')).toHaveText([
      /Marketing Digital para Iniciantes/,
    ]);
    await expect(page.getByText('Mentoria: Crie e Lance seu Curso Online')).toHaveCount(0);

    // An old link to a page past the last one lands on that kind's first page, with its results.
    await page.goto(`${demoUrl}/search?search=marketing&kind=course&page=9`);
    await expect(page).toHaveURL(/\/search\?search=marketing&kind=course$/);
    await expect(page.getByTestId('search-group-course').getByTestId('search-result')).toHaveText([
      /Marketing Digital para Iniciantes/,
    ]);
  });

  test('the page takes ?q= and has its own search box (issue 54)', async ({ page }) => {
    await page.goto(`${demoUrl}/search?q=fotografia`);
    await expect(page.getByTestId('search-term')).toHaveText('Resultados para "fotografia"');
    const box = page.getByTestId('search-page-input');
    await expect(box).toHaveValue('fotografia');
    await box.fill('marketing');
    await page.getByTestId('search-page-submit').click();
    await expect(page).toHaveURL(/\/search\?search=marketing$/);
    await expect(page.getByTestId('search-term')).toHaveText('Resultados para "marketing"');
  });

  test('community posts and comments are found, grouped, accents ignored (issue 54)', async ({ page }) => {
    // the seed's post 'Marmitas da semana prontas em 1 hora' mentions the "curso de culinária"
    await page.goto(`${demoUrl}/search?search=CULINARIA`);
    const posts = page.getByTestId('search-group-post');
    await expect(posts.getByRole('heading')).toHaveText('Publicações na comunidade');
    const post = posts.getByTestId('search-result').filter({ hasText: 'Marmitas da semana' });
    await expect(post).toBeVisible();
    // a comment's words, without their accents: 'Dá para falar de iluminação para vídeos curtos também?'
    await page.goto(`${demoUrl}/search?search=${encodeURIComponent('iluminacao para videos')}`);
    const comments = page.getByTestId('search-group-comment');
    await expect(comments.getByTestId('search-result')).toHaveText([/iluminação para vídeos curtos/]);
    await comments.getByTestId('search-result').click();
    await expect(page).toHaveURL(/\/comunidade\/post\/[0-9a-f-]+\/[0-9a-f-]+\/[0-9a-f-]+$/);
  });

  test('/live?watch= shows only the back button, which leads to /homepage', async ({ page }) => {
    await page.goto(`${demoUrl}/live?watch=1`);
    const header = page.getByTestId('header');
    await expect(header.getByTestId('header-back')).toBeVisible();
    for (const id of ['search-button', 'menu-button', 'header-logo', 'nav-home', 'edit-mode-button']) {
      await expect(header.getByTestId(id)).toHaveCount(0);
    }
    await expect(header.getByRole('link')).toHaveCount(1);
    await expect(header.getByRole('button')).toHaveCount(0);
    await header.getByTestId('header-back').click();
    await expect(page).toHaveURL(/\/homepage$/);
    await expect(page.getByTestId('search-button')).toBeVisible();
  });
});

test('an editor finds every course of the tenant, the mentorship too', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto(`${demoUrl}/search?search=mentoria`);
  await expect(page.getByTestId('search-group-course').getByTestId('search-result')).toHaveText([
    /Mentoria: Crie e Lance seu Curso Online/,
  ]);
});
