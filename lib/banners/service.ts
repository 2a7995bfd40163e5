import 'server-only';
import { AppError } from '@/lib/server/errors';
import { lockList, nextOrder, renumberList } from '@/lib/server/ordering';
import type { RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import type { UploadKindName } from '@/lib/server/storage/kinds';
import { requireReadyUpload, storedImageUrl } from '@/lib/server/storage/uploads';
import {
  BANNER_EMPTY_MESSAGE,
  bannerHasContent,
  type TBanner,
  type TBannerCreateBody,
  type TBannerSettings,
  type TBannerUpdateBody,
} from './schemas';
import { getBannerSettings } from './settings';

// Custom home banners (SPEC.md 2.9, 3, 7). Media columns store upload keys checked by
// requireReadyUpload, never a URL a client made up; answers carry public URLs.

const BANNER_SELECT = {
  id: true,
  tenantId: true,
  order: true,
  category: true,
  title: true,
  subtitle: true,
  textButton: true,
  headlineImage: true,
  urlPrimary: true,
  urlImage: true,
  urlImageVertical: true,
  urlVideo: true,
  urlVideoVertical: true,
  fontHeadline: true,
  weightHeadline: true,
  sizeHeadline: true,
  fontTitle: true,
  weightTitle: true,
  sizeTitle: true,
  fontSubtitle: true,
  weightSubtitle: true,
  sizeSubtitle: true,
  fontButton: true,
  weightTextButton: true,
  sizeTextButton: true,
} as const;

type BannerRow = {
  [K in keyof typeof BANNER_SELECT]: K extends
    | 'order'
    | 'weightHeadline'
    | 'sizeHeadline'
    | 'weightTitle'
    | 'sizeTitle'
    | 'weightSubtitle'
    | 'sizeSubtitle'
    | 'weightTextButton'
    | 'sizeTextButton'
    ? number
    : K extends
          'headlineImage' | 'urlPrimary' | 'urlImage' | 'urlImageVertical' | 'urlVideo' | 'urlVideoVertical'
      ? string | null
      : string;
};

/** Stored keys become the store's public URL; the seed's bundled pictures (/seed/...) stay as they are. */
const mediaUrl = storedImageUrl;

export function toBanner(r: BannerRow): TBanner {
  return {
    id: r.id,
    tenant_id: r.tenantId,
    order: r.order,
    category: r.category,
    title: r.title,
    subtitle: r.subtitle,
    text_button: r.textButton,
    headline_image: mediaUrl(r.headlineImage),
    url_primary: r.urlPrimary,
    url_image: mediaUrl(r.urlImage),
    url_image_vertical: mediaUrl(r.urlImageVertical),
    url_video: mediaUrl(r.urlVideo),
    url_video_vertical: mediaUrl(r.urlVideoVertical),
    font_headline: r.fontHeadline,
    weight_headline: r.weightHeadline,
    size_headline: r.sizeHeadline,
    font_title: r.fontTitle,
    weight_title: r.weightTitle,
    size_title: r.sizeTitle,
    font_subtitle: r.fontSubtitle,
    weight_subtitle: r.weightSubtitle,
    size_subtitle: r.sizeSubtitle,
    font_button: r.fontButton,
    weight_text_button: r.weightTextButton,
    size_text_button: r.sizeTextButton,
  };
}

/** The tenant's banners in their order (ties by creation). One query. */
export async function listBanners(ctx: RequestContext): Promise<TBanner[]> {
  const rows = await ctx.db.banner.findMany({
    select: BANNER_SELECT,
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
  });
  return rows.map(toBanner);
}

export async function getBanner(ctx: RequestContext, id: string): Promise<TBanner> {
  const row = await ctx.db.banner.findUnique({ where: { id }, select: BANNER_SELECT });
  if (!row) throw new AppError('NOT_FOUND');
  return toBanner(row);
}

/**
 * What /homepage renders: the banners in order and how they rotate. Two queries in parallel, cached per
 * tenant until an editor saves (lib/server/tenant-cache.ts).
 */
export function bannersForHome(
  ctx: RequestContext,
): Promise<{ banners: TBanner[]; settings: TBannerSettings }> {
  return tenantCached(ctx.tenant.id, 'home-banners', async () => {
    const [banners, settings] = await Promise.all([listBanners(ctx), getBannerSettings(ctx)]);
    return { banners, settings };
  });
}

const MEDIA_FIELDS = [
  ['headline_image', 'headlineImage', 'banner-image'],
  ['url_image', 'urlImage', 'banner-image'],
  ['url_image_vertical', 'urlImageVertical', 'banner-image'],
  ['url_video', 'urlVideo', 'banner-video'],
  ['url_video_vertical', 'urlVideoVertical', 'banner-video'],
] as const satisfies readonly (readonly [keyof TBannerUpdateBody, keyof BannerRow, UploadKindName])[];

/**
 * undefined: unchanged; null or '': cleared; the current key or the URL the API answered for it:
 * unchanged; anything else must be a finalized upload of this tenant of the field's kind (else 422).
 */
async function resolveMedia(
  ctx: RequestContext,
  value: string | null | undefined,
  current: string | null,
  kind: UploadKindName,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (current && (value === current || value === mediaUrl(current))) return current;
  return (await requireReadyUpload(ctx, value, kind)).key;
}

async function mediaData(ctx: RequestContext, body: TBannerUpdateBody, current: BannerRow | null) {
  const out: Partial<Record<(typeof MEDIA_FIELDS)[number][1], string | null>> = {};
  for (const [field, column, kind] of MEDIA_FIELDS) {
    const v = await resolveMedia(ctx, body[field], current ? (current[column] as string | null) : null, kind);
    if (v !== undefined) out[column] = v;
  }
  return out;
}

function textData(body: TBannerUpdateBody) {
  const d: Record<string, unknown> = {};
  const map: [keyof TBannerUpdateBody, string][] = [
    ['category', 'category'],
    ['title', 'title'],
    ['subtitle', 'subtitle'],
    ['text_button', 'textButton'],
    ['font_headline', 'fontHeadline'],
    ['weight_headline', 'weightHeadline'],
    ['size_headline', 'sizeHeadline'],
    ['font_title', 'fontTitle'],
    ['weight_title', 'weightTitle'],
    ['size_title', 'sizeTitle'],
    ['font_subtitle', 'fontSubtitle'],
    ['weight_subtitle', 'weightSubtitle'],
    ['size_subtitle', 'sizeSubtitle'],
    ['font_button', 'fontButton'],
    ['weight_text_button', 'weightTextButton'],
    ['size_text_button', 'sizeTextButton'],
  ];
  for (const [field, column] of map) if (body[field] !== undefined) d[column] = body[field];
  if (body.url_primary !== undefined) d.urlPrimary = body.url_primary || null;
  return d;
}

/** Creates a banner at the end of the list. */
export async function createBanner(ctx: RequestContext, body: TBannerCreateBody): Promise<TBanner> {
  const media = await mediaData(ctx, body, null);
  const content = {
    title: body.title,
    url_image: media.urlImage,
    url_image_vertical: media.urlImageVertical,
    url_video: media.urlVideo,
    url_video_vertical: media.urlVideoVertical,
  };
  if (!bannerHasContent(content)) throw emptyBanner();
  const list = bannerList(ctx);
  const row = await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    return tx.banner.create({
      data: { tenantId: ctx.tenant.id, order: await nextOrder(tx, list), ...textData(body), ...media },
      select: BANNER_SELECT,
    });
  });
  return toBanner(row);
}

const emptyBanner = () =>
  new AppError('VALIDATION', {
    messageKey: BANNER_EMPTY_MESSAGE,
    fields: { title: BANNER_EMPTY_MESSAGE },
  });

/** Changes the fields sent; another tenant's id is a 404 like a missing one. */
export async function updateBanner(
  ctx: RequestContext,
  id: string,
  body: TBannerUpdateBody,
): Promise<TBanner> {
  const current = await ctx.db.banner.findUnique({ where: { id }, select: BANNER_SELECT });
  if (!current) throw new AppError('NOT_FOUND');
  const media = await mediaData(ctx, body, current);
  const after = {
    title: body.title ?? current.title,
    url_image: 'urlImage' in media ? media.urlImage : current.urlImage,
    url_image_vertical: 'urlImageVertical' in media ? media.urlImageVertical : current.urlImageVertical,
    url_video: 'urlVideo' in media ? media.urlVideo : current.urlVideo,
    url_video_vertical: 'urlVideoVertical' in media ? media.urlVideoVertical : current.urlVideoVertical,
  };
  if (!bannerHasContent(after)) throw emptyBanner();
  const row = await ctx.db.banner.update({
    where: { id },
    data: { ...textData(body), ...media },
    select: BANNER_SELECT,
  });
  return toBanner(row);
}

/** Deletes a banner and closes the gap so the order still runs 1..n. */
export async function deleteBanner(ctx: RequestContext, id: string): Promise<{ id: string }> {
  const list = bannerList(ctx);
  await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    const gone = await tx.banner.deleteMany({ where: { id } });
    if (gone.count === 0) throw new AppError('NOT_FOUND');
    await renumberList(tx, list);
  });
  return { id };
}

const bannerList = (ctx: RequestContext) => ({ table: 'banners', tenantId: ctx.tenant.id }) as const;

/**
 * Saves the order the panel's list shows: positions 1..n in the order of `ids`; banners the list did
 * not name keep their relative order after them. An id that is not one of this tenant's banners is a 404.
 * One statement whatever the length (decision 131).
 */
export async function orderBanners(ctx: RequestContext, ids: string[]): Promise<TBanner[]> {
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION', { messageKey: 'banners.orderInvalid' });
  const list = bannerList(ctx);
  const done = await ctx.db.$transaction(async (tx) => {
    await lockList(tx, list);
    return renumberList(tx, list, ids);
  });
  if (!done) throw new AppError('NOT_FOUND');
  return listBanners(ctx);
}
