import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, request, type Browser, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'senha-demo-123';
export const port = Number(process.env.E2E_PORT ?? 3210);
export const demoUrl = `http://localhost:${port}`;
export const outraUrl = `http://outra.localhost:${port}`;

/** The e2e database (as playwright.config.ts picks it), for specs that reset what an earlier run left. */
export function e2eDatabaseUrl(): string {
  const name = process.env.E2E_DB_NAME ?? 'praca_e2e';
  const u = new URL(
    process.env.DATABASE_URL ??
      `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/x`,
  );
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Waits until React has hydrated `target` (its props are attached to the element): before that a click
 * on the server-rendered markup is lost. The state that matters, instead of waiting for the network to
 * go quiet.
 */
export async function expectHydrated(target: Locator, timeout?: number) {
  await expect(target).toBeVisible({ timeout });
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))), {
      timeout,
    })
    .toBe(true);
}

/** The shell's header is interactive: the signed-in page hydrated (the avatar menu is in every page). */
export async function expectShellReady(page: Page, timeout?: number) {
  await expectHydrated(page.getByTestId('header').getByTestId('menu-button'), timeout);
}

/** On the login page: fills the form once it is interactive and submits it (where it lands is the caller's). */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  const submit = page.getByTestId('login-submit');
  await expectHydrated(submit, 45_000);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await submit.click();
}

/**
 * Signs the page's browser context in as `email` on `base`'s tenant without loading a page: a new session
 * through `POST /api/login` (the call the login form makes, with the same host and Origin), its cookie
 * added to the context. Each call is a session of its own, so a test that signs out or is refused ends
 * only its own. Node does not resolve *.localhost, so the call goes to 127.0.0.1 with the tenant's Host.
 */
export async function signIn(page: Page, email: string, base = demoUrl, password = PASSWORD) {
  const host = new URL(base).host;
  const api = await request.newContext();
  try {
    const res = await api.post(`http://127.0.0.1:${port}/api/login`, {
      headers: { host, origin: base },
      data: { email, password },
    });
    expect(res.status(), `${email} signs in on ${host}: ${await res.text()}`).toBe(200);
    const cookies = res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => setCookieFor(h.value, base));
    expect(cookies.length, 'the session cookie').toBeGreaterThan(0);
    await page.context().addCookies(cookies);
  } finally {
    await api.dispose();
  }
}

/** A `Set-Cookie` value as a cookie of `base`'s host only (as the browser keeps it). */
function setCookieFor(header: string, base: string) {
  const [pair = '', ...attrs] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attr = (name: string) =>
    attrs.find((a) => a.toLowerCase().startsWith(name.toLowerCase()))?.slice(name.length + 1);
  const expires = attr('Expires');
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    url: base,
    httpOnly: attrs.some((a) => a.toLowerCase() === 'httponly'),
    secure: attrs.some((a) => a.toLowerCase() === 'secure'),
    sameSite: 'Lax' as const,
    ...(expires ? { expires: Math.floor(new Date(expires).getTime() / 1000) } : {}),
  };
}

/**
 * Signed in (`signIn`, no login page) and on `base`'s homepage with its shell hydrated (room for a cold
 * server). Tests about the login form itself use `loginThroughForm`.
 */
export async function login(page: Page, email: string, base = demoUrl, password = PASSWORD) {
  await signIn(page, email, base, password);
  await gotoShell(page, `${base}/homepage`, 45_000);
}

/** Opens `url` of the signed-in shell and waits until its header is interactive. */
export async function gotoShell(page: Page, url: string, timeout?: number) {
  await page.goto(url);
  await expectShellReady(page, timeout);
}

/** Signs in through the /login form and waits for the homepage's shell to hydrate, as a user would. */
export async function loginThroughForm(page: Page, email: string, base = demoUrl, password = PASSWORD) {
  await page.goto(`${base}/login`);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/homepage/, { timeout: 45_000 });
  await expectShellReady(page, 45_000);
}

/**
 * A page is ready to measure or audit: hydrated, its client data in (no busy region, no skeleton), its
 * fonts and its eagerly loaded images in.
 */
export async function expectPageSettled(page: Page, scope: Locator = page.locator('body')) {
  await expectHydrated(page.locator('body'));
  await expect(scope.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return Array.from(document.images)
          .filter((img) => img.loading !== 'lazy')
          .every((img) => img.complete);
      }),
    )
    .toBe(true);
}

/** A new browser context (pt-BR, `viewport` or the project's) signed in as `email`; answers its page. */
export async function signedInPage(
  browser: Browser,
  email: string,
  { base = demoUrl, viewport }: { base?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await login(page, email, base);
  return page;
}

/** Reloads a signed-in page and waits until its shell is interactive again. */
export async function reloadShell(page: Page) {
  await page.reload();
  await expectShellReady(page);
}

/** Opens the edit drawer (as an editor) and the option `option`; answers the panel `edit-panel-{option}`. */
export async function openEditPanel(page: Page, option: string): Promise<Locator> {
  await page.getByTestId('edit-mode-button').click();
  await expect(page.getByTestId('edit-drawer')).toBeVisible();
  await page.getByTestId('edit-drawer').getByTestId(`edit-option-${option}`).click();
  const panel = page.getByTestId(`edit-panel-${option}`);
  await expect(panel).toBeVisible();
  return panel;
}

/** Closes the edit drawer with Escape. */
export async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('edit-drawer')).toHaveCount(0);
}

/** The sonner toast carrying `text` (the first, when an earlier one with the same text is still out). */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** What dnd-kit's live regions announce now (a drag's pick-up, each move over another item, the drop). */
async function dndAnnouncement(page: Page): Promise<string> {
  return (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' | ');
}

/**
 * Reorders with dnd-kit's keyboard sensor: focuses `handle`, picks the item up, presses each key once the
 * previous move was announced (a move sent before the last one settled is dropped), then drops it. The
 * announcements are the panel's own, in pt-BR (components/panel/sortable-list.tsx, decision 200).
 *
 * Seen in clean-clone CI runs only (banner-panel, right after a save): the pick-up was announced and the
 * arrow keys moved nothing. Then the page's state is logged, the item is dropped where it was if it is
 * still lifted (Space; not Escape, which would close the edit drawer when the drag is already over) and
 * the drag starts again, once.
 */
export async function keyboardDrag(page: Page, handle: Locator, keys: ('ArrowUp' | 'ArrowDown')[]) {
  try {
    await keyboardDragOnce(page, handle, keys);
  } catch (err) {
    // What the page looked like, in the run's log: the cause of the stall is still unknown.
    console.log(
      `[keyboardDrag] first attempt failed: ${await dragState(page, handle)}; ${String(err).split('\n')[0]}`,
    );
    if ((await handle.getAttribute('aria-pressed')) === 'true') await page.keyboard.press('Space');
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    await keyboardDragOnce(page, handle, keys);
  }
}

/** The handle's state, the announcement, the focused element and the scrolled ancestors, for the log. */
async function dragState(page: Page, handle: Locator): Promise<string> {
  const announced = await dndAnnouncement(page).catch(() => '?');
  const dom = await handle
    .evaluate((el) => {
      const scrolled: string[] = [];
      for (let n = el.parentElement; n; n = n.parentElement)
        if (n.scrollTop || n.scrollLeft) scrolled.push(`${n.tagName}:${n.scrollTop}`);
      const active = document.activeElement;
      return `aria-pressed=${el.getAttribute('aria-pressed')} connected=${el.isConnected} focused=${active === el ? 'handle' : `${active?.tagName}[${active?.getAttribute('data-testid') ?? ''}]`} scrolled=[${scrolled.join(',')}] window=${scrollY} animations=${document.getAnimations().length}`;
    })
    .catch((e: unknown) => `handle gone (${String(e).split('\n')[0]})`);
  return `${dom} announced="${announced}"`;
}

async function keyboardDragOnce(page: Page, handle: Locator, keys: ('ArrowUp' | 'ArrowDown')[]) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Picked up: the item is over its own place.
  await expect.poll(() => dndAnnouncement(page)).toMatch(/agora na posição \d+ de \d+\./);
  // dnd-kit's keyboard sensor listens for the arrow keys only from a timer it sets at the pick-up; the
  // announcement can show first on a busy page, and Chromium runs input before timers. A timer set now
  // runs after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const key of keys) {
    const before = await dndAnnouncement(page);
    await page.keyboard.press(key);
    await expect.poll(() => dndAnnouncement(page), { timeout: 5_000 }).not.toBe(before);
    expect(await dndAnnouncement(page)).toMatch(/agora na posição \d+ de \d+\./);
  }
  await page.keyboard.press('Space');
  // Dropped: announced, or the list re-rendered with the saved order (the callers assert the order).
  await expect.poll(() => dndAnnouncement(page)).not.toMatch(/Você pegou|agora na posição/);
}

/** During a pointer drag: waits until dnd-kit says the dragged item is over `position` (ready to drop). */
export async function expectDraggedOver(page: Page, position: number) {
  await expect
    .poll(() => dndAnnouncement(page))
    .toMatch(new RegExp(`agora na posição ${position} de \\d+\\.`));
}

/** The newest e-mail the app wrote for `to` under .data/mail (no SMTP in tests), waiting for the job. */
export async function latestMailTo(to: string, after: number, timeoutMs = 20_000) {
  const dir = path.resolve(process.env.DATA_DIR ?? '.data', 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const found = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
        .filter((m) => String(m.to).includes(to) && new Date(m.createdAt).getTime() >= after)
        .sort((x, y) => new Date(y.createdAt).getTime() - new Date(x.createdAt).getTime());
      if (found[0]) return found[0] as { to: string; subject: string; text: string; html: string };
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no e-mail to ${to}`);
}

/** A small RGB PNG with a gradient, made here so no binary fixture is needed; `tint` makes two differ. */
export function makePng(width = 160, height = 90, tint = 160): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = Math.round((x / width) * 255);
      raw[row + 2 + x * 3] = Math.round((y / height) * 255);
      raw[row + 3 + x * 3] = tint;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The head of an MP4 (an ISO-BMFF `ftyp` box and an empty `mdat`): what the store's content sniffing
 * (lib/server/storage/sniff.ts) recognises as a video, made here so no binary fixture is needed.
 */
export function makeMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'ascii'),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from('mdat', 'ascii'), Buffer.alloc(8)]);
  return Buffer.concat([ftyp, mdat]);
}

/** A same-origin call from the page: Chromium resolves *.localhost, Node's request client does not. */
export async function browserFetch(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p, {
        method: m,
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    [method, path, body] as const,
  );
}

/**
 * In the community form with the cover editor open: picks `fileName`, saves the crop (the upload is
 * finalized), then saves the form and returns the 201 answer of the create call.
 */
export async function createCommunityWithCover(
  page: Page,
  form: Locator,
  modal: Locator,
  fileName: string,
  tint: number,
) {
  await modal.getByTestId('community-cover-input').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: makePng(600, 200, tint),
  });
  await expect(modal).toHaveAttribute('data-state-kind', 'loaded');
  const finalized = page.waitForResponse((r) => /\/api\/uploads\/[^/]+\/finalize$/.test(r.url()));
  await modal.getByTestId('community-cover-save').click();
  expect((await finalized).status()).toBe(200);
  await expect(modal).toBeHidden();
  await expect(form.getByTestId('community-cover-preview')).toBeVisible();

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/communities') && r.request().method() === 'POST',
  );
  await form.getByTestId('community-save').click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  return answer;
}

/**
 * Picks an option of the kit's Radix select (components/ui/select.tsx): opens the trigger and clicks the
 * option by its visible label (exact, or a RegExp), then waits for the list to close.
 */
export async function chooseOption(page: Page, trigger: Locator, label: string | RegExp) {
  await trigger.click();
  const option = page.getByRole('option', { name: label, exact: typeof label === 'string' });
  await option.first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}
