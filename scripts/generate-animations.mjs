// Draws the celebration animations of lib/gamification/options.ts (ANIMATIONS, except 'none') as
// self-contained animated SVGs (CSS keyframes inside the file, so they animate in an <img>) under
// public/gamification/animations/<name>.svg. Deterministic, no text (the player shows the translated
// title). Run it after changing a drawing and commit the output:
//   node scripts/generate-animations.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'gamification', 'animations');

const METALS = {
  gold: { light: '#FDE68A', mid: '#F59E0B', dark: '#B45309' },
  silver: { light: '#F1F5F9', mid: '#94A3B8', dark: '#475569' },
  bronze: { light: '#FDBA74', mid: '#C2410C', dark: '#7C2D12' },
};
const CONFETTI = ['#F43F5E', '#F59E0B', '#10B981', '#3B82F6', '#A855F7', '#FACC15', '#EC4899'];

// Shared keyframes; every drawing uses a subset.
const STYLE = `
  .pop { transform-box: fill-box; transform-origin: center; animation: pop 900ms cubic-bezier(.2,1.6,.4,1) both; }
  .float { transform-box: fill-box; transform-origin: center; animation: float 2.4s ease-in-out 900ms infinite; }
  .swing { transform-box: view-box; transform-origin: 100px 20px; animation: swing 2.2s ease-in-out infinite; }
  .spin { transform-box: fill-box; transform-origin: center; animation: spin 14s linear infinite; }
  .twinkle { transform-box: fill-box; transform-origin: center; animation: twinkle 1.6s ease-in-out infinite; }
  .fall { animation: fall 3.2s linear infinite; }
  .shine { animation: shine 2.6s ease-in-out 1s infinite; }
  .burst { transform-box: fill-box; transform-origin: center; animation: burst 1.8s ease-out infinite; }
  .flame { transform-box: fill-box; transform-origin: top center; animation: flame 180ms ease-in-out infinite alternate; }
  .fly { animation: fly 3s ease-in-out infinite; }
  .streak { animation: streak 900ms linear infinite; }
  .lid { transform-box: fill-box; transform-origin: left bottom; animation: lid 2.4s ease-in-out infinite; }
  .rise { animation: rise 1.8s ease-in-out infinite; }
  @keyframes pop { 0% { transform: scale(0) rotate(-20deg); opacity: 0 } 100% { transform: scale(1) rotate(0); opacity: 1 } }
  @keyframes float { 0%,100% { transform: translateY(0) } 50% { transform: translateY(-6px) } }
  @keyframes swing { 0%,100% { transform: rotate(-8deg) } 50% { transform: rotate(8deg) } }
  @keyframes spin { to { transform: rotate(360deg) } }
  @keyframes twinkle { 0%,100% { transform: scale(.4); opacity: .3 } 50% { transform: scale(1.15); opacity: 1 } }
  @keyframes fall { 0% { transform: translateY(-40px) rotate(0) } 100% { transform: translateY(240px) rotate(540deg) } }
  @keyframes shine { 0% { transform: translateX(-120px) } 60%,100% { transform: translateX(140px) } }
  @keyframes burst { 0% { transform: scale(.1); opacity: 1 } 80% { opacity: 1 } 100% { transform: scale(1.4); opacity: 0 } }
  @keyframes flame { from { transform: scaleY(.8) } to { transform: scaleY(1.25) } }
  @keyframes fly { 0% { transform: translate(0, 30px) } 50% { transform: translate(0, -14px) } 100% { transform: translate(0, 30px) } }
  @keyframes streak { from { transform: translateY(-60px) } to { transform: translateY(240px) } }
  @keyframes lid { 0%,20% { transform: translateY(0) rotate(0) } 45%,75% { transform: translateY(-22px) rotate(-18deg) } 100% { transform: translateY(0) rotate(0) } }
  @keyframes rise { 0% { transform: translateY(6px); opacity: .5 } 50% { transform: translateY(-6px); opacity: 1 } 100% { transform: translateY(6px); opacity: .5 } }
`;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const svg = (body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs>${defs}<style>${STYLE}</style></defs>
${body}
</svg>
`;

const gradient = (id, m) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m.light}"/><stop offset=".55" stop-color="${m.mid}"/><stop offset="1" stop-color="${m.dark}"/></linearGradient>`;

function confetti(seed, count = 26) {
  const r = random(seed);
  let out = '<g>';
  for (let i = 0; i < count; i++) {
    const x = Math.round(r() * 200);
    const w = 4 + Math.round(r() * 5);
    const h = 7 + Math.round(r() * 6);
    const delay = (r() * 3.2).toFixed(2);
    const dur = (2.4 + r() * 1.6).toFixed(2);
    const color = CONFETTI[i % CONFETTI.length];
    out += `<rect class="fall" x="${x}" y="-12" width="${w}" height="${h}" rx="1" fill="${color}" style="animation-delay:-${delay}s;animation-duration:${dur}s"/>`;
  }
  return `${out}</g>`;
}

function rays(color, opacity = 0.35) {
  let out = `<g class="spin" opacity="${opacity}">`;
  for (let i = 0; i < 12; i++)
    out += `<path d="M100 100 L${100 + 120 * Math.cos((i * Math.PI) / 6 - 0.12)} ${100 + 120 * Math.sin((i * Math.PI) / 6 - 0.12)} L${100 + 120 * Math.cos((i * Math.PI) / 6 + 0.12)} ${100 + 120 * Math.sin((i * Math.PI) / 6 + 0.12)} Z" fill="${color}"/>`;
  return `${out}</g>`;
}

const star = (cx, cy, r, fill, cls = '', delay = 0) => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon class="${cls}" points="${pts.join(' ')}" fill="${fill}" style="animation-delay:${delay}s"/>`;
};

const sparkles = (fill = '#FDE68A') =>
  [
    [30, 40, 8, 0],
    [170, 34, 7, 0.4],
    [24, 150, 6, 0.8],
    [176, 156, 8, 1.2],
    [150, 90, 5, 0.6],
  ]
    .map(([x, y, r, d]) => star(x, y, r, fill, 'twinkle', d))
    .join('');

/** A medal on a ribbon; `emblem` is drawn in the medal's centre. */
function medal(metal, emblem) {
  const m = METALS[metal];
  const defs = gradient('m', m);
  const body = `
<g class="swing">
  <path d="M78 10 L100 70 L122 10 Z" fill="#2563EB"/><path d="M62 10 L92 76 L108 70 L84 10 Z" fill="#DC2626"/><path d="M138 10 L108 76 L92 70 L116 10 Z" fill="#1D4ED8"/>
  <g class="pop">
    <circle cx="100" cy="120" r="50" fill="url(#m)" stroke="${m.dark}" stroke-width="4"/>
    <circle cx="100" cy="120" r="38" fill="none" stroke="${m.light}" stroke-width="3" opacity=".8"/>
    ${emblem(m)}
    <clipPath id="c"><circle cx="100" cy="120" r="50"/></clipPath>
    <g clip-path="url(#c)"><rect class="shine" x="40" y="60" width="18" height="130" fill="#fff" opacity=".45" transform="rotate(20 100 120)"/></g>
  </g>
</g>`;
  return { defs, body };
}

const arrowUp = (m) =>
  `<path d="M100 92 L124 120 L110 120 L110 146 L90 146 L90 120 L76 120 Z" fill="${m.dark}" class="rise"/>`;
const starEmblem = (m) => star(100, 120, 24, m.dark);

function levelUp(metal) {
  const { defs, body } = medal(metal, arrowUp);
  return svg(`${rays(METALS[metal].light)}${sparkles(METALS[metal].light)}${body}`, defs);
}

/** A trophy cup; `variant` changes the cup's outline. */
function trophy(metal, variant, extras) {
  const m = METALS[metal];
  const cup =
    variant === 1
      ? 'M60 40 H140 V70 C140 105 120 122 100 124 C80 122 60 105 60 70 Z'
      : variant === 2
        ? 'M56 40 H144 L132 92 C126 112 114 122 100 124 C86 122 74 112 68 92 Z'
        : 'M64 36 H136 C140 80 128 118 100 124 C72 118 60 80 64 36 Z';
  const body = `
<g class="pop"><g class="float">
  <path d="M62 52 C36 50 34 88 66 94" fill="none" stroke="${m.mid}" stroke-width="8"/>
  <path d="M138 52 C164 50 166 88 134 94" fill="none" stroke="${m.mid}" stroke-width="8"/>
  <path d="${cup}" fill="url(#m)" stroke="${m.dark}" stroke-width="3"/>
  <rect x="92" y="122" width="16" height="24" fill="${m.mid}"/>
  <path d="M70 146 H130 L136 166 H64 Z" fill="url(#m)" stroke="${m.dark}" stroke-width="3"/>
  <rect x="58" y="166" width="84" height="12" rx="3" fill="#3F3F46"/>
  ${star(100, 74, 16, m.light)}
  <clipPath id="c"><path d="${cup}"/></clipPath>
  <g clip-path="url(#c)"><rect class="shine" x="40" y="20" width="16" height="130" fill="#fff" opacity=".5" transform="rotate(20 100 80)"/></g>
</g></g>`;
  return svg(`${extras}${body}`, gradient('m', m));
}

function fireworks(seed) {
  const r = random(seed);
  let out = '';
  const spots = [
    [60, 60, 0],
    [145, 70, 0.6],
    [100, 130, 1.2],
    [45, 150, 0.9],
    [160, 150, 0.3],
  ];
  spots.forEach(([cx, cy, delay], k) => {
    const color = CONFETTI[(k * 2) % CONFETTI.length];
    let g = `<g class="burst" style="animation-delay:${delay}s">`;
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6 + r() * 0.2;
      g += `<circle cx="${(cx + 30 * Math.cos(a)).toFixed(1)}" cy="${(cy + 30 * Math.sin(a)).toFixed(1)}" r="3.2" fill="${color}"/>`;
      g += `<line x1="${(cx + 12 * Math.cos(a)).toFixed(1)}" y1="${(cy + 12 * Math.sin(a)).toFixed(1)}" x2="${(cx + 24 * Math.cos(a)).toFixed(1)}" y2="${(cy + 24 * Math.sin(a)).toFixed(1)}" stroke="${color}" stroke-width="2" stroke-linecap="round"/>`;
    }
    out += `${g}</g>`;
  });
  return out;
}

const DRAWINGS = {
  levelUpGold: () => levelUp('gold'),
  levelUpSilver: () => levelUp('silver'),
  levelUpBronze: () => levelUp('bronze'),
  silverMedal: () => {
    const { defs, body } = medal('silver', starEmblem);
    return svg(`${sparkles('#E2E8F0')}${body}`, defs);
  },
  reward: () =>
    svg(`${rays('#FACC15', 0.25)}${sparkles()}
<g class="pop"><g class="float">
  <rect x="50" y="96" width="100" height="74" rx="6" fill="#7C3AED"/>
  <rect x="92" y="96" width="16" height="74" fill="#FACC15"/>
  <g class="lid">
    <rect x="42" y="76" width="116" height="24" rx="5" fill="#8B5CF6"/>
    <rect x="92" y="76" width="16" height="24" fill="#FDE047"/>
    <path d="M100 76 C80 50 60 62 76 76 Z M100 76 C120 50 140 62 124 76 Z" fill="#FACC15"/>
  </g>
</g></g>`),
  parabens: () =>
    svg(`${confetti(7, 34)}
<g class="pop">
  <path d="M40 172 L92 96 L116 148 Z" fill="#F59E0B" stroke="#B45309" stroke-width="3"/>
  <path d="M58 146 L100 128 M70 128 L108 144" stroke="#FDE68A" stroke-width="5" stroke-linecap="round"/>
</g>
<g>${star(132, 70, 12, '#FACC15', 'twinkle', 0)}${star(158, 110, 9, '#F472B6', 'twinkle', 0.5)}${star(112, 44, 8, '#60A5FA', 'twinkle', 1)}</g>`),
  trofeu: () => trophy('gold', 1, `${rays('#FDE68A')}${sparkles()}`),
  trofeu2: () => trophy('silver', 2, confetti(11, 24)),
  trofeu3: () => trophy('bronze', 3, `${sparkles('#FDBA74')}${fireworks(5)}`),
  rocket: () => {
    const r = random(3);
    let streaks = '';
    for (let i = 0; i < 10; i++)
      streaks += `<rect class="streak" x="${Math.round(r() * 200)}" y="-30" width="2" height="${18 + Math.round(r() * 20)}" rx="1" fill="#CBD5E1" opacity=".7" style="animation-delay:-${(r() * 0.9).toFixed(2)}s"/>`;
    return svg(`${streaks}
<g class="fly">
  <g class="flame"><path d="M88 150 Q100 196 112 150 Z" fill="#F97316"/><path d="M94 150 Q100 178 106 150 Z" fill="#FDE047"/></g>
  <path d="M100 24 C124 44 130 86 124 150 H76 C70 86 76 44 100 24 Z" fill="#E2E8F0" stroke="#64748B" stroke-width="3"/>
  <path d="M100 24 C112 34 118 44 121 56 H79 C82 44 88 34 100 24 Z" fill="#EF4444"/>
  <circle cx="100" cy="88" r="14" fill="#38BDF8" stroke="#64748B" stroke-width="3"/>
  <path d="M76 112 L56 146 L78 146 Z M124 112 L144 146 L122 146 Z" fill="#EF4444"/>
</g>`);
  },
  congratulation1: () =>
    svg(`${fireworks(9)}${sparkles('#F9A8D4')}
<g class="pop"><g class="float">
  <circle cx="100" cy="100" r="34" fill="#FACC15" stroke="#CA8A04" stroke-width="3"/>
  <circle cx="88" cy="92" r="4" fill="#422006"/><circle cx="112" cy="92" r="4" fill="#422006"/>
  <path d="M84 108 Q100 124 116 108" fill="none" stroke="#422006" stroke-width="4" stroke-linecap="round"/>
</g></g>`),
};

fs.mkdirSync(outDir, { recursive: true });
for (const [name, draw] of Object.entries(DRAWINGS)) {
  const file = path.join(outDir, `${name}.svg`);
  fs.writeFileSync(file, draw());
  console.log(`wrote ${path.relative(root, file)}`);
}
