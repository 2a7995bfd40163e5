import { expect, test } from '@playwright/test';
import {
  browserFetch,
  chooseOption,
  createCommunityWithCover,
  demoUrl,
  keyboardDrag,
  login,
  openEditPanel,
  reloadShell,
} from './helpers';
import { deleteCommunityBehindExcluir, editCommunity, openCommunityPanel } from './support/community';

// The 'Comunidade' panel (SPEC 2.6, 4, 5, 8) on Academia Demo, clicked through as an administrator:
// a private community with a product, upsell and a cropped cover; the form's validation messages; the
// shareable link; keyboard reordering that survives a reload; delete behind EXCLUIR; the two general
// toggles; and a content switch of the classic (version 1) form. Each test leaves the seeded community
// and settings as it found them (other specs read them).

const SEEDED = 'Comunidade Academia Demo';
const PREMIUM = 'Comunidade Premium';
// SPEC 8, a switch saved at once that failed
const FAILED = 'Falha ao realizar a ação! tente novamente.';

test.describe.configure({ mode: 'serial' });

const openPanel = openCommunityPanel;

test.describe('Comunidade panel', () => {
  test('creates a private community with product, upsell and cover; validation; copy link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demoUrl });
    await login(page, 'admin@demo.local');
    const panel = await openPanel(page);
    const titles = panel.getByTestId('community-row-title');
    await expect(titles).toHaveText([SEEDED]);
    const promo = panel.getByTestId('community-promo');
    await expect(promo).toContainText('Conheça a nova Comunidade!');
    await expect(promo.getByTestId('community-promo-discover')).toHaveText('Conhecer agora');

    // 'Criar' opens the new form, whose header switches to the classic form and back.
    await panel.getByTestId('community-create').click();
    const drawerSwitch = page.getByTestId('community-drawer');
    await drawerSwitch.getByTestId('community-use-classic').click();
    await expect(drawerSwitch).toHaveAttribute('data-version', '1');
    await expect(drawerSwitch.getByTestId('community-old-form')).toBeVisible();
    await expect(drawerSwitch.getByText('Digite sem localhost:')).toBeVisible();
    await drawerSwitch.getByTestId('community-use-new').click();
    await expect(drawerSwitch.getByTestId('community-new-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawerSwitch).toBeHidden();

    await panel.getByTestId('community-create').click();
    const drawer = page.getByTestId('community-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('data-version', '2');
    await expect(drawer.getByText('Nova comunidade')).toBeVisible();
    const form = drawer.getByTestId('community-new-form');
    await expect(form.getByTestId('community-title')).toHaveValue('Comunidade');
    // No channels or groups exist, so there is no switch to hide them (ADR 0261).
    await expect(form.getByTestId('community-ranking')).toBeVisible();
    await expect(form.getByTestId('community-hide-channels')).toHaveCount(0);

    // Validation (SPEC 5): empty title; private without upsell text/products; an invalid link.
    await form.getByTestId('community-title').fill('');
    await form.getByTestId('community-private').click();
    await form.getByTestId('community-upsell-link').fill('nao e um link');
    await form.getByTestId('community-save').click();
    await expect(form.getByText('O nome da comunidade é obrigatório')).toBeVisible();
    await expect(form.getByText('O texto de upsell é obrigatório')).toBeVisible();
    await expect(form.getByText('A comunidade precisa ter pelo menos um produto ativo')).toBeVisible();
    await expect(form.getByText('Link inválido')).toBeVisible();
    await form.getByTestId('community-upsell-link').fill('');
    await form.getByTestId('community-save').click();
    await expect(form.getByText('O link de upsell é obrigatório')).toBeVisible();

    // The real values.
    await form.getByTestId('community-title').fill(PREMIUM);
    await form.getByTestId('community-product-option').filter({ hasText: 'Plano Essencial' }).click();
    await form.getByTestId('community-upsell-text').fill('Assine o Plano Essencial');
    await form.getByTestId('community-upsell-link').fill('https://example.com/assinar');
    await form.getByTestId('community-color-navyBlue').click();

    // Cover: 'Adicionar capa' opens the empty modal; a picked image is cropped, encoded and uploaded.
    await form.getByTestId('community-cover-add').click();
    const modal = page.getByTestId('community-cover-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Imagem da capa');
    await expect(modal).toContainText('Posicione a imagem dentro do espaço abaixo (dimensões 1210 x 240px)');
    await expect(modal.getByTestId('community-cover-save')).toBeDisabled();
    // Over 1 MB: refused before cropping (SPEC 5).
    await modal.getByTestId('community-cover-input').setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1_048_577, 1),
    });
    await expect(page.getByText('Tamanho do arquivo excedido')).toBeVisible();
    await expect(page.getByText('Por favor, escolha um arquivo com tamanho de até 1MB.')).toBeVisible();
    await expect(modal).toHaveAttribute('data-state-kind', 'empty');
    const answer = await createCommunityWithCover(page, form, modal, 'capa.png', 90);
    const id = ((await answer.json()) as { message: { id: string } }).message.id;
    await expect(page.getByText('Comunidade criada com sucesso.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(titles).toHaveText([SEEDED, PREMIUM]);
    // A version-2 community now exists: the promo card edits it.
    await expect(promo.getByTestId('community-promo-edit')).toHaveText('Editar comunidade');

    const saved = await browserFetch(page, 'GET', `/api/v2/communities/${id}`);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      title: PREMIUM,
      is_private: true,
      upsell_text: 'Assine o Plano Essencial',
      upsell_link: 'https://example.com/assinar',
      version: 2,
    });
    expect(saved.body.data.product_ids).toHaveLength(1);
    expect(saved.body.data.cover_path).toEqual(expect.stringContaining('community-cover'));

    // Copy link: the shareable address lands on the clipboard.
    const me = await browserFetch(page, 'GET', '/api/auth/me');
    const tenantId = me.body.data.tenant.id as string;
    await panel
      .getByTestId('community-row')
      .filter({ hasText: PREMIUM })
      .getByTestId('community-copy-link')
      .click();
    await expect(page.getByText('Link copiado')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${demoUrl}/comunidade/${tenantId}/${id}`);

    // Editing opens the new-version form with the saved values and cover.
    await editCommunity(page, panel, PREMIUM);
    await expect(drawer).toHaveAttribute('data-version', '2');
    await expect(drawer.getByText('Editar comunidade')).toBeVisible();
    await expect(drawer.getByTestId('community-title')).toHaveValue(PREMIUM);
    await expect(drawer.getByTestId('community-upsell-text')).toHaveValue('Assine o Plano Essencial');
    await expect(drawer.getByTestId('community-cover-preview')).toBeVisible();
    // The cover's menu: 'Alterar capa' opens the empty modal; 'Remover capa' takes it off the form.
    await drawer.getByTestId('community-cover-menu').click();
    await page.getByTestId('community-cover-change').click();
    const coverModal = page.getByTestId('community-cover-modal');
    await expect(coverModal).toHaveAttribute('data-state-kind', 'empty');
    await coverModal.getByTestId('community-cover-close').click();
    await expect(coverModal).toBeHidden();
    await expect(drawer.getByTestId('community-cover-preview')).toBeVisible();
    await drawer.getByTestId('community-cover-menu').click();
    await page.getByTestId('community-cover-remove').click();
    await expect(drawer.getByTestId('community-cover-preview')).toHaveCount(0);
    await expect(drawer.getByTestId('community-cover-add')).toBeVisible();
    // Saved, the community has no cover any more.
    await drawer.getByTestId('community-save').click();
    await expect(page.getByText('Comunidade atualizada com sucesso.')).toBeVisible();
    await expect
      .poll(async () => (await browserFetch(page, 'GET', `/api/v2/communities/${id}`)).body.data.cover_path)
      .toBeNull();
    // Reopened for the switch below.
    await editCommunity(page, panel, PREMIUM);
    await expect(drawer.getByText('Editar comunidade')).toBeVisible();
    // 'Ativa' is saved at once when editing.
    await expect(drawer.getByTestId('community-active')).toHaveAttribute('aria-checked', 'false');
    await drawer.getByTestId('community-active').click();
    await expect(page.getByText('Comunidade ativada.')).toBeVisible();
    await expect
      .poll(async () => (await browserFetch(page, 'GET', `/api/v2/communities/${id}`)).body.data.isActive)
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('reorders with the keyboard (kept after reload) and deletes behind EXCLUIR', async ({ page }) => {
    await login(page, 'admin@demo.local');
    let panel = await openPanel(page);
    let titles = panel.getByTestId('community-row-title');
    await expect(titles).toHaveText([SEEDED, PREMIUM]);

    const ordered = page.waitForResponse((r) => r.url().endsWith('/api/v2/communities/order'));
    await keyboardDrag(page, panel.getByTestId('community-drag').nth(1), ['ArrowUp']);
    await expect(titles).toHaveText([PREMIUM, SEEDED]);
    expect((await ordered).status()).toBe(200);
    await expect(page.getByText('Ordem das comunidades atualizada com sucesso.')).toBeVisible();

    await reloadShell(page);
    panel = await openPanel(page);
    titles = panel.getByTestId('community-row-title');
    await expect(titles).toHaveText([PREMIUM, SEEDED]);

    // Delete: only the exact word enables the button.
    await deleteCommunityBehindExcluir(page, panel, PREMIUM, ['excluir', 'EXCLUI']);
    await expect(titles).toHaveText([SEEDED]);
    await expect(panel.getByTestId('community-promo-discover')).toBeVisible();

    await reloadShell(page);
    panel = await openPanel(page);
    await expect(panel.getByTestId('community-row-title')).toHaveText([SEEDED]);
  });

  test('the Comunidades and Página de comunidades toggles persist after reload', async ({ page }) => {
    await login(page, 'admin@demo.local');
    let panel = await openPanel(page);
    const active = () => panel.getByTestId('community-active-all');
    const showPage = () => panel.getByTestId('community-show-page');
    await expect(active()).toHaveAttribute('aria-checked', 'true');
    await expect(showPage()).toHaveAttribute('aria-checked', 'true');
    // The seeded community's form, opened once: its 'Ativa' must follow the switch below.
    let drawer = await editCommunity(page, panel, SEEDED);
    await expect(drawer.getByTestId('community-active')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await active().click();
    await expect(page.getByText('Comunidades desativadas')).toBeVisible();
    drawer = await editCommunity(page, panel, SEEDED);
    await expect(drawer.getByTestId('community-active')).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await showPage().click();
    await expect(page.getByText('Status de exibição atualizado com sucesso.')).toBeVisible();

    await reloadShell(page);
    panel = await openPanel(page);
    await expect(active()).toHaveAttribute('aria-checked', 'false');
    await expect(showPage()).toHaveAttribute('aria-checked', 'false');
    const settings = await browserFetch(page, 'GET', '/api/v2/communities/settings');
    expect(settings.body.data).toEqual({ active: 0, show_communities_page: 0 });

    // Back on, as seeded.
    await active().click();
    await expect(page.getByText('Comunidades ativadas')).toBeVisible();
    await showPage().click();
    await expect(page.getByText('Status de exibição atualizado com sucesso.').first()).toBeVisible();
    await expect
      .poll(async () => (await browserFetch(page, 'GET', '/api/v2/communities/settings')).body.data)
      .toEqual({ active: 1, show_communities_page: 1 });
  });

  test('the classic form saves a content switch at once; Salvar keeps it and saves the font', async ({
    page,
  }) => {
    await login(page, 'admin@demo.local');
    let panel = await openPanel(page);
    const editSeeded = async () => {
      const drawer = await editCommunity(page, panel, SEEDED);
      await expect(drawer).toHaveAttribute('data-version', '1');
      await expect(drawer.getByTestId('community-old-form')).toBeVisible();
      await expect(drawer.getByTestId('community-title')).toHaveValue(SEEDED);
      return drawer;
    };
    let drawer = await editSeeded();
    for (const section of ['Configurações', 'Interações de usuários', 'Mídia', 'Aparência', 'Cores', 'Fonte'])
      await expect(drawer.getByRole('button', { name: section, exact: true })).toBeVisible();
    const videos = () => drawer.getByTestId('community-content-videos');
    await expect(videos()).toHaveAttribute('aria-checked', 'true');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/community/edit-content-media'));
    await videos().click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Status atualizado com sucesso!')).toBeVisible();
    // A switch whose save fails turns back alone; the others keep what they show.
    await page.route('**/api/auth/community/edit-content-media', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erro"}' }),
    );
    const comments = drawer.getByTestId('community-content-comments');
    await expect(comments).toHaveAttribute('aria-checked', 'true');
    await comments.click();
    await expect(page.getByText(FAILED)).toBeVisible();
    await expect(comments).toHaveAttribute('aria-checked', 'true');
    await expect(videos()).toHaveAttribute('aria-checked', 'false');
    for (const k of ['publications', 'likes', 'text', 'allow_files', 'images', 'carousels'])
      await expect(drawer.getByTestId(`community-content-${k}`)).toHaveAttribute('aria-checked', 'true');
    await page.unroute('**/api/auth/community/edit-content-media');
    // The other fields wait for Salvar, which must not undo the switch saved at once. The seeded
    // community has no product: Salvar asks for one; ticking one adds it at once (add-plans).
    // 'Links' is one of those: it sends nothing until Salvar.
    const links = () => drawer.getByTestId('community-content-links');
    await expect(links()).toHaveAttribute('aria-checked', 'true');
    await links().click();
    await expect(links()).toHaveAttribute('aria-checked', 'false');
    await drawer.getByTestId('community-old-font-toggle').click();
    await chooseOption(page, drawer.getByTestId('community-font'), 'Montserrat');
    await drawer.getByTestId('community-save').click();
    await expect(drawer.getByText('Selecione ao menos um produto!')).toBeVisible();
    const added = page.waitForResponse((r) => r.url().endsWith('/api/auth/community/add-plans'));
    await drawer.getByTestId('community-product-option').filter({ hasText: 'Plano Essencial' }).click();
    expect((await added).status()).toBe(200);
    const edited = page.waitForResponse((r) => r.url().endsWith('/api/auth/community/edit-community'));
    await drawer.getByTestId('community-save').click();
    expect((await edited).status()).toBe(200);
    await expect(page.getByText('Alterações salvas com sucesso')).toBeVisible();
    await expect(drawer).toBeHidden();
    // The community's composer no longer offers a link.
    const seededId = await panel
      .getByTestId('community-row')
      .filter({ hasText: SEEDED })
      .getAttribute('data-community-id');
    const me = (await browserFetch(page, 'GET', '/api/auth/me')).body.data.tenant.id as string;
    await page.goto(`/comunidade/${me}/${seededId}`);
    await expect(page.getByTestId('composer')).toBeVisible();
    await expect(page.getByTestId('composer-add-link')).toHaveCount(0);

    await reloadShell(page);
    panel = await openPanel(page);
    drawer = await editSeeded();
    await expect(videos()).toHaveAttribute('aria-checked', 'false');
    const tenantId = (await browserFetch(page, 'GET', '/api/auth/me')).body.data.tenant.id as string;
    const communityId = (await panel
      .getByTestId('community-row')
      .filter({ hasText: SEEDED })
      .getAttribute('data-community-id'))!;
    const details = await browserFetch(
      page,
      'GET',
      `/api/auth/community/get-details/${tenantId}/${communityId}`,
    );
    expect(details.body.data.plans_with_access).toHaveLength(1);
    expect(details.body.data).toMatchObject({ videos: 0, links: 0, font_family: 'Montserrat' });
    await expect(links()).toHaveAttribute('aria-checked', 'false');
    await drawer.getByTestId('community-old-font-toggle').click();
    await expect(drawer.getByTestId('community-font')).toHaveText('Montserrat');

    // Back as seeded.
    const restored = page.waitForResponse((r) => r.url().endsWith('/api/auth/community/edit-content-media'));
    await videos().click();
    expect((await restored).status()).toBe(200);
    await expect(videos()).toHaveAttribute('aria-checked', 'true');
    await links().click();
    await chooseOption(page, drawer.getByTestId('community-font'), 'Poppins');
    const reverted = page.waitForResponse((r) => r.url().endsWith('/api/auth/community/edit-community'));
    await drawer.getByTestId('community-save').click();
    expect((await reverted).status()).toBe(200);
    await expect(drawer).toBeHidden();
    const back = await browserFetch(
      page,
      'GET',
      `/api/auth/community/get-details/${tenantId}/${communityId}`,
    );
    expect(back.body.data).toMatchObject({ videos: 1, links: 1, font_family: 'Poppins' });
    const planId = details.body.data.plans_with_access[0].plan_id as string;
    const removed = await browserFetch(page, 'POST', '/api/auth/community/remove-plans', {
      community_id: communityId,
      permissions_array: [planId],
      tenant_id: tenantId,
    });
    expect(removed.status).toBe(200);
  });

  test('with no community the list says so', async ({ page }) => {
    await login(page, 'admin@demo.local');
    // The demo keeps its community (other specs read it): the list call answers an empty list here.
    await page.route('**/api/v2/communities', (r) =>
      r.request().method() === 'GET'
        ? r.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{"communities":[]}}' })
        : r.fallback(),
    );
    const panel = await openEditPanel(page, 'community');
    await expect(panel.getByTestId('community-empty')).toHaveText('Você não possui comunidades criadas.');
    await expect(panel.getByTestId('community-row')).toHaveCount(0);
  });
});
