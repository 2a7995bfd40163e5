import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'senha-demo-123';
export const port = Number(process.env.E2E_PORT ?? 3210);
export const demoUrl = `http://localhost:${port}`;
export const outraUrl = `http://outra.localhost:${port}`;

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
