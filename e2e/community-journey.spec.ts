import { expect, test, type Page } from '@playwright/test';
import {
  browserFetch,
  closeDrawer,
  createCommunityWithCover,
  demoUrl,
  keyboardDrag,
  login,
  openEditPanel,
  reloadShell,
  signedInPage,
  toast,
} from './helpers';
import { communityRow, deleteCommunityBehindExcluir, openCommunityPanel } from './support/community';
import { createStudent, deleteUser } from './support/db';

// The communities acceptance journey (issue 4), clicked through as the users would on Academia Demo:
// the admin creates a private community tied to the Plano Essencial (new-version form, cover, upsell)
// and copies its shareable link; the demo student, who has the product, opens it, posts, comments,
// replies and likes; a student without the product sees the locked state with the upsell on the
// explorer and on the community's URL; the ranking switch shows the ranking panel on the community
// page; the admin reorders by keyboard (kept after reload) and deletes the community behind EXCLUIR.
// Everything it changes is put back (the seeded community, the settings, the ranking switch).

const JOURNEY = 'Comunidade Jornada Essencial';
const UPSELL_TEXT = 'Assine o Plano Essencial para participar';
const UPSELL_LINK = 'https://example.com/essencial';
// A student of Academia Demo with no product, created here (the seed has only one student).
const OUTSIDER = 'sem-plano-jornada@demo.local';

/** A student member of Academia Demo without any enrollment (what an earlier run left goes first). */
const createOutsider = () => createStudent(OUTSIDER, 'Carla Sem Plano');
const removeOutsider = () => deleteUser(OUTSIDER);

async function openRankingSection(page: Page) {
  await openEditPanel(page, 'gamification');
  await page.getByTestId('gamification-menu-ranking').click();
  await expect(page.getByTestId('gamification-ranking')).toBeVisible();
  const sw = page.getByTestId('ranking-toggle');
  await expect(sw).toBeEnabled();
  return sw;
}

test('a private community from creation to deletion, as admin, member and outsider', async ({ browser }) => {
  test.setTimeout(240_000);
  await createOutsider();

  const adminContext = await browser.newContext();
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demoUrl });
  const admin = await adminContext.newPage();
  await login(admin, 'admin@demo.local');
  const tenantId = (await browserFetch(admin, 'GET', '/api/auth/me')).body.data.tenant.id as string;

  // Whatever an earlier, interrupted run left.
  const before = (await browserFetch(admin, 'GET', '/api/v2/communities')).body.data.communities as {
    id: string;
    title: string;
  }[];
  for (const c of before.filter((x) => x.title === JOURNEY))
    expect((await browserFetch(admin, 'DELETE', `/api/v2/communities/${c.id}`)).status).toBe(200);

  // The ranking switch as found, put back at the end.
  const rankingStatus = await browserFetch(admin, 'GET', `/api/auth/ranking/status/${tenantId}`);
  expect(rankingStatus.status).toBe(200);
  const rankingWasOn = !!rankingStatus.body.data.show_ranking;
  let communityId = '';
  try {
    // 1. The admin creates the private community in the 'Comunidade' panel (new-version form).
    let panel = await openCommunityPanel(admin);
    let titles = panel.getByTestId('community-row-title');
    await expect(titles.first()).toBeVisible();
    const existing = await titles.allTextContents();
    await panel.getByTestId('community-create').click();
    const drawer = admin.getByTestId('community-drawer');
    await expect(drawer).toHaveAttribute('data-version', '2');
    const form = drawer.getByTestId('community-new-form');
    await form.getByTestId('community-title').fill(JOURNEY);
    await form.getByTestId('community-private').click();
    await form.getByTestId('community-product-option').filter({ hasText: 'Plano Essencial' }).click();
    await form.getByTestId('community-upsell-text').fill(UPSELL_TEXT);
    await form.getByTestId('community-upsell-link').fill(UPSELL_LINK);

    // The cover: picked, cropped and uploaded through the cover editor.
    await form.getByTestId('community-cover-add').click();
    const modal = admin.getByTestId('community-cover-modal');
    await expect(modal).toBeVisible();
    const answer = await createCommunityWithCover(admin, form, modal, 'capa-jornada.png', 60);
    communityId = ((await answer.json()) as { message: { id: string } }).message.id;
    await expect(toast(admin, 'Comunidade criada com sucesso.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(titles).toHaveText([...existing, JOURNEY]);
    const row = communityRow(panel, JOURNEY);

    // A new community starts inactive: 'Ativa' in its edit form turns it on at once.
    await row.getByTestId('community-menu').click();
    await admin.getByTestId('community-menu-edit').click();
    await expect(drawer.getByTestId('community-title')).toHaveValue(JOURNEY);
    await expect(drawer.getByTestId('community-cover-preview')).toBeVisible();
    await expect(drawer.getByTestId('community-active')).toHaveAttribute('aria-checked', 'false');
    await drawer.getByTestId('community-active').click();
    await expect(toast(admin, 'Comunidade ativada.')).toBeVisible();
    await expect(drawer.getByTestId('community-active')).toHaveAttribute('aria-checked', 'true');
    await admin.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The shareable link from the row's copy button.
    await row.getByTestId('community-copy-link').click();
    await expect(toast(admin, 'Link copiado')).toBeVisible();
    const shareUrl = await admin.evaluate(() => navigator.clipboard.readText());
    expect(shareUrl).toBe(`${demoUrl}/comunidade/${tenantId}/${communityId}`);
    await closeDrawer(admin);

    // 2. The member (Plano Essencial) opens the link and takes part.
    const student = await signedInPage(browser, 'aluno@demo.local');
    await student.goto(shareUrl);
    await expect(student.getByTestId('community-title')).toHaveText(JOURNEY);
    await expect(student.getByTestId('community-header').locator('img')).toBeVisible();
    await expect(student.getByTestId('community-blocked')).toHaveCount(0);
    await student.getByTestId('composer-title').fill('Meu primeiro projeto');
    await student.getByTestId('composer-body').fill('Olá, comunidade! Este é o meu primeiro projeto.');
    await expect(student.getByTestId('composer-submit')).toBeEnabled();
    await student.getByTestId('composer-submit').click();
    const post = student.getByTestId('post-card').filter({ hasText: 'Meu primeiro projeto' });
    await expect(post.getByTestId('post-title')).toHaveText('Meu primeiro projeto');
    await expect(post.getByTestId('post-body')).toHaveText('Olá, comunidade! Este é o meu primeiro projeto.');
    await expect(post.getByTestId('post-author')).toHaveText('Bruno Aluno');
    await post.getByTestId('post-like').click();
    await expect(post.getByTestId('post-like-count')).toHaveText('1 curtida');

    await post.getByTestId('post-comments-link').click();
    await expect(student).toHaveURL(/\/comunidade\/post\//);
    await student.getByTestId('comment-input').fill('Que legal, parabéns!');
    await student.getByTestId('comment-submit').click();
    const comment = student.getByTestId('comment-item').first();
    await expect(comment.getByTestId('comment-body').first()).toHaveText('Que legal, parabéns!');
    await comment.getByTestId('comment-reply').click();
    await student.getByTestId('reply-input').fill('Obrigado pelo apoio!');
    await student.getByTestId('reply-submit').click();
    await expect(student.getByTestId('reply-item').getByTestId('comment-body')).toHaveText(
      'Obrigado pelo apoio!',
    );

    // After a reload everything is still there: the post page and the community's feed.
    await student.reload();
    await expect(student.getByTestId('post-title')).toHaveText('Meu primeiro projeto');
    await expect(student.getByTestId('post-card').getByTestId('post-like-count')).toHaveText('1 curtida');
    await expect(student.getByTestId('comment-item').first().getByTestId('comment-body').first()).toHaveText(
      'Que legal, parabéns!',
    );
    await expect(student.getByTestId('reply-item')).toHaveCount(1);
    await expect(student.getByTestId('reply-item').getByTestId('comment-body')).toHaveText(
      'Obrigado pelo apoio!',
    );
    await student.goto(shareUrl);
    const feedPost = student.getByTestId('post-card').filter({ hasText: 'Meu primeiro projeto' });
    await expect(feedPost.getByTestId('post-like-count')).toHaveText('1 curtida');
    await expect(feedPost.getByTestId('post-comments-link')).toHaveText('2 comentários');

    // 3. A student without the product: locked, with the upsell, on the explorer and on the URL.
    const outsider = await signedInPage(browser, OUTSIDER);
    await outsider.goto(`${demoUrl}/comunidade/explorer?tenant=${tenantId}`);
    await expect(outsider.getByTestId('explorer-page')).toBeVisible();
    const card = outsider.getByTestId('explorer-card').filter({ hasText: JOURNEY });
    await expect(card).toHaveAttribute('data-blocked', 'true');
    await expect(card.getByTestId('explorer-upsell-text')).toHaveText(UPSELL_TEXT);
    await expect(card.getByTestId('explorer-upsell-link')).toHaveAttribute('href', UPSELL_LINK);
    await outsider.goto(shareUrl);
    await expect(outsider.getByTestId('community-blocked')).toBeVisible();
    await expect(outsider.getByTestId('blocked-upsell-text')).toHaveText(UPSELL_TEXT);
    await expect(outsider.getByTestId('blocked-upsell-link')).toHaveAttribute('href', UPSELL_LINK);
    await expect(outsider.getByTestId('community-feed')).toHaveCount(0);
    await expect(outsider.getByText('Meu primeiro projeto')).toHaveCount(0);
    await outsider.context().close();

    // 4. Ranking: the admin's Gamificação > Ranking switch shows the panel on the community page.
    await expect(student.getByTestId('ranking-panel')).toHaveCount(0);
    let sw = await openRankingSection(admin);
    await expect(sw).toHaveAttribute('data-state', rankingWasOn ? 'checked' : 'unchecked');
    if (rankingWasOn) {
      // On before the community existed: off and on again so that it covers this community too.
      await sw.click();
      await expect(toast(admin, 'Ranking desativado')).toBeVisible();
      await expect(sw).toHaveAttribute('data-state', 'unchecked');
    }
    await sw.click();
    await expect(toast(admin, 'Ranking ativado')).toBeVisible();
    await expect(sw).toHaveAttribute('data-state', 'checked');
    await closeDrawer(admin);
    await student.reload();
    await expect(student.getByTestId('community-title')).toHaveText(JOURNEY);
    await expect(student.getByTestId('ranking-panel')).toBeVisible();

    if (!rankingWasOn) {
      await reloadShell(admin);
      sw = await openRankingSection(admin);
      await expect(sw).toHaveAttribute('data-state', 'checked');
      await sw.click();
      await expect(toast(admin, 'Ranking desativado')).toBeVisible();
      await expect(sw).toHaveAttribute('data-state', 'unchecked');
      await closeDrawer(admin);
      await student.reload();
      await expect(student.getByTestId('community-title')).toHaveText(JOURNEY);
      await expect(student.getByTestId('ranking-panel')).toHaveCount(0);
    }
    await student.context().close();

    // 5. Reorder by keyboard (kept after reload), then delete behind EXCLUIR.
    await reloadShell(admin);
    panel = await openCommunityPanel(admin);
    titles = panel.getByTestId('community-row-title');
    const order = [...existing, JOURNEY];
    await expect(titles).toHaveText(order);
    const moved = [...order.slice(0, -2), JOURNEY, order[order.length - 2]!];
    const ordered = admin.waitForResponse((r) => r.url().endsWith('/api/v2/communities/order'));
    await keyboardDrag(admin, panel.getByTestId('community-drag').nth(order.length - 1), ['ArrowUp']);
    await expect(titles).toHaveText(moved);
    expect((await ordered).status()).toBe(200);
    await expect(toast(admin, 'Ordem das comunidades atualizada com sucesso.')).toBeVisible();

    await reloadShell(admin);
    panel = await openCommunityPanel(admin);
    titles = panel.getByTestId('community-row-title');
    await expect(titles).toHaveText(moved);

    await deleteCommunityBehindExcluir(admin, panel, JOURNEY);
    await expect(titles).toHaveText(existing);
    communityId = '';

    await reloadShell(admin);
    panel = await openCommunityPanel(admin);
    await expect(panel.getByTestId('community-row-title')).toHaveText(existing);
    await closeDrawer(admin);
  } finally {
    // Whatever a failure left behind: the community, the ranking switch as found, the extra student.
    if (communityId) await browserFetch(admin, 'DELETE', `/api/v2/communities/${communityId}`);
    const now = await browserFetch(admin, 'GET', `/api/auth/ranking/status/${tenantId}`);
    if (!!now.body?.data?.show_ranking !== rankingWasOn)
      await browserFetch(admin, 'PUT', `/api/auth/ranking/toggle-status/${rankingWasOn ? 1 : 0}/${tenantId}`);
    await adminContext.close();
    await removeOutsider();
  }
});
