import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { tenantCached } from '@/lib/server/tenant-cache';
import { LOGO_SLOTS } from '@/lib/appearance/schemas';
import { DEFAULT_FAVICON } from './favicon';

// The tenant's web manifest (issue 50, ADR 0268): what a phone shows when a member adds the platform to
// the home screen. Its icon is the square logo, else the favicon, else the platform's default icon.

export interface TWebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type?: string; purpose: 'any' }[];
}

const SHORT_NAME_MAX = 12;

/** One icon entry: an SVG scales to any size; uploads are cropped to the slot's size (LOGO_SLOTS). */
function icon(src: string, size: number) {
  const svg = /\.svg(\?|$)/i.test(src);
  return svg
    ? { src, sizes: 'any', type: 'image/svg+xml', purpose: 'any' as const }
    : { src, sizes: `${size}x${size}`, purpose: 'any' as const };
}

/** Cached per tenant: it changes only through an editor's save. One query. */
export function webManifest(ctx: RequestContext): Promise<TWebManifest> {
  return tenantCached(ctx.tenant.id, 'web-manifest', async () => {
    const s = await ctx.db.platformSettings.findUnique({
      where: { tenantId: ctx.tenant.id },
      select: {
        seoName: true,
        logoSquare: true,
        favicon: true,
        primaryColor: true,
        backgroundColorPrimary: true,
      },
    });
    const name = s?.seoName?.trim() || ctx.tenant.name;
    const square = storedImageUrl(s?.logoSquare);
    const favicon = storedImageUrl(s?.favicon);
    const icons = square
      ? [icon(square, LOGO_SLOTS.logo_square.width)]
      : favicon
        ? [icon(favicon, LOGO_SLOTS.favicon.width)]
        : [icon(DEFAULT_FAVICON, 0)];
    return {
      name,
      short_name: name.length > SHORT_NAME_MAX ? name.slice(0, SHORT_NAME_MAX).trim() : name,
      start_url: '/homepage',
      scope: '/',
      display: 'standalone',
      background_color: s?.backgroundColorPrimary ?? '#000000',
      theme_color: s?.primaryColor ?? '#6D28D9',
      icons,
    };
  });
}
