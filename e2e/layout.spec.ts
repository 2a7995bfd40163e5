import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { demoUrl, login } from './helpers';

// Issue 14: no student page scrolls sideways at 360, 390, 768 or 1280 px, and every student page is
// photographed at 390 and 1280 px into test-results/screens/ (the README names the folder; CI keeps it).

const tenant = stableId(seedKeys.tenant('demo'));
const photo = 'fotografia-com-o-celular';
const community = stableId(seedKeys.community('demo'));
const firstPost = stableId('demo:community:post:1');

export const STUDENT_PAGES: [name: string, path: string][] = [
  ['homepage', '/homepage'],
  ['favoritos', '/favoritos'],
  ['curso', `/curso/${tenant}/${stableId(seedKeys.course('demo', photo))}`],
  ['modulo', `/modulo/${tenant}/${stableId(seedKeys.module('demo', photo, 1))}`],
  ['aula-video', `/curso/${tenant}/luz-natural/${stableId(seedKeys.lesson('demo', photo, 1, 2))}`],
  [
    'aula-texto',
    `/curso/${tenant}/montando-um-orcamento/${stableId(seedKeys.lesson('demo', 'financas-pessoais-descomplicadas', 1, 2))}`,
  ],
  ['comunidades', '/comunidade/explorer'],
  ['comunidade', `/comunidade/${tenant}/${community}`],
  ['post', `/comunidade/post/${firstPost}/${tenant}/${community}`],
  ['perfil', '/dashboard/profile'],
  ['busca', '/search?search=foto'],
  ['notificacoes', '/notifications'],
  ['lives', '/live'],
];

const WIDTHS = [360, 390, 768, 1280];
const SHOTS = new Set([390, 1280]);
const DIR = path.join('test-results', 'screens');

test('no student page scrolls sideways; screenshots at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(300_000);
  fs.mkdirSync(DIR, { recursive: true });
  await login(page, 'aluno@demo.local');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    for (const [name, url] of STUDENT_PAGES) {
      await page.goto(`${demoUrl}${url}`);
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
        // the element reaching furthest right, to say what overflows
        let widest = '';
        let right = 0;
        for (const el of Array.from(document.body.querySelectorAll('*'))) {
          const r = el.getBoundingClientRect();
          if (r.right > right && r.width > 0) {
            right = r.right;
            widest = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${String(el.className).slice(0, 60)}`;
          }
        }
        return {
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          widest: `${widest} (${Math.round(right)})`,
        };
      });
      expect.soft(scrollWidth, `${name} at ${width}px: ${widest}`).toBeLessThanOrEqual(innerWidth);
      if (SHOTS.has(width))
        await page.screenshot({
          path: path.join(DIR, `${name}-${width}.png`),
          fullPage: width === 390 ? false : false,
        });
    }
  }
});
