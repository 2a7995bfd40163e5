import { expect, test } from '@playwright/test';
import { outraUrl, signIn } from './helpers';

// Minha lista and /favoritos (issue 3): the student saves a course and a lesson from the homepage cards,
// finds them in Favoritos, and takes them out again. On Escola Outra, so the demo tenant's showcase stays.

test('the student saves cards from the homepage, sees them in Favoritos and removes them', async ({
  page,
}) => {
  await signIn(page, 'aluno@outra.local', outraUrl);
  await page.goto(`${outraUrl}/favoritos`);
  await expect(page.getByRole('heading', { name: 'Favoritos' })).toBeVisible();
  // Leftovers of an earlier run would make the counts below wrong: start from an empty list.
  while ((await page.getByTestId('favorite-item').count()) > 0) {
    await page.getByTestId('favorite-item').first().getByTestId('showcase-mylist-toggle').click();
    await expect(page.getByText('removido', { exact: false }).first()).toBeVisible();
    await page.reload();
  }
  await expect(page.getByTestId('favorites-empty')).toBeVisible();

  // Save the first two cards of the homepage that are not in the list yet.
  await page.goto(`${outraUrl}/homepage`);
  const saved: string[] = [];
  for (let i = 0; i < 2; i++) {
    const toggle = page.locator('[data-testid="showcase-mylist-toggle"][data-in-list="false"]').first();
    // The button sits beside its card, in the same wrapper.
    saved.push((await toggle.locator('xpath=..').getByTestId('showcase-card').innerText()).trim());
    await toggle.click();
    await expect(page.getByText('adicionado', { exact: false }).first()).toBeVisible();
    await page.reload();
  }

  await page.getByTestId('nav-favorites').click();
  await expect(page).toHaveURL(/\/favoritos$/);
  const items = page.getByTestId('favorite-item');
  await expect(items).toHaveCount(2);
  // Newest first.
  await expect(items.nth(0)).toContainText(saved[1]!);
  await expect(items.nth(1)).toContainText(saved[0]!);
  await items.nth(0).getByTestId('showcase-card').click();
  await expect(page).toHaveURL(/\/curso\//);

  // Remove both from Favoritos itself.
  await page.goto(`${outraUrl}/favoritos`);
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('favorite-item').first().getByTestId('showcase-mylist-toggle').click();
    await expect(page.getByTestId('favorite-item')).toHaveCount(1 - i);
  }
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
});
