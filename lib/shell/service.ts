import 'server-only';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import type { RequestContext } from '@/lib/server/route';
import { getEnv } from '@/lib/server/env';
import { tenantCached } from '@/lib/server/tenant-cache';
import { listLinks } from './links';
import type { TShellData, TShellSettings } from './schemas';
import { DEFAULT_THEME } from './theme';

const SETTINGS_SELECT = {
  logoHorizontal: true,
  logoSquare: true,
  favicon: true,
  primaryColor: true,
  textColor: true,
  backgroundColorPrimary: true,
  backgroundColorSecondary: true,
  fontPrimary: true,
  overlayColor: true,
  overlayIntensity: true,
  shadowSize: true,
  showCommunitiesPage: true,
  sidebar: true,
  showcase: true,
  seoName: true,
  seoDescription: true,
} as const;

const DEFAULT_SETTINGS: TShellSettings = {
  logo_horizontal: null,
  logo_square: null,
  favicon: null,
  primary_color: DEFAULT_THEME.primary,
  text_color: DEFAULT_THEME.primaryText,
  background_color_primary: DEFAULT_THEME.surface,
  background_color_secondary: DEFAULT_THEME.surface2,
  font_primary: DEFAULT_THEME.font,
  overlay_color: '#000000',
  overlay_intensity: 50,
  shadow_size: 0,
  show_communities_page: false,
  sidebar: false,
  showcase: false,
  seo_name: null,
  seo_description: null,
};

type TenantShell = Pick<TShellData, 'settings' | 'links' | 'hasCommunity' | 'hasLives'>;

/** The tenant's part of the shell: four queries in parallel, whatever the number of links or communities. */
async function loadTenantShell(ctx: RequestContext): Promise<TenantShell> {
  const [s, links, community, live] = await Promise.all([
    ctx.db.platformSettings.findFirst({ select: SETTINGS_SELECT }),
    listLinks(ctx),
    ctx.db.community.findFirst({ where: { deletedAt: null }, select: { id: true } }),
    // a live on now or scheduled: the menu links /live (issue 54). Cached with the rest until an editor
    // saves; a live that ends meanwhile leaves the link to /live's own empty state for a while.
    ctx.db.live.findFirst({ where: { endsAt: { gt: new Date() } }, select: { id: true } }),
  ]);
  const settings: TShellSettings = s
    ? {
        // upload keys (saved by the appearance form) or seeded URLs, answered as URLs
        logo_horizontal: storedImageUrl(s.logoHorizontal),
        logo_square: storedImageUrl(s.logoSquare),
        favicon: storedImageUrl(s.favicon),
        primary_color: s.primaryColor,
        text_color: s.textColor,
        background_color_primary: s.backgroundColorPrimary,
        background_color_secondary: s.backgroundColorSecondary,
        font_primary: s.fontPrimary,
        overlay_color: s.overlayColor,
        overlay_intensity: s.overlayIntensity,
        shadow_size: s.shadowSize,
        show_communities_page: s.showCommunitiesPage,
        sidebar: s.sidebar,
        showcase: s.showcase,
        seo_name: s.seoName,
        seo_description: s.seoDescription,
      }
    : DEFAULT_SETTINGS;
  return { settings, links, hasCommunity: !!community, hasLives: !!live };
}

/**
 * Everything the student shell renders: branding, theme, navigation, the user and whether they may
 * edit. The tenant's part is cached per tenant until an editor saves (lib/server/tenant-cache.ts); the
 * user's comes from this request's session.
 */
export async function getShellData(ctx: RequestContext): Promise<TShellData> {
  const { settings, links, hasCommunity, hasLives } = await tenantCached(ctx.tenant.id, 'shell', () =>
    loadTenantShell(ctx),
  );
  return {
    tenant: { id: ctx.tenant.id, name: ctx.tenant.name },
    settings,
    links,
    hasCommunity,
    hasLives,
    user: ctx.user
      ? {
          name: ctx.user.name,
          email: ctx.user.email,
          photo_url: storedImageUrl(ctx.user.photoUrl),
          hasThePlayer: false,
        }
      : null,
    canEdit: !!ctx.user && ctx.canEdit,
    role: ctx.user ? ctx.role : null,
    helpUrl: ctx.user && ctx.canEdit ? (getEnv().HELP_CENTER_URL ?? null) : null,
  };
}
