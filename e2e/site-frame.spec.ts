import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { keyboardDrag, login, openEditPanel, outraUrl, port } from './helpers';
import { withPrisma } from './support/db';

// Seven helpers share two cores while these run: give each step room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(180_000);

// The site's frame (issue 10) on Escola Outra, so the demo tenant that other specs assert stays as seeded:
// header links, footer and Informações & SEO changed through the edit panel at 1280 px, then seen by a
// student (or an anonymous visitor) at 390 px. Each test puts back what it changed.

test.describe.configure({ mode: 'serial' });

const NARROW = { width: 390, height: 844 };

const openPanel = (page: Page, id: 'header' | 'footer' | 'seo') => openEditPanel(page, id);

async function narrowPage(browser: Browser, email?: string) {
  const context = await browser.newContext({ viewport: NARROW, locale: 'pt-BR' });
  const page = await context.newPage();
  if (email) await login(page, email, outraUrl);
  return { context, page };
}

/** Link texts as shown (external links end with a screen-reader note). */
const texts = (titles: string[]) =>
  titles.map((t) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(abre|$)`));

/** A same-origin request made by the page itself (Node cannot resolve *.localhost; the browser can). */
function fetchIn(page: Page, path: string, init?: { method: string; body: unknown }) {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(
        path,
        init
          ? {
              method: init.method,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(init.body),
            }
          : undefined,
      );
      return { status: res.status, text: await res.text() };
    },
    { path, init },
  );
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, 'no horizontal scroll at 390px').toBe(false);
}

test('Header: links are created, limited to 3, reordered, edited and deleted; the student sees them in order', async ({
  page,
  browser,
}) => {
  await login(page, 'admin@outra.local', outraUrl);
  const headerLinks = page.getByTestId('header').getByTestId('custom-link');
  await expect(headerLinks).toHaveText(texts(['Aulas ao vivo']));
  const panel = await openPanel(page, 'header');
  const titles = panel.getByTestId('header-link-title');
  await expect(titles).toHaveText(['Aulas ao vivo']);

  // Custom link: both fields blank first, then a URL with its scheme, shown and saved without it.
  await panel.getByTestId('header-link-create').click();
  const dialog = page.getByTestId('link-dialog');
  await dialog.getByTestId('link-save').click();
  await expect(dialog).toContainText('Valores dos campos inválidos');
  await dialog.getByTestId('link-title').fill('Blog da Escola');
  await dialog.getByTestId('link-url').fill('https://example.com/blog');

  // A failed save keeps what the admin typed, with the section 8 toast; the modal stays open.
  await page.route('**/api/auth/config/plataforma/links/create', (r) =>
    r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro"}' }),
  );
  await dialog.getByTestId('link-save').click();
  await expect(page.getByText('Falha ao criar novo link').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('link-title')).toHaveValue('Blog da Escola');
  await expect(dialog.getByTestId('link-url')).toHaveValue('https://example.com/blog');
  await expect(dialog.getByTestId('link-save')).toBeEnabled();
  await page.unroute('**/api/auth/config/plataforma/links/create');

  await dialog.getByTestId('link-save').click();
  await expect(page.getByText('Dados alterados com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(titles).toHaveText(['Aulas ao vivo', 'Blog da Escola']);
  await expect(panel.getByTestId('header-link-url').nth(1)).toHaveText('example.com/blog');
  // The header behind the drawer follows at once, through the shared links query.
  await expect(headerLinks).toHaveText(texts(['Aulas ao vivo', 'Blog da Escola']));

  // Community link: the select fills title and URL, read-only.
  await panel.getByTestId('header-link-create').click();
  await dialog.getByTestId('link-mode-community').check();
  await dialog.getByTestId('link-community').click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog.getByTestId('link-url')).toHaveValue(
    /^outra\.localhost:\d+\/comunidade\/[^/]+\/[^/]+$/,
  );
  await expect(dialog.getByTestId('link-title')).not.toHaveValue('');
  await expect(dialog.getByTestId('link-title')).toHaveAttribute('readonly', '');
  const communityTitle = await dialog.getByTestId('link-title').inputValue();
  await dialog.getByTestId('link-save').click();
  await expect(dialog).toBeHidden();
  await expect(titles).toHaveText(['Aulas ao vivo', 'Blog da Escola', communityTitle]);

  // Three is the limit: the button is disabled and the server refuses a fourth too.
  await expect(panel.getByTestId('header-link-create')).toBeDisabled();
  await expect(panel.getByTestId('header-links-full')).toHaveText('Limite de 3 links atingido');
  const fourth = await fetchIn(page, '/api/auth/config/plataforma/links/create', {
    method: 'POST',
    body: { link_title: 'Quarto', link_url: 'example.com/4' },
  });
  expect(fourth.status).toBe(422);
  expect(JSON.parse(fourth.text).message).toBe('Você pode criar no máximo 3 (três) links');

  // Reorder with the keyboard: the community link goes first.
  const ordered = page.waitForResponse((r) => r.url().endsWith('/links/order'));
  await keyboardDrag(page, panel.getByTestId('header-link-drag').nth(2), ['ArrowUp', 'ArrowUp']);
  expect((await ordered).status()).toBe(200);
  await expect(titles).toHaveText([communityTitle, 'Aulas ao vivo', 'Blog da Escola']);
  // The shared SortableList speaks the page's language to screen readers (instructions and the drop).
  await expect(panel.getByTestId('header-link-drag').first()).toHaveAccessibleDescription(
    /^Para pegar um item/,
  );
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    `Você soltou ${communityTitle} na posição 1 de 3.`,
  );
  await expect(headerLinks).toHaveText(texts([communityTitle, 'Aulas ao vivo', 'Blog da Escola']));

  // Edit the custom link's title.
  await panel.getByTestId('header-link-menu').nth(2).click();
  await page.getByTestId('header-link-edit').click();
  await expect(dialog.getByTestId('link-url')).toHaveValue('example.com/blog');
  await dialog.getByTestId('link-title').fill('Blog');
  await dialog.getByTestId('link-save').click();
  await expect(dialog).toBeHidden();
  await expect(headerLinks).toHaveText(texts([communityTitle, 'Aulas ao vivo', 'Blog']));

  // The student at 390 px: the links are in the side menu, in order, with custom-links=true.
  const student = await narrowPage(browser, 'aluno@outra.local');
  await student.page.getByTestId('menu-button').click();
  const menuLinks = student.page.getByTestId('side-menu').getByTestId('custom-link');
  await expect(menuLinks).toHaveText(texts([communityTitle, 'Aulas ao vivo', 'Blog']));
  await expect(menuLinks.nth(0)).toHaveAttribute('href', /^\/comunidade\/.+custom-links=true$/);
  await expect(menuLinks.nth(2)).toHaveAttribute('href', 'https://example.com/blog?custom-links=true');
  await noHorizontalScroll(student.page);

  // Delete both new links (with confirmation): back to the seeded one.
  for (const title of ['Blog', communityTitle]) {
    const row = panel.getByTestId('header-link-row').filter({ hasText: title });
    await row.getByTestId('header-link-menu').click();
    await page.getByTestId('header-link-remove').click();
    await expect(page.getByTestId('header-link-delete-dialog')).toContainText(title);
    await page.getByTestId('header-link-delete-confirm').click();
    await expect(page.getByTestId('header-link-delete-dialog')).toBeHidden();
  }
  await expect(titles).toHaveText(['Aulas ao vivo']);
  await expect(headerLinks).toHaveText(texts(['Aulas ao vivo']));
  await student.page.reload();
  await student.page.getByTestId('menu-button').click();
  await expect(student.page.getByTestId('side-menu').getByTestId('custom-link')).toHaveCount(1);
  await student.context.close();
});

test('Footer: terms in the rich-text editor, social networks and the visibility switch reach the student', async ({
  page,
  browser,
}) => {
  await login(page, 'admin@outra.local', outraUrl);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  const panel = await openPanel(page, 'footer');

  // Terms of use: a heading and a bold paragraph through the toolbar.
  await panel.getByTestId('footer-edit-use_terms').click();
  const dialog = page.getByTestId('footer-document-dialog');
  const editor = dialog.getByTestId('footer-editor');
  await editor.click();
  // Each toolbar button hands the focus back to the editor a frame later: type only once it is there.
  await dialog.getByTestId('rte-h2').click();
  await expect(dialog.getByTestId('rte-h2')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Regras da Escola Outra');
  await page.keyboard.press('Enter');
  await dialog.getByTestId('rte-bold').click();
  await expect(dialog.getByTestId('rte-bold')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Respeite os colegas.');
  await dialog.getByTestId('footer-document-save').click();
  await expect(page.getByText('Dados salvos com sucesso.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('footer-use_terms-status')).toHaveText('Texto cadastrado');

  // Privacy policy: its own modal, typed and saved the same way.
  await panel.getByTestId('footer-edit-privacy_terms').click();
  await expect(dialog).toContainText('Política de privacidade');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Seus dados ficam com a Escola Outra.');
  await dialog.getByTestId('footer-document-save').click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('footer-privacy_terms-status')).toHaveText('Texto cadastrado');

  // Social networks: another site's URL is refused in the form; the network's own is saved.
  await panel.getByTestId('footer-facebook').fill('https://example.com/escola');
  await panel.getByTestId('footer-social-save').click();
  await expect(panel).toContainText('Informe um link válido do Facebook');
  await panel.getByTestId('footer-facebook').fill('https://www.facebook.com/escolaoutra');
  await panel.getByTestId('footer-instagram').fill('https://instagram.com/escolaoutra');
  await panel.getByTestId('footer-social-save').click();
  await expect(page.getByText('Dados salvos com sucesso.').first()).toBeVisible();
  await expect(page.getByTestId('site-footer-facebook')).toHaveAttribute(
    'href',
    'https://www.facebook.com/escolaoutra',
  );

  // The student at 390 px: footer with logo, links, icons and the copyright; the terms page renders the text.
  const student = await narrowPage(browser, 'aluno@outra.local');
  const footer = student.page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeVisible();
  await expect(footer.getByTestId('site-footer-logo')).toBeVisible();
  await expect(footer.getByTestId('site-footer-instagram')).toHaveAttribute(
    'href',
    'https://instagram.com/escolaoutra',
  );
  await expect(footer.getByTestId('site-footer-copyright')).toHaveText(
    new RegExp(`© ${new Date().getFullYear()} Escola Outra`),
  );
  await noHorizontalScroll(student.page);
  await footer.getByTestId('site-footer-terms').click();
  await expect(student.page).toHaveURL(/\/termos$/);
  await expect(student.page.getByRole('heading', { level: 2, name: 'Regras da Escola Outra' })).toBeVisible();
  await expect(student.page.locator('[data-testid="legal-content"] strong')).toHaveText(
    'Respeite os colegas.',
  );
  await noHorizontalScroll(student.page);
  await student.page.goBack();
  await student.page.getByTestId('site-footer-privacy').click();
  await expect(student.page).toHaveURL(/\/privacidade$/);
  await expect(student.page.getByTestId('legal-content')).toHaveText('Seus dados ficam com a Escola Outra.');

  // The switch saves at once: the footer disappears for the student, then comes back.
  const visible = panel.getByTestId('footer-visible');
  await visible.click();
  await expect(page.getByText('Dados salvos com sucesso.').first()).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await student.page.goto(`${outraUrl}/homepage`);
  await expect(student.page.getByTestId('header')).toBeVisible();
  await expect(student.page.getByTestId('site-footer')).toHaveCount(0);
  await visible.click();
  await expect(visible).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await student.page.reload();
  await expect(student.page.getByTestId('site-footer')).toBeVisible();
  await student.context.close();
});

/** The head tags a crawler reads, from the raw HTML. */
function headTags(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    icon: attr(/<link rel="icon" href="([^"]*)"/),
  };
}

test('Informações & SEO: name and description reach titles, meta tags, robots.txt and sitemap.xml', async ({
  page,
  browser,
}) => {
  await login(page, 'admin@outra.local', outraUrl);
  const panel = await openPanel(page, 'seo');
  const name = panel.getByTestId('seo-name');
  const description = panel.getByTestId('seo-description');
  const save = panel.getByTestId('seo-save');
  await expect(name).toHaveValue('Escola Outra');

  await name.fill('');
  await expect(save).toBeDisabled();
  await name.fill('Escola Outra Online');
  await description.fill('x'.repeat(192));
  await expect(panel.getByTestId('seo-counter')).toHaveText('192/191');
  await expect(panel.getByTestId('seo-counter')).toHaveAttribute('data-over', 'true');
  await expect(save).toBeDisabled();
  await description.fill('Idiomas e música online, com aulas curtas.');
  await expect(panel.getByTestId('seo-counter')).toHaveAttribute('data-over', 'false');

  // A failed save keeps what the admin typed, with the section 8 toast.
  await page.route('**/update-seo', (r) =>
    r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro"}' }),
  );
  await save.click();
  await expect(page.getByText('Não foi possível atualizar os dados').first()).toBeVisible();
  await expect(name).toHaveValue('Escola Outra Online');
  await expect(description).toHaveValue('Idiomas e música online, com aulas curtas.');
  await expect(save).toBeEnabled();
  await page.unroute('**/update-seo');

  // the address the school's e-mails answer to (issue 56, ADR 0306), saved with the rest
  await panel.getByTestId('seo-reply-to').fill('contato@outra.example');
  await save.click();
  await expect(page.getByText('Dados alterados com sucesso!').first()).toBeVisible();
  await expect(page).toHaveTitle(/ \| Escola Outra Online$/);
  const replyTo = await withPrisma((db) =>
    db.platformSettings.findFirstOrThrow({
      where: { tenant: { slug: 'outra' } },
      select: { mailReplyTo: true },
    }),
  );
  expect(replyTo.mailReplyTo).toBe('contato@outra.example');

  // An anonymous visitor at 390 px: the terms page in the tenant's frame with the new title.
  const visitor = await narrowPage(browser);
  await visitor.page.goto(`${outraUrl}/termos`);
  await expect(visitor.page).toHaveTitle('Termos de uso | Escola Outra Online');
  await expect(visitor.page.getByTestId('public-header')).toBeVisible();
  await noHorizontalScroll(visitor.page);

  // What a crawler reads from the HTML.
  const tags = headTags((await fetchIn(visitor.page, '/termos')).text);
  expect(tags.title).toBe('Termos de uso | Escola Outra Online');
  expect(tags.description).toBe('Idiomas e música online, com aulas curtas.');
  expect(tags.canonical).toBe(`http://outra.localhost:${port}/termos`);
  expect(tags.ogImage).toMatch(new RegExp(`^http://outra\\.localhost:${port}/`));
  // Member pages are never indexed, and carry the favicon but no description, canonical or share cards:
  // a crawler that follows their address lands on /login (decision 409).
  const home = headTags((await fetchIn(page, '/homepage')).text);
  expect(home.robots).toMatch(/noindex/);
  expect(home.title).toMatch(/ \| Escola Outra Online$/);
  expect(home.icon).toBeTruthy();
  expect(home.description).toBeUndefined();
  expect(home.canonical).toBeUndefined();
  expect(home.ogImage).toBeUndefined();

  // robots.txt and sitemap.xml of this tenant list only public pages.
  const robots = (await fetchIn(visitor.page, '/robots.txt')).text;
  expect(robots).toContain('Allow: /login');
  expect(robots).toContain('Allow: /termos');
  expect(robots).toContain('Disallow: /');
  expect(robots).toContain(`Sitemap: http://outra.localhost:${port}/sitemap.xml`);
  const sitemap = (await fetchIn(visitor.page, '/sitemap.xml')).text;
  expect(sitemap).toContain(`<loc>http://outra.localhost:${port}/login</loc>`);
  expect(sitemap).toContain(`<loc>http://outra.localhost:${port}/termos</loc>`);
  expect(sitemap).not.toContain('/homepage');
  expect(sitemap).not.toContain('/curso');

  // The login page is titled with the SEO platform name too (not the tenant's registered name).
  const loginTags = headTags((await fetchIn(visitor.page, '/login')).text);
  expect(loginTags.title).toBe('Entrar | Escola Outra Online');
  expect(loginTags.robots ?? '').not.toMatch(/noindex/);
  expect(loginTags.canonical).toBe(`http://outra.localhost:${port}/login`);
  expect(loginTags.description).toBe('Idiomas e música online, com aulas curtas.');
  expect(loginTags.ogImage).toMatch(new RegExp(`^http://outra\\.localhost:${port}/`));

  // The favicon answers (no 404), and a missing page is a 404 in the tenant's frame.
  const icon = await fetchIn(visitor.page, '/favicon.ico');
  expect(icon.status).toBe(200);
  const missing = await visitor.page.goto(`${outraUrl}/pagina-que-nao-existe`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.page.getByTestId('not-found')).toBeVisible();
  await expect(visitor.page.getByTestId('public-header')).toBeVisible();
  await expect(visitor.page).toHaveTitle(/ \| Escola Outra Online$/);
  // Rendered outside the root layout (app/global-not-found.tsx), it still carries the tenant's favicon
  // and share cards, is never indexed and names no canonical address.
  const missingTags = headTags(await missing!.text());
  expect(missingTags.icon).toBeTruthy();
  expect(missingTags.description).toBe('Idiomas e música online, com aulas curtas.');
  expect(missingTags.robots).toMatch(/noindex/);
  expect(missingTags.canonical).toBeUndefined();
  await visitor.context.close();

  // Put the seeded name and description back.
  await name.fill('Escola Outra');
  await description.fill('Idiomas e música online com aulas curtas e práticas.');
  await save.click();
  await expect(page).toHaveTitle(/ \| Escola Outra$/);
});
