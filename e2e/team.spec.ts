import { expect, test, type Browser, type Page } from '@playwright/test';
import { createCommunityViaApi, postViaApi } from './support/community';
import { browserFetch, expectShellReady, latestMailTo, login, outraUrl, toast } from './helpers';

// The team (issue 48, ADRs 0500-0502), on Escola Outra: its admin invites an editor through the Equipe
// section; the editor signs in from the e-mailed link, changes the look (the course indicator, put back
// after) and is refused the team's own actions; a moderator hides a member's comment and has no
// Aparência in the drawer.

const stamp = Date.now().toString(36);

async function inviteThroughPanel(page: Page, email: string, role: string) {
  const panel = page.getByTestId('edit-panel-team');
  await panel.getByTestId('team-invite-email').fill(email);
  await panel.getByTestId('team-invite-role').selectOption(role);
  await panel.getByTestId('team-invite-submit').click();
  await expect(toast(page, `Convite enviado para ${email}.`)).toBeVisible();
  await expect(panel.locator(`[data-testid="team-member"][data-email="${email}"]`)).toBeVisible();
}

/** The sign-in link of the invitation e-mailed to `email` (read before any other mail can reach them). */
async function invitationLink(email: string, after: number): Promise<string> {
  const mail = await latestMailTo(email, after);
  expect(mail.subject).toBe('Você foi convidado para a equipe de Escola Outra');
  return /(https?:\/\/\S+\/api\/magic-link\/verify\?token=[\w%-]+)/.exec(mail.text)![1]!;
}

/** A fresh browser context signed in by following an invitation's link. */
async function followInvitation(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(link);
  await expectShellReady(page);
  return page;
}

test('the admin invites an editor and a moderator; each can do only their part', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const editorEmail = `editora-${stamp}@example.test`;
  const moderatorEmail = `moderador-${stamp}@example.test`;
  const started = Date.now() - 1000;

  // The admin opens Equipe from the drawer's "Configurações da escola" group and invites both
  await login(page, 'admin@outra.local', outraUrl);
  await page.getByTestId('edit-mode-button').click();
  const drawer = page.getByTestId('edit-drawer');
  await expect(drawer.getByTestId('edit-group-settings')).toContainText('Configurações da escola');
  await expect(drawer.getByRole('group', { name: 'Aparência e páginas' })).toBeVisible();
  await drawer.getByTestId('edit-group-settings').getByTestId('edit-option-team').click();
  await expect(page.getByTestId('team-list')).toBeVisible();
  await inviteThroughPanel(page, editorEmail, 'editor');
  await inviteThroughPanel(page, moderatorEmail, 'moderator');
  const editorLink = await invitationLink(editorEmail, started);
  const moderatorLink = await invitationLink(moderatorEmail, started);

  // A post and a comment by the admin, for the moderator to hide
  await page.keyboard.press('Escape');
  const community = await createCommunityViaApi(page, { title: `Equipe ${stamp}`, is_private: false });
  const postId = await postViaApi(page, community, { body: `Publicação da equipe ${stamp}` });
  const comment = await browserFetch(page, 'POST', `/api/v2/communities/posts/${postId}/comments`, {
    body: `Comentário a esconder ${stamp}`,
  });
  expect(comment.status).toBe(201);
  const tenantId = (await browserFetch(page, 'GET', '/api/getTenant?domain=outra.localhost')).body.data.id;

  // The editor: signed in from the e-mail, sees the look but not Equipe, and changes the look
  const editor = await followInvitation(browser, editorLink);
  await editor.getByTestId('edit-mode-button').click();
  const editorDrawer = editor.getByTestId('edit-drawer');
  await expect(editorDrawer.getByTestId('edit-option-appearance')).toBeVisible();
  await expect(editorDrawer.getByTestId('edit-option-team')).toHaveCount(0);
  await expect(editorDrawer.getByTestId('edit-option-community')).toHaveCount(0);
  await editorDrawer.getByTestId('edit-option-appearance').click();
  const indicator = editor.getByTestId('appearance-course-indicator');
  await expect(indicator).toBeVisible();
  await indicator.click();
  await expect(toast(editor, 'Indicador de curso atualizado!')).toBeVisible();
  const putBack = editor.waitForResponse(
    (r) => r.url().includes('toggle-course-page-indicator') && r.request().method() === 'POST',
  );
  await indicator.click(); // put back as it was
  expect((await putBack).status()).toBe(200);
  // the team's own endpoint refuses them, saying why
  const refused = await browserFetch(editor, 'POST', '/api/team', { email: 'x@example.test', role: 'admin' });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(
    'Seu papel na equipe não permite esta ação. Fale com um administrador da escola.',
  );
  await editor.context().close();

  // The moderator: hides the admin's comment from the post's page; no Aparência in the drawer
  const moderator = await followInvitation(browser, moderatorLink);
  await moderator.goto(`${outraUrl}/comunidade/post/${postId}/${tenantId}/${community}`);
  const item = moderator.getByTestId('comment-item').filter({ hasText: `Comentário a esconder ${stamp}` });
  await item.getByTestId('comment-delete').click();
  await moderator.getByTestId('confirm-delete-ok').click();
  await expect(toast(moderator, 'Comentário excluído.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await moderator.getByTestId('edit-mode-button').click();
  const modDrawer = moderator.getByTestId('edit-drawer');
  await expect(modDrawer.getByTestId('edit-option-community')).toBeVisible();
  await expect(modDrawer.getByTestId('edit-option-appearance')).toHaveCount(0);
  const look = await browserFetch(moderator, 'POST', '/api/auth/config/plataforma/updateCustomBasic', {});
  expect(look.status).toBe(403);
  await moderator.context().close();

  // Back as the admin: the editor leaves the team and stays a student
  await page.getByTestId('edit-mode-button').click();
  await drawer.getByTestId('edit-option-team').click();
  const row = page.locator(`[data-testid="team-member"][data-email="${editorEmail}"]`);
  await row.getByTestId('team-member-remove').click();
  await page.getByTestId('team-remove-confirm').click();
  await expect(row).toHaveCount(0);
});
