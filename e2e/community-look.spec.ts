import { expect, test } from '@playwright/test';
import { browserFetch, demoUrl, login } from './helpers';
import { editCommunity, openCommunityPanel as openPanel } from './support/community';

// A classic community's look on the student side (issue 50, ADR 0264): the admin sets a named background,
// the shadow colour and the principal switch in the panel; a student sees the explorer lead with it, its
// card and page in the gradient, and its shadow. The seeded community is the principal again at the end.

const SEEDED = 'Comunidade Academia Demo';

test('a named background, the shadow colour and the principal switch show on the student side (issue 50)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await login(page, 'admin@demo.local');
  const tenantId = (await browserFetch(page, 'GET', '/api/auth/me')).body.data.tenant.id as string;
  const products = (await browserFetch(page, 'GET', '/api/auth/admin/products/get')).body as {
    id: string;
    title: string;
  }[];
  const essencial = products.find((p) => p.title === 'Plano Essencial')!.id;
  const title = `Cores ${Date.now().toString(36)}`;
  const created = await browserFetch(page, 'POST', '/api/auth/community/create', {
    title,
    description: 'Uma comunidade colorida',
    permissions_array: [essencial],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as string;
  const student = await browser.newContext();
  try {
    // The admin, in the classic form: principal, the 'roxo' background and a pink shadow.
    const panel = await openPanel(page);
    const drawer = await editCommunity(page, panel, title);
    await expect(drawer.getByTestId('community-old-form')).toBeVisible();
    await drawer.getByTestId('community-principal').click();
    await expect(drawer.getByTestId('community-principal')).toHaveAttribute('data-state', 'checked');
    await drawer.getByTestId('community-old-appearance-toggle').click();
    await drawer.getByTestId('community-background-roxo').click();
    await drawer.getByTestId('community-old-colors-toggle').click();
    await drawer.getByTestId('community-shadow_color-hex').fill('#FF0055');
    const edited = page.waitForResponse((r) => r.url().endsWith('/api/auth/community/edit-community'));
    await drawer.getByTestId('community-save').click();
    expect((await edited).status()).toBe(200);
    await expect(drawer).toBeHidden();

    // A student: the explorer leads with the principal community, its card in its gradient and shadow.
    const pupil = await student.newPage();
    await login(pupil, 'aluno@demo.local');
    await pupil.goto(`${demoUrl}/comunidade/explorer?tenant=${tenantId}`);
    const cards = pupil.getByTestId('explorer-card');
    await expect(cards.first()).toContainText(title);
    await expect(cards.first()).toHaveAttribute('data-principal', 'true');
    const look = await cards.first().evaluate((el) => ({
      image: getComputedStyle(el).backgroundImage,
      shadow: getComputedStyle(el).boxShadow,
    }));
    expect(look.image).toMatch(/^linear-gradient\(135deg/);
    expect(look.shadow).toContain('rgba(255, 0, 85, 0.6');
    // Its page: the gradient instead of #121212, and the posts' cards in its shadow colour.
    await pupil.goto(`${demoUrl}/comunidade/${tenantId}/${id}`);
    const pageStyle = await pupil.getByTestId('community-page').evaluate((el) => ({
      image: getComputedStyle(el).backgroundImage,
      shadow: getComputedStyle(el).getPropertyValue('--community-shadow').trim(),
    }));
    expect(pageStyle.image).toMatch(/^linear-gradient\(135deg/);
    expect(pageStyle.shadow).toBe('0 6px 20px #FF005599');
  } finally {
    await student.close();
    const gone = await browserFetch(page, 'DELETE', `/api/v2/communities/${id}`);
    expect(gone.status).toBeLessThan(300);
    // The seeded community is the principal again (other specs read it).
    const seeded = (await browserFetch(page, 'GET', '/api/v2/communities')).body.data.communities.find(
      (c: { title: string }) => c.title === SEEDED,
    ) as { id: string };
    const back = await browserFetch(page, 'PUT', '/api/auth/community/edit-community', {
      id: seeded.id,
      title: SEEDED,
      principal: 1,
      permissions_array: [essencial],
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const unplanned = await browserFetch(page, 'POST', '/api/auth/community/remove-plans', {
      community_id: seeded.id,
      permissions_array: [essencial],
      tenant_id: tenantId,
    });
    expect(unplanned.status).toBe(200);
  }
});
