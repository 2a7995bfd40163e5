import { expect, test } from '@playwright/test';
import { outraUrl, signIn } from './helpers';
import { createStudent, deleteUser, withPrisma } from './support/db';

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

  // The homepage's "Minha lista" row shows the newest; its 'Ver tudo' leads to all of them in Favoritos.
  const row = page.locator('[data-testid="showcase-carousel"][data-carousel-id="system-7"]');
  await expect(row.getByTestId('showcase-card')).toHaveCount(2);
  await row.getByRole('link', { name: 'Ver tudo' }).click();
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

test('a long Favoritos pages: 24 newest first, Próxima and Anterior, and a page past the last goes to the first', async ({
  page,
}) => {
  const email = 'favoritos-paginas@outra.local';
  const userId = await createStudent(email, 'Fábio Páginas', 'outra');
  try {
    // 25 lessons the new member may open, saved a second apart, oldest first
    const saved = await withPrisma(async (db) => {
      const { id: tenantId } = await db.tenant.findUniqueOrThrow({ where: { slug: 'outra' } });
      const products = await db.product.findMany({ where: { tenantId, status: 'active' } });
      await db.enrollment.createMany({
        data: products.map((p) => ({ tenantId, userId, productId: p.id })),
      });
      const lessons = await db.lesson.findMany({
        where: {
          tenantId,
          module: {
            course: { published: true, products: { some: { productId: { in: products.map((p) => p.id) } } } },
          },
        },
        orderBy: { id: 'asc' },
        take: 25,
      });
      const start = Date.now() - 60 * 60_000;
      await db.myListItem.createMany({
        data: lessons.map((l, i) => ({
          tenantId,
          userId,
          lessonId: l.id,
          createdAt: new Date(start + i * 1000),
        })),
      });
      return lessons.map((l) => l.title);
    });
    expect(saved).toHaveLength(25);

    await signIn(page, email, outraUrl);
    await page.goto(`${outraUrl}/favoritos`);
    const items = page.getByTestId('favorite-item');
    const pages = page.getByTestId('favorites-pages');
    await expect(items).toHaveCount(24);
    await expect(items.first()).toContainText(saved[24]!);
    await expect(pages).toContainText('Página 1');
    await expect(page.getByTestId('favorites-previous')).toHaveCount(0);

    await page.getByTestId('favorites-next').click();
    await expect(page).toHaveURL(/\/favoritos\?page=2$/);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(saved[0]!);
    await expect(pages).toContainText('Página 2');
    await expect(page.getByTestId('favorites-next')).toHaveCount(0);

    await page.getByTestId('favorites-previous').click();
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(items).toHaveCount(24);

    // an old link past the last page: the first page, not an empty list
    await page.goto(`${outraUrl}/favoritos?page=9`);
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(items).toHaveCount(24);

    // taking the last card of page 2 off the list leads back to the first page, now the only one
    await page.goto(`${outraUrl}/favoritos?page=2`);
    await items.first().getByTestId('showcase-mylist-toggle').click();
    await expect(page).toHaveURL(/\/favoritos$/);
    await expect(items).toHaveCount(24);
    await expect(pages).toHaveCount(0);
  } finally {
    await deleteUser(email);
  }
});
