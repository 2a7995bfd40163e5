// Self-hosted font files for the eight families tenants may pick (SPEC 3 "Option lists"), written to
// public/fonts/ from the @fontsource packages: one stylesheet per family (public/fonts/<slug>.css) and
// its woff2 files (public/fonts/files/). Pages link only the families they use (components/shell/
// font-stylesheets.tsx, decision 182). Latin and latin-ext subsets only (pt-BR, en, es), woff2 only.
// Run by `npm run build` (prebuild) and by scripts/start.mjs when the folder is missing; idempotent.
//
//   node scripts/fonts.mjs [outDir]     default: public/fonts
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

/** family -> weights shipped (the ones the old global import loaded: 300/400/500/700/900 where they exist). */
export const FONT_WEIGHTS_BY_FAMILY = {
  Poppins: [300, 400, 500, 700, 900],
  Inter: [300, 400, 500, 700, 900],
  Aboreto: [400],
  Roboto: [300, 400, 500, 700, 900],
  'Open Sans': [300, 400, 500, 700],
  Lato: [300, 400, 700, 900],
  Montserrat: [300, 400, 500, 700, 900],
  Oswald: [300, 400, 500, 700],
};
const SUBSETS = new Set(['latin', 'latin-ext']);

export const fontSlug = (family) => family.toLowerCase().replace(/\s+/g, '-');

/** The @font-face rules of one family (only the kept subsets), with URLs under /fonts/files/. */
export function familyCss(family) {
  const slug = fontSlug(family);
  const pkgDir = path.dirname(require.resolve(`@fontsource/${slug}/package.json`));
  const files = [];
  const rules = [];
  for (const weight of FONT_WEIGHTS_BY_FAMILY[family]) {
    const css = fs.readFileSync(path.join(pkgDir, `${weight}.css`), 'utf8');
    for (const block of css.split(/(?=\/\*)/)) {
      const face = /@font-face\s*{[^}]*}/.exec(block)?.[0];
      const woff2 = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(face ?? '')?.[1];
      if (!face || !woff2) continue;
      const subset = woff2.slice(slug.length + 1).replace(/-\d+-(normal|italic)\.woff2$/, '');
      if (!SUBSETS.has(subset)) continue;
      files.push(path.join(pkgDir, 'files', woff2));
      rules.push(
        face
          .replace(/src:[^;]+;/, `src: url(/fonts/files/${woff2}) format('woff2');`)
          .replace(/font-display:[^;]+;/, 'font-display: swap;'),
      );
    }
  }
  return { css: `/* ${family}: @fontsource/${slug}, latin + latin-ext */\n${rules.join('\n')}\n`, files };
}

export function writeFonts(outDir = path.join(root, 'public', 'fonts')) {
  fs.mkdirSync(path.join(outDir, 'files'), { recursive: true });
  for (const family of Object.keys(FONT_WEIGHTS_BY_FAMILY)) {
    const { css, files } = familyCss(family);
    fs.writeFileSync(path.join(outDir, `${fontSlug(family)}.css`), css);
    for (const f of files) fs.copyFileSync(f, path.join(outDir, 'files', path.basename(f)));
  }
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = writeFonts(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`[fonts] wrote ${path.relative(root, out) || out}`);
}
