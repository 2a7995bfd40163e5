import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

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

export async function login(page: Page, email: string, base = demoUrl, password = PASSWORD) {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/homepage/);
  // The homepage (the showcase) is heavier than the other pages: let it hydrate before the first click.
  await page.waitForLoadState('networkidle');
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
