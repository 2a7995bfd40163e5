import 'server-only';
import { AppError } from '@/lib/server/errors';
import { getEnv } from '@/lib/server/env';
import type { RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import { opensTo, renderViewerProducts, viewerProducts, type ViewerProducts } from '@/lib/products/viewer';
import {
  LIVE_LIST_LIMIT,
  liveStatus,
  type THasLive,
  type TLive,
  type TLiveBody,
  type TLiveStatus,
} from './schemas';

// Lives (issue 14, docs/decisions.md 125-127): scheduled by editors, watched by the members of their
// products (a live without products is for every member). Every read is a constant number of queries.

const LIVE_SELECT = {
  id: true,
  title: true,
  startsAt: true,
  endsAt: true,
  embedUrl: true,
  products: { select: { productId: true } },
} as const;

type LiveRow = {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  embedUrl: string;
  products: { productId: string }[];
};

function toLive(r: LiveRow, now = new Date()): TLive {
  return {
    id: r.id,
    title: r.title,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    embed_url: r.embedUrl,
    product_ids: r.products.map((p) => p.productId),
    status: liveStatus(r.startsAt, r.endsAt, now),
  };
}

/** The editor's list: lives not ended first by start, then the most recent ended ones. */
export async function listLives(ctx: RequestContext): Promise<TLive[]> {
  const rows = await ctx.db.live.findMany({
    select: LIVE_SELECT,
    orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
    take: LIVE_LIST_LIMIT,
  });
  return rows.map((r) => toLive(r));
}

/** The products named exist in this school (else a 400 on the field). */
async function checkProducts(ctx: RequestContext, body: TLiveBody): Promise<string[]> {
  const productIds = [...new Set(body.product_ids)];
  if (productIds.length) {
    const found = await ctx.db.product.count({ where: { id: { in: productIds } } });
    if (found !== productIds.length)
      throw new AppError('VALIDATION', {
        messageKey: 'lives.invalidProducts',
        fields: { product_ids: 'lives.invalidProducts' },
      });
  }
  return productIds;
}

const timesOf = (body: TLiveBody) => {
  const startsAt = new Date(body.starts_at);
  return { startsAt, endsAt: new Date(startsAt.getTime() + body.duration_minutes * 60_000) };
};

export async function createLive(ctx: RequestContext, body: TLiveBody): Promise<TLive> {
  const productIds = await checkProducts(ctx, body);
  const row = await ctx.db.live.create({
    data: {
      tenantId: ctx.tenant.id,
      title: body.title,
      ...timesOf(body),
      embedUrl: body.embed_url,
      products: { create: productIds.map((productId) => ({ tenantId: ctx.tenant.id, productId })) },
    },
    select: LIVE_SELECT,
  });
  return toLive(row);
}

/**
 * PATCH /api/auth/lives/{id} (issue 54, ADR 0289): the whole schedule form again, replacing the live's
 * title, times, player and products in one transaction. A live that already ended is kept as it was.
 */
export async function updateLive(ctx: RequestContext, id: string, body: TLiveBody): Promise<TLive> {
  const productIds = await checkProducts(ctx, body);
  const row = await ctx.db.$transaction(async (tx) => {
    const live = await tx.live.findFirst({ where: { id }, select: { endsAt: true } });
    if (!live) throw new AppError('NOT_FOUND');
    if (live.endsAt <= new Date()) throw new AppError('CONFLICT', { messageKey: 'lives.endedNotEditable' });
    await tx.liveProduct.deleteMany({ where: { liveId: id } });
    return tx.live.update({
      where: { id },
      data: {
        title: body.title,
        ...timesOf(body),
        embedUrl: body.embed_url,
        products: { create: productIds.map((productId) => ({ tenantId: ctx.tenant.id, productId })) },
      },
      select: LIVE_SELECT,
    });
  });
  return toLive(row);
}

export async function deleteLive(ctx: RequestContext, id: string): Promise<{ id: string }> {
  const gone = await ctx.db.live.deleteMany({ where: { id } });
  if (gone.count === 0) throw new AppError('NOT_FOUND');
  return { id };
}

const canWatch = (live: Pick<LiveRow, 'products'>, mine: ViewerProducts) =>
  opensTo(
    live.products.map((p) => p.productId),
    mine,
  );

/** How far ahead the cached list of a tenant's lives looks, beyond how long it is kept. */
const LIVES_LOOKAHEAD_MS = 10 * 60_000;

/**
 * The tenant's lives on at `now` (at most 20). Every student page asks (the header's alert, decision 397),
 * so the lives on or starting soon are cached per tenant, like the content an editor saves: an editor's
 * scheduling or deletion empties the cache (route()), and the list looks further ahead than the cache
 * keeps it, so a live that starts while it is kept is in it; each call filters it by its own `now`.
 */
async function livesOn(ctx: RequestContext, now: Date) {
  const ahead = new Date(now.getTime() + getEnv().TENANT_DATA_CACHE_TTL_MS + LIVES_LOOKAHEAD_MS);
  const soon = await tenantCached(ctx.tenant.id, 'lives-soon', () =>
    ctx.db.live.findMany({
      where: { startsAt: { lte: ahead }, endsAt: { gt: now } },
      select: { id: true, startsAt: true, endsAt: true, products: { select: { productId: true } } },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      take: 50,
    }),
  );
  return soon.filter((l) => l.startsAt <= now && l.endsAt > now).slice(0, 20);
}

/**
 * GET /api/platform/has-live (and the student layout's first answer): whether a live the member may
 * watch is on now, and which. The tenant's cached list; the member's products only while one is on.
 */
export async function hasLive(ctx: RequestContext, now: Date = new Date()): Promise<THasLive> {
  const on = await livesOn(ctx, now);
  if (on.length === 0) return { show_live_alert: false, live_id: null };
  // once per render: a page that reads them too (the lesson page, decision 391) shares the statement
  const mine = await renderViewerProducts(ctx);
  const live = on.find((l) => canWatch(l, mine));
  return { show_live_alert: !!live, live_id: live?.id ?? null };
}

export interface LivePageData {
  live: Omit<TLive, 'product_ids'>;
  status: TLiveStatus;
  canWatch: boolean;
  /** titles of the products that give access, for the upsell */
  products: string[];
}

/** The live page: the live, whether the member may watch, and the products that would let them. */
export async function livePage(ctx: RequestContext, id: string): Promise<LivePageData | null> {
  const row = await ctx.db.live.findFirst({
    where: { id },
    select: {
      ...LIVE_SELECT,
      products: { select: { productId: true, product: { select: { title: true } } } },
    },
  });
  if (!row) return null;
  const mine = await viewerProducts(ctx);
  const { product_ids: _ids, ...live } = toLive(row);
  return {
    live,
    status: live.status,
    canWatch: canWatch(row, mine),
    products: row.products.map((p) => p.product.title),
  };
}

/** The lives a member sees on /live: on now and upcoming, soonest first (not ended). */
export async function upcomingLives(ctx: RequestContext, now: Date = new Date()): Promise<TLive[]> {
  const rows = await ctx.db.live.findMany({
    where: { endsAt: { gt: now } },
    select: LIVE_SELECT,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    take: LIVE_LIST_LIMIT,
  });
  return rows.map((r) => toLive(r, now));
}

/** The scheduler's product choices: the tenant's active products. */
export async function liveProductOptions(ctx: RequestContext): Promise<{ id: string; title: string }[]> {
  return ctx.db.product.findMany({
    where: { status: 'active' },
    select: { id: true, title: true },
    orderBy: [{ title: 'asc' }, { id: 'asc' }],
    take: 200,
  });
}
