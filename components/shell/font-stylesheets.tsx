import { FONT_FAMILIES, safeFont } from '@/lib/shell/theme';

// Only the font families a page uses are linked (decision 182): public/fonts/<slug>.css, written from the
// @fontsource packages by scripts/fonts.mjs. React hoists these <link precedence> elements into <head>
// and dedupes them, so any component (server or client) can ask for the families it renders, e.g. a
// banner or a carousel whose admin picked another font per element. No hooks: usable on both sides.

export const fontSlug = (family: string) => family.toLowerCase().replace(/\s+/g, '-');
export const fontHref = (family: string) => `/fonts/${fontSlug(safeFont(family))}.css`;
/** The latin regular face, the one nearly every page paints first. */
export const fontPreloadHref = (family: string) =>
  `/fonts/files/${fontSlug(safeFont(family))}-latin-400-normal.woff2`;

export function FontStylesheets({
  families,
  preloadFirst = false,
}: {
  families: readonly (string | null | undefined)[];
  /** preload the first family's regular face (the tenant's font, used by the whole page) */
  preloadFirst?: boolean;
}) {
  const unique = [...new Set(families.filter((f): f is string => !!f).map(safeFont))];
  return (
    <>
      {/* React 19 hoists a <link> into <head> wherever it is rendered (react-dom's preload() left no tag) */}
      {preloadFirst && unique[0] && (
        <link
          rel="preload"
          as="font"
          type="font/woff2"
          href={fontPreloadHref(unique[0])}
          crossOrigin="anonymous"
        />
      )}
      {unique.map((f) => (
        <link key={f} rel="stylesheet" href={fontHref(f)} precedence="fonts" />
      ))}
    </>
  );
}

/** Every family, for editors: the panels preview each font in their pickers. */
export const ALL_FONT_FAMILIES: readonly string[] = FONT_FAMILIES;
