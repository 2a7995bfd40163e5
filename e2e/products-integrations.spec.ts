import { expect, test } from '@playwright/test';
import { closeDrawer, demoUrl, latestMailTo, login, openEditPanel, toast } from './helpers';
import { withPrisma } from './support/db';

// Issue 47: the admin creates a product granting one course in 'Produtos' and finds it in another
// product picker (the community form) at once; connects Hotmart in 'Integrações' and maps a Hotmart
// product id to it; a signed Hotmart delivery (sent here with the request API, as Hotmart would) shows
// in the deliveries list as processed, the buyer's access exists and their welcome link signs them in.

const RUN = Date.now();
const TITLE = `Produto E2E ${RUN}`;
const HOTTOK = `hottok-e2e-${RUN}`;
const BUYER = `comprador-e2e-${RUN}@exemplo.com`;
const COURSE = 'Fotografia com o Celular';

test('a product, a Hotmart mapping and a signed purchase that grants it', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin@demo.local');

  // 'Produtos': create a product granting one course, with a sales page and lifetime access
  let panel = await openEditPanel(page, 'products');
  await expect(panel.getByTestId('products-panel')).toBeVisible();
  await panel.getByTestId('product-new').click();
  const form = panel.getByTestId('product-form');
  await form.getByTestId('product-save').click();
  await expect(form.getByTestId('product-form-error')).toHaveText('Informe o nome do produto.');
  await form.getByTestId('product-title-input').fill(TITLE);
  await form.locator(`[data-testid="product-course"][data-course-title="${COURSE}"]`).check();
  await form.getByTestId('product-sales-url').fill('https://exemplo.com/produto-e2e');
  await form.getByTestId('product-save').click();
  await expect(toast(page, 'Produto salvo.')).toBeVisible();
  const row = panel.getByTestId('product-row').filter({ hasText: TITLE });
  await expect(row).toContainText('Acesso vitalício');
  await expect(row).toContainText('1 curso');
  await closeDrawer(page);

  // another picker lists it at once: the new community form's products
  panel = await openEditPanel(page, 'community');
  await panel.getByTestId('community-create').click();
  await page.getByTestId('community-private').click();
  await expect(page.locator(`[data-testid="community-product-option"][title="${TITLE}"]`)).toHaveCount(1);
  await page.reload();

  // 'Integrações': connect Hotmart with its hottok and map a Hotmart product id to the new product
  panel = await openEditPanel(page, 'integrations');
  const hotmart = panel.getByTestId('integration-hotmart');
  await hotmart.getByTestId('integration-hotmart-secret').fill(HOTTOK);
  await hotmart.getByTestId('integration-hotmart-connect').click();
  await expect(toast(page, 'Integração salva.')).toBeVisible();
  const url = await hotmart.getByTestId('integration-hotmart-url').inputValue();
  expect(url).toMatch(/\/api\/webhooks\/hotmart\/[\w-]+$/);
  await hotmart.getByTestId('integration-hotmart-external-id').fill(`HM-${RUN}`);
  await hotmart.getByTestId('integration-hotmart-product').selectOption({ label: TITLE });
  await hotmart.getByTestId('integration-hotmart-map').click();
  await expect(hotmart.getByTestId('integration-mapping').filter({ hasText: `HM-${RUN}` })).toContainText(
    TITLE,
  );

  // Hotmart posts a PURCHASE_APPROVED (webhook v2) with the hottok header
  const since = Date.now();
  const body = JSON.stringify({
    id: `evt-e2e-${RUN}`,
    creation_date: since,
    event: 'PURCHASE_APPROVED',
    version: '2.0.0',
    data: {
      product: { id: `HM-${RUN}`, name: 'Produto na Hotmart' },
      buyer: { email: BUYER, name: 'Comprador E2E' },
      purchase: { transaction: `HP-${RUN}`, status: 'APPROVED' },
    },
  });
  const path = new URL(url).pathname;
  const res = await page.request.post(`${demoUrl}${path}`, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-hotmart-hottok': HOTTOK },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ received: true, duplicate: false });
  const bad = await page.request.post(`${demoUrl}${path}`, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-hotmart-hottok': 'outro-token' },
  });
  expect(bad.status()).toBe(401);

  // the delivery shows in the panel as processed (the job runs in the server's worker)
  const deliveries = panel.getByTestId('deliveries');
  const mine = deliveries.getByTestId('delivery-row').filter({ hasText: BUYER });
  await expect(async () => {
    await deliveries.getByTestId('deliveries-refresh').click();
    await expect(mine.locator('[data-status="processed"]')).toHaveText('Processada', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // the forged call is listed too, as rejected
  await expect(mine.locator('[data-status="rejected"]')).toHaveText('Rejeitada');

  // the buyer's access exists, from the webhook
  const grant = await withPrisma((db) =>
    db.enrollment.findFirst({
      where: { user: { email: BUYER }, product: { title: TITLE } },
      select: { origin: true, originRef: true, expiresAt: true },
    }),
  );
  expect(grant).toEqual({ origin: 'webhook', originRef: `evt-e2e-${RUN}`, expiresAt: null });

  // and the welcome e-mail's link signs the new member in
  const mail = await latestMailTo(BUYER, since);
  const link = /(https?:\/\/\S+\/api\/magic-link\/verify\?token=[\w%-]+)/.exec(mail.text)![1]!;
  const buyer = await (await page.context().browser()!.newContext()).newPage();
  await buyer.goto(link);
  await expect(buyer).toHaveURL(/\/dashboard\/profile\?bem-vindo=1/);
});
