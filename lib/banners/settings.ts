import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import type { TBannerSettings, TBannerSettingsBody } from './schemas';

// The banner settings live on the tenant's PlatformSettings row (SPEC.md 3 "Platform settings").

const SELECT = {
  bannerCustomAutoplay: true,
  bannerCustomAutoplayTime: true,
  bannerCustomTransitionType: true,
} as const;

type Row = {
  bannerCustomAutoplay: boolean;
  bannerCustomAutoplayTime: number;
  bannerCustomTransitionType: string;
};

const DEFAULTS: Row = {
  bannerCustomAutoplay: true,
  bannerCustomAutoplayTime: 5,
  bannerCustomTransitionType: 'normal',
};

function view(tenantId: string, r: Row): TBannerSettings {
  return {
    tenant_id: tenantId,
    banner_custom_transition_type: r.bannerCustomTransitionType === 'fade' ? 'fade' : 'normal',
    banner_custom_autoplay: r.bannerCustomAutoplay ? 1 : 0,
    banner_custom_autoplay_time: r.bannerCustomAutoplayTime,
  };
}

export async function getBannerSettings(ctx: RequestContext): Promise<TBannerSettings> {
  const row = await ctx.db.platformSettings.findFirst({ select: SELECT });
  return view(ctx.tenant.id, row ?? DEFAULTS);
}

export async function updateBannerSettings(
  ctx: RequestContext,
  body: TBannerSettingsBody,
): Promise<TBannerSettings> {
  const data = {
    bannerCustomTransitionType: body.banner_custom_transition_type,
    bannerCustomAutoplay: body.banner_custom_autoplay === true || String(body.banner_custom_autoplay) === '1',
    bannerCustomAutoplayTime: body.banner_custom_autoplay_time,
  };
  const row = await ctx.db.platformSettings.upsert({
    where: { tenantId: ctx.tenant.id },
    create: { tenantId: ctx.tenant.id, ...data },
    update: data,
    select: SELECT,
  });
  return view(ctx.tenant.id, row);
}
