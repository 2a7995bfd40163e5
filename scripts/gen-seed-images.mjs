// Draws the demo seed's images as small SVGs under public/seed/<tenant>/ (no network, no randomness):
// gradients in the tenant's palette with the title's initials. Run it after changing lib/seed/demo-data.ts
// and commit the output:   node scripts/gen-seed-images.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const unregister = register();
const { SEED_TENANTS } = await import('../lib/seed/demo-data.ts');
const { seedAssets, initials } = await import('../lib/seed/assets.ts');
const { SEED_BANNERS } = await import('../lib/seed/demo-banners.ts');
await unregister();

const FONT = "Poppins, 'Segoe UI', Roboto, Arial, sans-serif";

const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** #RRGGBB mixed with black (amount < 0) or white (amount > 0). */
function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const ch = (v) => Math.round(v + (target - v) * a);
  const out = [ch((n >> 16) & 255), ch((n >> 8) & 255), ch(n & 255)];
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function gradient(id, from, to) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

function svg(w, h, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

/** A cover: diagonal gradient, two soft circles placed by `seed`, the initials in the middle. */
function cover(w, h, from, to, text, seed, label = '') {
  const r1 = Math.round(Math.min(w, h) * (0.55 + (seed % 3) * 0.1));
  const r2 = Math.round(Math.min(w, h) * (0.3 + (seed % 2) * 0.1));
  const cx1 = seed % 2 ? w : 0;
  const cy1 = seed % 4 < 2 ? 0 : h;
  const cx2 = Math.round(w * (0.2 + ((seed * 37) % 60) / 100));
  const cy2 = Math.round(h * (0.75 + ((seed * 13) % 20) / 100));
  const size = Math.round(Math.min(w * 0.5, h * 0.42));
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${cx1}" cy="${cy1}" r="${r1}" fill="#FFFFFF" fill-opacity="0.10"/>` +
    `<circle cx="${cx2}" cy="${cy2}" r="${r2}" fill="#000000" fill-opacity="0.12"/>` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" ` +
    `font-weight="700" font-size="${size}" fill="#FFFFFF" fill-opacity="0.95" letter-spacing="4">${esc(text)}</text>` +
    (label
      ? `<text x="50%" y="${Math.round(h * 0.86)}" text-anchor="middle" font-family="${FONT}" font-weight="600" ` +
        `font-size="${Math.round(size * 0.18)}" fill="#FFFFFF" fill-opacity="0.8" letter-spacing="6">${esc(label)}</text>`
      : '');
  return svg(w, h, body, gradient('bg', from, to));
}

/** A home banner's picture: no text (the hero writes it), darker on the text side for contrast. */
function bannerArt(w, h, from, to, seed) {
  const vertical = h > w;
  const m = Math.min(w, h);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${Math.round(w * (0.7 + (seed % 3) * 0.08))}" cy="${Math.round(h * 0.3)}" r="${Math.round(m * 0.45)}" fill="#FFFFFF" fill-opacity="0.10"/>` +
    `<circle cx="${Math.round(w * 0.9)}" cy="${Math.round(h * 0.85)}" r="${Math.round(m * 0.3)}" fill="#FFFFFF" fill-opacity="0.08"/>` +
    `<circle cx="${Math.round(w * (0.5 + (seed % 2) * 0.1))}" cy="${Math.round(h * 0.6)}" r="${Math.round(m * 0.18)}" fill="#000000" fill-opacity="0.10"/>` +
    `<rect width="${w}" height="${h}" fill="url(#shade)"/>`;
  const shadeDef = vertical
    ? `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.75"/></linearGradient>`
    : `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.7"/><stop offset="0.65" stop-color="#000000" stop-opacity="0"/></linearGradient>`;
  return svg(w, h, body, gradient('bg', from, to) + shadeDef);
}

function logoHorizontal(tenant) {
  const [primary] = tenant.palette;
  const mark = initials(tenant.name);
  const words = tenant.name.split(' ');
  const body =
    `<rect x="20" y="70" width="120" height="120" rx="28" fill="url(#bg)"/>` +
    `<text x="80" y="130" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-weight="700" ` +
    `font-size="52" fill="#FFFFFF">${esc(mark)}</text>` +
    `<text x="164" y="${words.length > 1 ? 122 : 144}" font-family="${FONT}" font-weight="700" font-size="44" fill="#FFFFFF">` +
    `${esc(words[0])}</text>` +
    (words.length > 1
      ? `<text x="164" y="172" font-family="${FONT}" font-weight="400" font-size="36" fill="${shade(primary, 0.55)}">` +
        `${esc(words.slice(1).join(' '))}</text>`
      : '');
  return svg(480, 260, body, gradient('bg', primary, shade(tenant.palette[1] ?? primary, -0.2)));
}

function logoSquare(tenant) {
  const [primary] = tenant.palette;
  const body =
    `<rect width="200" height="200" rx="44" fill="url(#bg)"/>` +
    `<text x="100" y="100" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-weight="700" ` +
    `font-size="84" fill="#FFFFFF">${esc(initials(tenant.name))}</text>`;
  return svg(200, 200, body, gradient('bg', primary, shade(tenant.palette[1] ?? primary, -0.2)));
}

function favicon(tenant) {
  const [primary] = tenant.palette;
  const body =
    `<rect width="32" height="32" rx="7" fill="${primary}"/>` +
    `<text x="16" y="16" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-weight="700" ` +
    `font-size="20" fill="#FFFFFF">${esc(tenant.name[0].toUpperCase())}</text>`;
  return svg(32, 32, body);
}

function write(publicPath, content) {
  const file = path.join(root, 'public', publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return 1;
}

let count = 0;
for (const tenant of SEED_TENANTS) {
  const slug = tenant.slug;
  // The folder is generated output: start clean so renamed courses leave no stale files behind.
  fs.rmSync(path.join(root, 'public', seedAssets.dir(slug)), { recursive: true, force: true });
  const pal = tenant.palette;
  count += write(seedAssets.logoHorizontal(slug), logoHorizontal(tenant));
  count += write(seedAssets.logoSquare(slug), logoSquare(tenant));
  count += write(seedAssets.favicon(slug), favicon(tenant));
  (SEED_BANNERS[slug] ?? []).forEach((_banner, bi) => {
    const n = bi + 1;
    const from = pal[(bi + 1) % pal.length];
    const to = shade(pal[(bi + 2) % pal.length], -0.45);
    count += write(seedAssets.bannerDesktop(slug, n), bannerArt(1920, 1080, from, to, bi));
    count += write(seedAssets.bannerMobile(slug, n), bannerArt(1080, 1920, from, to, bi));
  });
  tenant.courses.forEach((course, ci) => {
    const c = ci + 1;
    const from = pal[ci % pal.length];
    const to = shade(pal[(ci + 1) % pal.length], -0.35);
    const text = initials(course.title);
    count += write(seedAssets.courseCover(slug, c), cover(1280, 720, from, to, text, ci));
    count += write(seedAssets.courseCoverVertical(slug, c), cover(600, 900, from, to, text, ci + 1));
    course.modules.forEach((mod, mi) => {
      const m = mi + 1;
      const modFrom = shade(from, -0.1 * mi);
      count += write(
        seedAssets.moduleCover(slug, c, m),
        cover(600, 900, modFrom, to, initials(mod.title), ci + mi, `MÓDULO ${m}`),
      );
    });
  });
}
console.log(`wrote ${count} SVG files under public/seed/`);
