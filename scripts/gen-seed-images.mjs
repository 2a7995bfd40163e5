// Draws the demo seed's images as small SVGs under public/seed/<tenant>/ (no network, no randomness):
// gradients in the tenant's palette with a line-art motif per course theme
// (no text: cards and pages write titles over them). Run it after changing lib/seed/demo-data.ts
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
const LEVELS = await import('../lib/seed/demo-levels.ts');
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

/**
 * Line-art motifs drawn in a 100x100 box (stroke only, the caller sets colour and width): one per course
 * theme, so a course, its modules and its lessons share a look without any text on the picture.
 */
const MOTIFS = {
  camera:
    '<rect x="12" y="30" width="76" height="52" rx="10"/><path d="M34 30l6-10h20l6 10"/>' +
    '<circle cx="50" cy="56" r="16"/><circle cx="50" cy="56" r="7"/><circle cx="76" cy="40" r="2.5"/>',
  megaphone:
    '<path d="M14 42v16h12l34 18V24L26 42z"/><path d="M26 58l6 20h9l-5-18"/>' +
    '<path d="M70 38q8 12 0 24"/><path d="M78 30q14 20 0 40"/>',
  bowl:
    '<path d="M12 52h76q-4 30-38 30T12 52z"/><path d="M38 82h24"/>' +
    '<path d="M36 44q-6-8 0-16t0-14"/><path d="M52 44q-6-8 0-16t0-14"/>' +
    '<path d="M64 42q4-20 24-22-2 20-24 22z"/><path d="M64 42l12-12"/>',
  coins:
    '<ellipse cx="34" cy="74" rx="20" ry="6"/><path d="M14 74v-8m40 8v-8"/><ellipse cx="34" cy="66" rx="20" ry="6"/>' +
    '<path d="M14 66v-8m40 8v-8"/><ellipse cx="34" cy="58" rx="20" ry="6"/>' +
    '<path d="M58 60l10-14 8 8 14-24"/><path d="M80 30h10v10"/>',
  play:
    '<rect x="10" y="20" width="80" height="56" rx="12"/><path d="M42 36v24l20-12z"/>' +
    '<path d="M30 88h40"/><path d="M50 76v12"/>',
  plane: '<path d="M10 50l80-34-22 68-16-26z"/><path d="M52 58l38-42"/><path d="M52 58v20l10-12"/>',
  guitar:
    '<circle cx="36" cy="66" r="20"/><circle cx="52" cy="50" r="14"/><circle cx="40" cy="62" r="6"/>' +
    '<path d="M56 46l28-28"/><path d="M80 14l8 8"/><path d="M26 76l10-10"/>',
  chat:
    '<path d="M10 22h52v34H30l-12 10V56h-8z"/><path d="M70 40h20v30h-6v10l-10-10H44v-8"/>' +
    '<path d="M20 34h32m-32 10h22"/>',
  mic:
    '<rect x="38" y="12" width="24" height="44" rx="12"/><path d="M28 44q0 24 22 24t22-24"/>' +
    '<path d="M50 68v16m-14 0h28"/><path d="M80 30q6 8 0 16m8-24q12 16 0 32"/>',
  spark: '<circle cx="50" cy="50" r="26"/><path d="M50 10v14m0 52v14M10 50h14m52 0h14"/>',
};

/** Which motif a course gets: the first keyword its slug contains. */
const THEMES = [
  ['fotografia', 'camera'],
  ['marketing', 'megaphone'],
  ['culinaria', 'bowl'],
  ['financas', 'coins'],
  ['curso-online', 'play'],
  ['viage', 'plane'],
  ['violao', 'guitar'],
  ['espanhol', 'chat'],
  ['canto', 'mic'],
];
const motifOf = (slug) => MOTIFS[(THEMES.find(([k]) => slug.includes(k)) ?? [null, 'spark'])[1]];

/** A calm backdrop: diagonal gradient, a soft glow, a dotted grid. */
function backdrop(w, h, from, to, seed) {
  const m = Math.min(w, h);
  const gx = Math.round(w * (seed % 2 ? 0.78 : 0.22));
  const gy = Math.round(h * (seed % 3 === 0 ? 0.25 : 0.7));
  const defs =
    gradient('bg', from, to) +
    `<radialGradient id="glow"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.28"/>` +
    `<stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>` +
    `<pattern id="dots" width="${Math.round(m / 18)}" height="${Math.round(m / 18)}" patternUnits="userSpaceOnUse">` +
    `<circle cx="2" cy="2" r="1.5" fill="#FFFFFF" fill-opacity="0.12"/></pattern>`;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${gx}" cy="${gy}" r="${Math.round(m * 0.7)}" fill="url(#glow)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#dots)"/>`;
  return { defs, body };
}

/**
 * A title-free cover: the course's motif large and slightly turned, a small echo of it, and a dark
 * fade at the bottom where cards and pages write their titles. `seed` varies placement and angle.
 */
function cover(w, h, from, to, slug, seed) {
  const motif = motifOf(slug);
  const m = Math.min(w, h);
  const { defs, body } = backdrop(w, h, from, to, seed);
  const big = (m * (0.62 + (seed % 3) * 0.06)) / 100;
  const bx = Math.round(w * (0.5 + ((seed % 5) - 2) * 0.06) - 50 * big);
  const by = Math.round(h * 0.42 - 50 * big);
  const rot = ((seed * 17) % 30) - 15;
  const small = (m * 0.16) / 100;
  const sx = Math.round(seed % 2 ? w * 0.08 : w * 0.92 - 100 * small);
  const sy = Math.round(h * 0.08);
  const fade =
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>`;
  const art =
    body +
    `<g transform="translate(${bx} ${by}) scale(${big.toFixed(3)}) rotate(${rot} 50 50)" fill="none" stroke="#FFFFFF" ` +
    `stroke-opacity="0.9" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">${motif}</g>` +
    `<g transform="translate(${sx} ${sy}) scale(${small.toFixed(3)})" fill="none" stroke="#FFFFFF" ` +
    `stroke-opacity="0.35" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif}</g>` +
    `<rect width="${w}" height="${h}" fill="url(#fade)"/>`;
  return svg(w, h, art, defs + fade);
}

/** A round medal: ring in `color`, a star with `points` tips, ribbon tails. No text. */
function medal(color, points, ribbon) {
  const star = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? 26 : 52;
    const a = (Math.PI * i) / points - Math.PI / 2;
    star.push(`${(128 + r * Math.cos(a)).toFixed(1)},${(120 + r * Math.sin(a)).toFixed(1)}`);
  }
  const body =
    `<path d="M92 170l-22 76 30-14 18 26 18-70z" fill="${ribbon}"/><path d="M164 170l22 76-30-14-18 26-18-70z" fill="${shade(ribbon, -0.25)}"/>` +
    `<circle cx="128" cy="120" r="96" fill="url(#bg)"/><circle cx="128" cy="120" r="78" fill="none" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="6"/>` +
    `<polygon points="${star.join(' ')}" fill="#FFFFFF" fill-opacity="0.92"/>`;
  return svg(256, 256, body, gradient('bg', shade(color, 0.25), shade(color, -0.35)));
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
  if (slug === 'demo') {
    const { SEED_LEVELS } = LEVELS;
    SEED_LEVELS.forEach((l, i) => {
      count += write(seedAssets.levelBadge(slug, i + 1), medal(l.color, 4 + i, pal[(i + 1) % pal.length]));
    });
    count += write(seedAssets.rewardBadge(slug, 2), medal('#F59E0B', 8, pal[0]));
  }
  tenant.courses.forEach((course, ci) => {
    const c = ci + 1;
    const from = pal[ci % pal.length];
    const to = shade(pal[(ci + 1) % pal.length], -0.45);
    count += write(seedAssets.courseCover(slug, c), cover(1280, 720, from, to, course.slug, ci));
    count += write(seedAssets.courseCoverVertical(slug, c), cover(600, 900, from, to, course.slug, ci + 1));
    course.modules.forEach((mod, mi) => {
      const m = mi + 1;
      const modFrom = shade(from, -0.12 * mi);
      count += write(
        seedAssets.moduleCover(slug, c, m),
        cover(600, 900, modFrom, to, course.slug, ci + mi + 2),
      );
      mod.lessons.forEach((_lesson, li) => {
        const lessonFrom = shade(modFrom, 0.08 * (li % 3));
        count += write(
          seedAssets.lessonThumbnail(slug, c, m, li + 1),
          cover(640, 360, lessonFrom, to, course.slug, ci + mi * 3 + li),
        );
      });
    });
  });
}
console.log(`wrote ${count} SVG files under public/seed/`);
