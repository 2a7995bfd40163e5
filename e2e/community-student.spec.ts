import { expect, test } from '@playwright/test';
import { browserFetch, login, makePng } from './helpers';
import { createCommunityViaApi, postViaApi } from './support/community';

// The student side of communities (issue 4): an admin sets up (through the admin API) a private
// community tied to the Plano Essencial, which the demo student has, with enough posts for two feed
// pages, and one tied to the Mentoria, which the student lacks. The student then posts (with an image),
// scrolls to the second page, likes, comments, replies and likes a comment through the UI, and sees
// the locked community with its upsell on the explorer and on its own URL.

test('a member posts, comments, replies and likes; a community without the product is locked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'admin@demo.local');
  const products = (await browserFetch(page, 'GET', '/api/auth/admin/products/get')).body as {
    id: string;
    title: string;
  }[];
  const essencial = products.find((p) => p.title === 'Plano Essencial')!.id;
  const mentoria = products.find((p) => p.title === 'Mentoria Criadores')!.id;
  const stamp = Date.now().toString(36);
  const create = (title: string, productId: string, upsell: string) =>
    createCommunityViaApi(page, {
      title,
      description: 'Comunidade exclusiva',
      is_private: true,
      product_ids: [productId],
      upsell_text: upsell,
      upsell_link: 'https://example.com/planos',
    });
  const open = await create(`Essencial ${stamp}`, essencial, 'Assine o Essencial');
  const locked = await create(`Mentoria ${stamp}`, mentoria, 'Conheça a Mentoria');
  for (let i = 1; i <= 12; i++) await postViaApi(page, open, { body: `Aviso número ${i}` });

  await page.context().clearCookies();
  await login(page, 'aluno@demo.local');
  await page.getByTestId('nav-communities').click();
  await expect(page.getByTestId('explorer-page')).toBeVisible();
  const tenantId = new URL(page.url()).searchParams.get('tenant')!;

  const openCard = page.getByTestId('explorer-card').filter({ hasText: `Essencial ${stamp}` });
  await expect(openCard).toHaveAttribute('data-blocked', 'false');
  const lockedCard = page.getByTestId('explorer-card').filter({ hasText: `Mentoria ${stamp}` });
  await expect(lockedCard).toHaveAttribute('data-blocked', 'true');
  await expect(lockedCard.getByTestId('explorer-upsell-text')).toHaveText('Conheça a Mentoria');
  await expect(lockedCard.getByTestId('explorer-upsell-link')).toHaveAttribute(
    'href',
    'https://example.com/planos',
  );

  // The open community: a post with an image through the composer
  await openCard.getByTestId('explorer-open').click();
  await expect(page).toHaveURL(new RegExp(`/comunidade/${tenantId}/${open}$`));
  await expect(page.getByTestId('community-title')).toHaveText(`Essencial ${stamp}`);
  await expect(page.getByTestId('post-card')).toHaveCount(10);
  await page.getByTestId('composer-title').fill('Minha primeira publicação');
  await page.getByTestId('composer-body').fill('Olá, turma! Vejam a foto do meu projeto.');
  await page
    .getByTestId('composer-input-image')
    .setInputFiles({ name: 'projeto.png', mimeType: 'image/png', buffer: makePng(320, 180) });
  await expect(page.getByTestId('composer-attachments')).toContainText('projeto.png');
  await expect(page.getByTestId('composer-submit')).toBeEnabled();
  await page.getByTestId('composer-submit').click();
  const mine = page.getByTestId('post-card').first();
  await expect(mine.getByTestId('post-title')).toHaveText('Minha primeira publicação');
  await expect(mine.getByTestId('post-image')).toBeVisible();
  await expect(mine.getByTestId('post-author')).toHaveText('Bruno Aluno');
  // Editing from the card's menu: the new text shows, and stays once the feed has refetched
  await mine.getByTestId('post-menu').click();
  await page.getByTestId('post-edit').click();
  await mine.getByTestId('post-edit-body').fill('Olá, turma! Vejam a foto do meu projeto (editada).');
  await mine.getByTestId('post-edit-save').click();
  await expect(mine.getByTestId('post-body')).toHaveText(
    'Olá, turma! Vejam a foto do meu projeto (editada).',
  );
  await expect(mine.getByTestId('post-edit-body')).toHaveCount(0);

  // Infinite scroll: the sentinel brings the second page. When it fails, the feed says so and waits for
  // 'Tentar novamente' instead of asking again and again.
  await expect(page.getByTestId('post-card')).toHaveCount(10);
  let failedPages = 0;
  const nextPage = /\/posts\?.*cursor=/;
  await page.route(nextPage, (r) => {
    failedPages += 1;
    return r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro"}' });
  });
  await page.getByTestId('feed-sentinel').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('feed-retry')).toBeVisible();
  await page.waitForTimeout(800); // time enough for a re-armed sentinel to have asked again
  expect(failedPages).toBe(1);
  await page.unroute(nextPage);
  await page.getByTestId('feed-retry').click();
  await expect(page.getByTestId('post-card')).toHaveCount(13);
  await expect(page.getByTestId('feed-retry')).toHaveCount(0);
  await expect(page.getByTestId('post-card').last().getByTestId('post-body')).toHaveText('Aviso número 1');

  // Like, then the thread: comment, reply, like the comment
  await page.getByTestId('post-card').first().scrollIntoViewIfNeeded();
  await mine.getByTestId('post-like').click();
  await expect(mine.getByTestId('post-like-count')).toHaveText('1 curtida');
  await mine.getByTestId('post-comments-link').click();
  await expect(page).toHaveURL(/\/comunidade\/post\//);
  await expect(page.getByTestId('post-title')).toHaveText('Minha primeira publicação');
  await page.getByTestId('comment-input').fill('Ficou ótimo!');
  await page.getByTestId('comment-submit').click();
  const comment = page.getByTestId('comment-item').first();
  await expect(comment.getByTestId('comment-body').first()).toHaveText('Ficou ótimo!');
  await comment.getByTestId('comment-reply').click();
  await page.getByTestId('reply-input').fill('Obrigado!');
  await page.getByTestId('reply-submit').click();
  await expect(page.getByTestId('reply-item').getByTestId('comment-body')).toHaveText('Obrigado!');
  await comment.getByTestId('comment-like').first().click();
  await expect(comment.getByTestId('comment-like-count').first()).toHaveText('1 curtida');
  await page.reload();
  await expect(page.getByTestId('post-card').getByTestId('post-like-count')).toHaveText('1 curtida');
  await expect(page.getByTestId('reply-item')).toHaveCount(1);

  // The thread's pages after the server's first (decision 448): 21 more comments make 22, shown 20 at a time
  const postId = /\/comunidade\/post\/([^/]+)\//.exec(page.url())![1]!;
  for (let i = 1; i <= 21; i++) {
    const res = await browserFetch(page, 'POST', `/api/v2/communities/posts/${postId}/comments`, {
      body: `Comentário em lote ${i}`,
    });
    expect(res.status).toBe(201);
  }
  await page.reload();
  const comments = page.getByTestId('comment-item');
  await expect(comments).toHaveCount(20);
  await page.getByTestId('comments-more').click();
  await expect(comments).toHaveCount(22);
  await expect(page.getByTestId('comments-more')).toHaveCount(0);
  // the student's own comment: edited, then deleted, and the thread read again keeps both pages
  const first = comments.filter({ hasText: 'Ficou ótimo!' });
  await first.getByRole('button', { name: 'Editar' }).first().click();
  await first.getByRole('textbox').first().fill('Ficou ótimo! (corrigido)');
  await first.getByRole('button', { name: 'Salvar' }).click();
  const edited = comments.filter({ hasText: 'Ficou ótimo! (corrigido)' });
  await expect(edited.getByTestId('comment-body').first()).toHaveText('Ficou ótimo! (corrigido)');
  await expect(edited.first()).toContainText('editado');
  await expect(comments).toHaveCount(22);
  const lote = comments.filter({ hasText: 'Comentário em lote 21' });
  await lote.getByTestId('comment-delete').click();
  await page.getByTestId('confirm-delete-ok').click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Comentário excluído.' })).toBeVisible();
  await expect(comments).toHaveCount(21);
  await expect(comments.filter({ hasText: 'Comentário em lote 21' })).toHaveCount(0);

  // The community the student has no product for: locked with the upsell on its own URL
  await page.goto(`/comunidade/${tenantId}/${locked}`);
  await expect(page.getByTestId('community-blocked')).toBeVisible();
  await expect(page.getByTestId('blocked-upsell-text')).toHaveText('Conheça a Mentoria');
  await expect(page.getByTestId('blocked-upsell-link')).toHaveAttribute('href', 'https://example.com/planos');
  await expect(page.getByTestId('community-feed')).toHaveCount(0);
});
