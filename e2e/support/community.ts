import { expect, type Locator, type Page } from '@playwright/test';
import { browserFetch, openEditPanel } from '../helpers';

// Steps of the 'Comunidade' panel that several journeys take (community-panel, community-journey).

/** Opens the edit drawer's 'Comunidade' panel and waits for its list. */
export async function openCommunityPanel(page: Page): Promise<Locator> {
  const panel = await openEditPanel(page, 'community');
  await expect(panel.getByTestId('community-list')).toBeVisible();
  return panel;
}

/** The row of the community titled `title` in the panel's list. */
export const communityRow = (panel: Locator, title: string) =>
  panel.getByTestId('community-row').filter({ hasText: title });

/** Opens the edit drawer of the community titled `title` from its row's menu; answers the drawer. */
export async function editCommunity(page: Page, panel: Locator, title: string): Promise<Locator> {
  await communityRow(panel, title).getByTestId('community-menu').click();
  await page.getByTestId('community-menu-edit').click();
  return page.getByTestId('community-drawer');
}

/**
 * Deletes the community titled `title` through its row menu and the EXCLUIR dialog: each of `wrongWords`
 * leaves the button disabled, only the exact word enables it. Waits for the success toast.
 */
export async function deleteCommunityBehindExcluir(
  page: Page,
  panel: Locator,
  title: string,
  wrongWords: string[] = ['excluir', 'EXCLUI', 'EXCLUIR ', 'Excluir'],
) {
  await communityRow(panel, title).getByTestId('community-menu').click();
  await page.getByTestId('community-menu-remove').click();
  const dialog = page.getByTestId('community-delete-dialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByTestId('community-delete-confirm');
  await expect(confirm).toBeDisabled();
  for (const word of wrongWords) {
    await dialog.getByTestId('community-delete-word').fill(word);
    await expect(confirm).toBeDisabled();
  }
  await dialog.getByTestId('community-delete-word').fill('EXCLUIR');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Comunidade excluída com sucesso.' }).first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The fields of `POST /api/v2/communities` a spec sets (the rest take the API's defaults). */
export interface CommunityFixture {
  title: string;
  description?: string;
  is_private?: boolean;
  is_enabled?: boolean;
  product_ids?: string[];
  upsell_text?: string;
  upsell_link?: string;
}

/** Creates a community through the admin API from a page signed in as an editor; answers its id. */
export async function createCommunityViaApi(admin: Page, fixture: CommunityFixture): Promise<string> {
  const res = await browserFetch(admin, 'POST', '/api/v2/communities', {
    description: 'Comunidade de teste',
    is_private: false,
    is_enabled: true,
    ...fixture,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.message.id as string;
}

/** Publishes a post in the community from a signed-in member's page; answers the post's id. */
export async function postViaApi(member: Page, communityId: string, post: { title?: string; body: string }) {
  const res = await browserFetch(member, 'POST', `/api/v2/communities/${communityId}/posts`, post);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}
