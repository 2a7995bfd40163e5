import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, expectShellReady, latestMailTo, login, openEditPanel } from './helpers';

// 'Alunos' (issue 47): the admin invites a new e-mail with a product from the edit drawer; the invitee
// follows the welcome e-mail's link and sees the course; the admin revokes the product on the member's
// page and the member loses the course on their next page view; the admin imports a CSV of 1,000 rows
// with 3 bad ones, watches the progress and downloads the report of the 3.

const RUN = Date.now();
const tenantId = stableId(seedKeys.tenant('demo'));
const mentoria = `${demoUrl}/curso/${tenantId}/${stableId(seedKeys.course('demo', 'mentoria-crie-e-lance-seu-curso-online'))}`;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openMembers(page: Page) {
  const panel = await openEditPanel(page, 'members');
  await expect(panel.getByTestId('members-panel')).toBeVisible();
  return panel;
}

test('invite with a product, sign in through the e-mail, see the course; a revoke takes it away', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `convite-${RUN}@exemplo.com`;
  const admin = await (await browser.newContext()).newPage();
  await login(admin, 'admin@demo.local');
  const panel = await openMembers(admin);

  await panel.getByTestId('members-tab-invite').click();
  const form = panel.getByTestId('members-invite-form');
  // a bad address is refused with the server's message, nothing sent
  await form.getByTestId('members-invite-emails').fill(`${email}\nnao-e-email`);
  await form.getByTestId('members-invite-product').selectOption({ label: 'Mentoria Criadores' });
  await form.getByTestId('members-invite-submit').click();
  await expect(panel.getByTestId('members-invite-error')).toHaveText(
    'Há e-mails inválidos na lista. Confira e tente de novo.',
  );
  const sentAfter = Date.now();
  await form.getByTestId('members-invite-emails').fill(email);
  await form.getByTestId('members-invite-submit').click();
  await expect(toast(admin, 'Convites enviados: 1.')).toBeVisible();

  // the invitee: the welcome e-mail's link signs them in and lands on the profile
  const mail = await latestMailTo(email, sentAfter - 1000);
  const link = /https?:\/\/\S+\/api\/magic-link\/verify\?token=[\w%-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link!.replace(/^https?:\/\/[^/]+/, demoUrl));
  await expect(invitee).toHaveURL(/\/dashboard\/profile/);
  await invitee.goto(mentoria);
  await expectShellReady(invitee);
  await expect(invitee.getByTestId('course-locked')).toHaveCount(0);
  await expect(
    invitee.getByRole('heading', { name: 'Mentoria: Crie e Lance seu Curso Online' }),
  ).toBeVisible();

  // the admin finds the new member (search ignores case), opens the page and revokes the product
  await panel.getByTestId('members-tab-list').click();
  await panel.getByTestId('members-search').fill(email.toUpperCase());
  const row = panel.getByTestId('member-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('member-row-products')).toContainText('Mentoria Criadores');
  await expect(row.getByTestId('member-row-last-access')).not.toHaveText('Nunca entrou');
  await row.click();
  const view = panel.getByTestId('member-view');
  await expect(view).toHaveAttribute('data-email', email);
  await expect(view.getByTestId('member-history-item').first()).toHaveAttribute('data-kind', 'granted');
  const grant = view.getByTestId('member-grant').filter({ hasText: 'Mentoria Criadores' });
  await grant.getByTestId('member-grant-revoke').click();
  await admin.getByTestId('member-revoke-confirm').click();
  await expect(toast(admin, 'Acesso removido.')).toBeVisible();
  await expect(grant).toHaveAttribute('data-active', 'false');
  await expect(view.getByTestId('member-history-item').first()).toHaveAttribute('data-kind', 'revoked');

  // the member's next page view: the course is locked
  await invitee.reload();
  await expect(invitee.getByTestId('course-locked')).toBeVisible();
});

test('import 1,000 rows with 3 bad ones: progress, then the report of the 3', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page, 'admin@demo.local');
  const panel = await openMembers(page);
  await panel.getByTestId('members-tab-import').click();

  const lines = ['email,nome,produto'];
  for (let i = 0; i < 1000; i++) {
    if (i === 10) lines.push(`sem-arroba-${RUN}.exemplo.com,Sem Arroba,Plano Essencial`);
    else if (i === 500) lines.push(`produto-${RUN}@exemplo.com,Produto Errado,Plano Que Não Existe`);
    else if (i === 900) lines.push(`lote-${RUN}-1@exemplo.com,Repetido,Plano Essencial`);
    else lines.push(`lote-${RUN}-${i}@exemplo.com,Pessoa ${i},Plano Essencial`);
  }
  await panel.getByTestId('members-import-file').setInputFiles({
    name: `alunos-${RUN}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await panel.getByTestId('members-import-submit').click();
  await expect(toast(page, 'Importação iniciada.')).toBeVisible();
  const item = panel.getByTestId('members-import').filter({ hasText: `alunos-${RUN}.csv` });
  await expect(item).toBeVisible();
  await expect(item.getByRole('progressbar')).toBeVisible();
  await expect(item).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(item.getByTestId('members-import-counts')).toContainText('1000 de 1000 linhas');
  await expect(item.getByTestId('members-import-rejected')).toHaveText('3 rejeitadas');

  // the progress is the server's: a reload finds the finished import again
  await page.reload();
  const again = await openMembers(page);
  await again.getByTestId('members-tab-import').click();
  const reloaded = again.getByTestId('members-import').filter({ hasText: `alunos-${RUN}.csv` });
  await expect(reloaded).toHaveAttribute('data-status', 'done');

  const download = page.waitForEvent('download');
  await reloaded.getByTestId('members-import-report').click();
  const file = await (await download).path();
  const report = fs
    .readFileSync(file!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(report).toEqual([
    'linha,e-mail,motivo',
    `12,sem-arroba-${RUN}.exemplo.com,E-mail inválido`,
    `502,produto-${RUN}@exemplo.com,Produto não encontrado`,
    `902,lote-${RUN}-1@exemplo.com,Linha repetida no arquivo`,
  ]);

  // an imported member is in the list with the product
  await again.getByTestId('members-tab-list').click();
  await again.getByTestId('members-search').fill(`lote-${RUN}-999@`);
  await expect(again.getByTestId('member-row')).toHaveCount(1);
  await expect(again.getByTestId('member-row-products')).toContainText('Plano Essencial');
});
