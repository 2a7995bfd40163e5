import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { requireReadyUpload, storedImageUrl } from '@/lib/server/storage/uploads';
import {
  LOGO_SLOT_NAMES,
  LOGO_SLOTS,
  type LogoSlot,
  type TAppearanceSettings,
  type TUpdateCustomBasicBody,
} from './schemas';

// The platform's appearance (SPEC.md 2.11): colours, font, background, logos, the open-showcase switches
// and the page indicators, all on the tenant's PlatformSettings row. The shell reads that row on every
// render (lib/shell/service.ts, no settings cache), so a save shows on the next page load.

const SELECT = {
  tenantId: true,
  primaryColor: true,
  textColor: true,
  backgroundColorPrimary: true,
  backgroundColorSecondary: true,
  fontPrimary: true,
  overlayColor: true,
  overlayIntensity: true,
  shadowSize: true,
  sidebar: true,
  showcase: true,
  showcaseUrlRedirect: true,
  showCarrouselContinueClass: true,
  showCarrouselContinueModule: true,
  showCarrouselContinueCourse: true,
  showCarrouselHighlight: true,
  coursePageIndicator: true,
  modulePageIndicator: true,
  logoSquare: true,
  logoHorizontal: true,
  favicon: true,
  seoName: true,
  themeClasses: true,
} as const satisfies Prisma.PlatformSettingsSelect;

type Row = Prisma.PlatformSettingsGetPayload<{ select: typeof SELECT }>;

const bit = (v: boolean): 0 | 1 => (v ? 1 : 0);

function toSettings(r: Row, tenantName: string): TAppearanceSettings {
  return {
    tenant_id: r.tenantId,
    // the platform's name: the SEO name, else the tenant's (as every <title> has it)
    name: r.seoName?.trim() || tenantName,
    theme_classes: r.themeClasses,
    primary_color: r.primaryColor,
    text_color: r.textColor,
    background_color_primary: r.backgroundColorPrimary,
    background_color_secondary: r.backgroundColorSecondary,
    font_primary: r.fontPrimary,
    overlay_color: r.overlayColor,
    overlay_intensity: r.overlayIntensity,
    shadow_size: r.shadowSize,
    sidebar: bit(r.sidebar),
    showcase: bit(r.showcase),
    showcase_url_redirect: r.showcaseUrlRedirect ?? '',
    show_carrousel_continue_class: bit(r.showCarrouselContinueClass),
    show_carrousel_continue_module: bit(r.showCarrouselContinueModule),
    show_carrousel_continue_course: bit(r.showCarrouselContinueCourse),
    show_carrousel_highlight: bit(r.showCarrouselHighlight),
    course_page_indicator: r.coursePageIndicator,
    module_page_indicator: r.modulePageIndicator,
    logo_square: storedImageUrl(r.logoSquare),
    logo_horizontal: storedImageUrl(r.logoHorizontal),
    favicon: storedImageUrl(r.favicon),
  };
}

/** The tenant's row, created with the schema's defaults the first time a tenant without one asks. */
async function ensureRow(ctx: RequestContext): Promise<Row> {
  const row = await ctx.db.platformSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: SELECT,
  });
  if (row) return row;
  return ctx.db.platformSettings.upsert({
    where: { tenantId: ctx.tenant.id },
    create: { tenantId: ctx.tenant.id },
    update: {},
    select: SELECT,
  });
}

/** GET: the current appearance settings. */
export async function getAppearance(ctx: RequestContext): Promise<TAppearanceSettings> {
  return toSettings(await ensureRow(ctx), ctx.tenant.name);
}

const FIELD_MAP = {
  primary_color: 'primaryColor',
  text_color: 'textColor',
  background_color_primary: 'backgroundColorPrimary',
  background_color_secondary: 'backgroundColorSecondary',
  font_primary: 'fontPrimary',
  overlay_color: 'overlayColor',
  overlay_intensity: 'overlayIntensity',
  shadow_size: 'shadowSize',
  sidebar: 'sidebar',
  showcase: 'showcase',
  showcase_url_redirect: 'showcaseUrlRedirect',
  show_carrousel_continue_class: 'showCarrouselContinueClass',
  show_carrousel_continue_module: 'showCarrouselContinueModule',
  show_carrousel_continue_course: 'showCarrouselContinueCourse',
  show_carrousel_highlight: 'showCarrouselHighlight',
  name: 'seoName',
  theme_classes: 'themeClasses',
} as const satisfies Partial<Record<keyof TUpdateCustomBasicBody, keyof Row>>;

const LOGO_COLUMN = {
  logo_square: 'logoSquare',
  logo_horizontal: 'logoHorizontal',
  favicon: 'favicon',
} as const satisfies Record<LogoSlot, keyof Row>;

/**
 * What to store for a logo field: null removes it; the value already stored (or the URL it answers as)
 * keeps it; anything else must be the key of a finalized upload of this tenant and of the slot's kind.
 */
async function logoValue(
  ctx: RequestContext,
  slot: LogoSlot,
  value: string | null,
  current: string | null,
): Promise<string | null> {
  if (value === null) return null;
  if (current && (value === current || value === storedImageUrl(current))) return current;
  try {
    const upload = await requireReadyUpload(ctx, value, LOGO_SLOTS[slot].kind);
    return upload.key;
  } catch (err) {
    if (err instanceof AppError)
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'appearance.invalidLogo',
        fields: { [slot]: 'appearance.invalidLogo' },
      });
    throw err;
  }
}

/**
 * POST updateCustomBasic: updates exactly the fields sent (a full form or a single switch). Every logo is
 * checked before anything is written, so a refused logo leaves the whole row unchanged.
 */
export async function updateCustomBasic(
  ctx: RequestContext,
  body: TUpdateCustomBasicBody,
): Promise<TAppearanceSettings> {
  const current = await ensureRow(ctx);
  const data: Prisma.PlatformSettingsUpdateInput = {};
  for (const [field, column] of Object.entries(FIELD_MAP) as Array<
    [keyof typeof FIELD_MAP, (typeof FIELD_MAP)[keyof typeof FIELD_MAP]]
  >) {
    const value = body[field];
    if (value !== undefined) (data as Record<string, unknown>)[column] = value;
  }
  for (const slot of LOGO_SLOT_NAMES) {
    const value = body[slot];
    if (value === undefined) continue;
    const column = LOGO_COLUMN[slot];
    data[column] = await logoValue(ctx, slot, value, current[column]);
  }
  if (Object.keys(data).length === 0) return toSettings(current, ctx.tenant.name);
  const row = await ctx.db.platformSettings.update({
    where: { tenantId: ctx.tenant.id },
    data,
    select: SELECT,
  });
  return toSettings(row, ctx.tenant.name);
}

/** POST toggle-course-page-indicator / toggle-module-page-indicator. */
export async function setPageIndicator(
  ctx: RequestContext,
  which: 'course' | 'module',
  value: boolean,
): Promise<Record<string, boolean>> {
  await ensureRow(ctx);
  const column = which === 'course' ? 'coursePageIndicator' : 'modulePageIndicator';
  const row = await ctx.db.platformSettings.update({
    where: { tenantId: ctx.tenant.id },
    data: { [column]: value },
    select: { coursePageIndicator: true, modulePageIndicator: true },
  });
  return which === 'course'
    ? { course_page_indicator: row.coursePageIndicator }
    : { module_page_indicator: row.modulePageIndicator };
}
