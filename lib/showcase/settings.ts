import 'server-only';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import type { TShowcaseSettings } from './schemas';

// The showcase's platform settings: system carousel switches, "Minha lista" and blocked content.

const bit = (b: boolean) => (b ? 1 : 0) as 0 | 1;

const SELECT = {
  showCarrouselContinueClass: true,
  showCarrouselContinueModule: true,
  showCarrouselContinueCourse: true,
  showCarrouselHighlight: true,
  mylistStatus: true,
  showBlockedContent: true,
  showcase: true,
  showcaseUrlRedirect: true,
} as const;

type Row = { [K in Exclude<keyof typeof SELECT, 'showcaseUrlRedirect'>]: boolean } & {
  showcaseUrlRedirect: string | null;
};

const DEFAULTS: Row = {
  showCarrouselContinueClass: true,
  showCarrouselContinueModule: false,
  showCarrouselContinueCourse: false,
  showCarrouselHighlight: true,
  mylistStatus: true,
  showBlockedContent: false,
  showcase: false,
  showcaseUrlRedirect: null,
};

/** Cached per tenant: the switches change only through an editor's save (decision 235). */
export function readSettings(ctx: RequestContext): Promise<Row> {
  return tenantCached(ctx.tenant.id, 'showcase-settings', async () => {
    const row = await ctx.db.platformSettings.findFirst({ select: SELECT });
    return row ?? DEFAULTS;
  });
}

export function toSettings(r: Row): TShowcaseSettings {
  return {
    show_carrousel_continue_class: bit(r.showCarrouselContinueClass),
    show_carrousel_continue_module: bit(r.showCarrouselContinueModule),
    show_carrousel_continue_course: bit(r.showCarrouselContinueCourse),
    show_carrousel_highlight: bit(r.showCarrouselHighlight),
    mylist_status: bit(r.mylistStatus),
    show_blocked_content: bit(r.showBlockedContent),
  };
}

export async function getShowcaseSettings(ctx: RequestContext): Promise<TShowcaseSettings> {
  return toSettings(await readSettings(ctx));
}

type Patch = Partial<Record<keyof TShowcaseSettings, boolean>>;

export async function updateShowcaseSettings(ctx: AuthedContext, patch: Patch): Promise<TShowcaseSettings> {
  const data = {
    showCarrouselContinueClass: patch.show_carrousel_continue_class,
    showCarrouselContinueModule: patch.show_carrousel_continue_module,
    showCarrouselContinueCourse: patch.show_carrousel_continue_course,
    showCarrouselHighlight: patch.show_carrousel_highlight,
    mylistStatus: patch.mylist_status,
    showBlockedContent: patch.show_blocked_content,
    ...(patch.show_blocked_content !== undefined ? { showAllContent: patch.show_blocked_content } : {}),
  };
  // answered from the write itself: one read fewer
  const row: Row = await ctx.db.platformSettings.upsert({
    where: { tenantId: ctx.tenant.id },
    create: { tenantId: ctx.tenant.id, ...data },
    update: data,
    select: SELECT,
  });
  return toSettings(row);
}
