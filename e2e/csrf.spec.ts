import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Response } from '@playwright/test';
import { seedKeys, stableId } from '../lib/seed/ids';
import { browserFetch, demoUrl, login, port } from './helpers';
import { tenantScoreSum } from './support/db';

// Issue 13, the CSRF model (docs/decisions.md 60) from a real browser: the admin is signed in, and a page
// served by this test on another port submits forms and navigates to the platform. Two hostile origins:
// `127.0.0.1:<other port>` is cross-site (SameSite=Lax keeps the session cookie off its POSTs), and
// `localhost:<other port>` is same-site, cross-origin (a cookie has no port: Lax sends the session along,
// so only the server's origin check stands between the page and the admin's account). We record what
// the browser really sent (cookie, Origin, Sec-Fetch-*) and assert the server's answer and that nothing
// changed; then the same calls from the platform's own page still work.

const tenantId = stableId(seedKeys.tenant('demo'));
// the hostile server's port is picked by the system (the ports next to ours belong to other checkouts)
let CROSS_SITE = '';
let SAME_SITE = '';
const REFUSED = 'Requisição recusada: ela não partiu desta plataforma.';

const BANNER_CREATE = `${demoUrl}/api/auth/config/plataforma/bannersCustom/create`;
const RESET_RANKING = `${demoUrl}/api/auth/community/reset-ranking`;
const publishUrl = (id: string) =>
  `${demoUrl}/api/auth/config/plataforma/carrossel/publish/${tenantId}/${id}`;

/** The hostile pages, by path: auto-submitting forms, a link and an image pointing at the platform. */
function hostilePage(path: string): string {
  const attr = (v: string) => v.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const form = (action: string, enctype: string, fields: Record<string, string>) =>
    `<form id="f" method="POST" action="${action}" enctype="${enctype}">${Object.entries(fields)
      .map(([k, v]) => `<input name="${attr(k)}" value="${attr(v)}">`)
      .join('')}</form><button id="go" onclick="document.getElementById('f').submit()">go</button>`;
  const [, kind, arg] = path.split('/');
  switch (kind) {
    case 'banner-plain':
      // the classic trick: a text/plain body that reads like JSON ({"title":"=…"})
      return form(BANNER_CREATE, 'text/plain', { '{"title":"CSRF plain","x":"': '"}' });
    case 'banner-form':
      return form(BANNER_CREATE, 'application/x-www-form-urlencoded', { title: 'CSRF form' });
    case 'reset-plain':
      return form(RESET_RANKING, 'text/plain', { x: 'y' });
    case 'reset-form':
      return form(RESET_RANKING, 'application/x-www-form-urlencoded', { tenantId });
    case 'publish-link':
      return `<a id="go" href="${publishUrl(arg!)}">publicar</a>`;
    case 'publish-img':
      return `<img id="go" src="${publishUrl(arg!)}" alt="">`;
    default:
      return '<p>nada</p>';
  }
}

let server: http.Server;
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body>${hostilePage(req.url ?? '/')}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const hostilePort = (server.address() as AddressInfo).port;
  expect(hostilePort).not.toBe(port);
  CROSS_SITE = `http://127.0.0.1:${hostilePort}`;
  SAME_SITE = `http://localhost:${hostilePort}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function scoresSum(): Promise<number> {
  return tenantScoreSum(tenantId);
}

async function bannerTitles(app: Page): Promise<string[]> {
  const res = await browserFetch(app, 'GET', `/api/auth/config/plataforma/bannersCustom/index/${tenantId}`);
  expect(res.status).toBe(200);
  const list = res.body[2].data as { title: string }[]; // the 'triple' envelope
  return list.map((b) => b.title);
}

async function published(app: Page, id: string): Promise<number> {
  const res = await browserFetch(app, 'GET', `/api/auth/home/get-carousel/${id}`);
  expect(res.status).toBe(200);
  return Number(res.body.data.published);
}

/** Opens a hostile page, triggers it, and answers the platform's response with what the browser sent. */
async function fromHostile(page: Page, origin: string, path: string, target: string) {
  await page.goto(`${origin}${path}`);
  const answered = page.waitForResponse((r: Response) => r.url() === target);
  await page.locator('#go').click();
  const res = await answered;
  const sent = await res.request().allHeaders();
  return { res, sent };
}

test.describe('CSRF from a real browser', () => {
  test('forms and navigations from other origins are refused; the platform’s own page still works', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    const app = await context.newPage();
    await login(app, 'admin@demo.local');

    const carousels = await browserFetch(app, 'GET', `/api/auth/home/carousels/${tenantId}`);
    expect(carousels.status).toBe(200);
    const carouselId = (carousels.body.data ?? carousels.body)[0].id as string;
    const titlesBefore = await bannerTitles(app);
    const scoreBefore = await scoresSum();
    expect(scoreBefore).toBeGreaterThan(0); // the demo's seeded points: a reset would show
    const publishedBefore = await published(app, carouselId);

    const hostile = await context.newPage();

    // (a) state-changing POSTs by forms, text/plain and urlencoded, from both hostile origins
    for (const origin of [CROSS_SITE, SAME_SITE]) {
      for (const [path, target] of [
        ['/banner-plain', BANNER_CREATE],
        ['/banner-form', BANNER_CREATE],
        ['/reset-plain', RESET_RANKING],
        ['/reset-form', RESET_RANKING],
      ] as const) {
        const { res, sent } = await fromHostile(hostile, origin, path, target);
        const label = `${origin}${path}`;
        expect(sent.origin, label).toBe(origin);
        // Lax: no session cookie on a cross-site POST; on a same-site one the browser sends it
        if (origin === SAME_SITE) expect(sent.cookie ?? '', label).toContain('praca_session=');
        else expect(sent.cookie ?? '', label).not.toContain('praca_session=');
        expect(res.status(), label).toBe(403);
        expect((await res.json()).message, label).toBe(REFUSED);
      }
    }
    expect(await bannerTitles(app)).toEqual(titlesBefore);
    expect(await scoresSum()).toBe(scoreBefore);

    // (b) the documented state-changing GET: a top-level navigation (Lax sends the cookie on it) and an
    // image on the same-site page
    for (const origin of [CROSS_SITE, SAME_SITE]) {
      const { res, sent } = await fromHostile(
        hostile,
        origin,
        `/publish-link/${carouselId}`,
        publishUrl(carouselId),
      );
      expect(sent.cookie ?? '', origin).toContain('praca_session=');
      expect(sent['sec-fetch-mode'], origin).toBe('navigate');
      expect(res.status(), origin).toBe(403);
    }
    const imgRequest = hostile.waitForRequest(publishUrl(carouselId));
    await hostile.goto(`${SAME_SITE}/publish-img/${carouselId}`);
    const imgSent = await imgRequest;
    // the browser may withhold a JSON answer from an <img> (ORB) and the request's extra headers with it;
    // when it shows the answer, it is the refusal; either way the carousel is unchanged (below)
    const imgRes = await imgSent.response();
    if (imgRes) expect(imgRes.status()).toBe(403);
    expect(await published(app, carouselId)).toBe(publishedBefore);

    // (c) the platform's own page: the same urlencoded form is accepted, the toggle works by fetch
    await app.goto(`${demoUrl}/homepage`);
    const created = app.waitForResponse((r) => r.url() === BANNER_CREATE);
    await app.evaluate((action) => {
      const f = document.createElement('form');
      f.method = 'POST';
      f.action = action;
      const input = document.createElement('input');
      input.name = 'title';
      input.value = 'Banner do próprio painel';
      f.append(input);
      document.body.append(f);
      f.submit();
    }, BANNER_CREATE);
    const own = await created;
    expect((await own.request().allHeaders())['sec-fetch-site']).toBe('same-origin');
    expect(own.status()).toBe(201);
    const bannerId = (await own.json()).data.id as string;
    await app.goto(`${demoUrl}/homepage`);
    expect(await bannerTitles(app)).toContain('Banner do próprio painel');
    const removed = await browserFetch(
      app,
      'DELETE',
      `/api/auth/config/plataforma/bannersCustom/delete/${tenantId}/${bannerId}`,
    );
    expect(removed.status).toBe(200);

    const toggled = await browserFetch(app, 'GET', publishUrl(carouselId).replace(demoUrl, ''));
    expect(toggled.status).toBe(200);
    expect(await published(app, carouselId)).toBe(1 - publishedBefore);
    expect((await browserFetch(app, 'GET', publishUrl(carouselId).replace(demoUrl, ''))).status).toBe(200);
    expect(await published(app, carouselId)).toBe(publishedBefore);
    await context.close();
  });
});
