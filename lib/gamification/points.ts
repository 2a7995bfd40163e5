import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { parsePointsConfig, type PointsConfig } from './points-config';
import type { TPerDayBody, TPointsBody, TPointsParameters } from './schemas';

// Points settings of a tenant (SPEC.md sections 3 "Points settings", 7): one row per tenant holding the
// points name and the JSON rules. The scoring engine reads them through getPointsConfig.

const POINTS_SELECT = {
  customName: true,
  platform: true,
  community: true,
  perDayPlatform: true,
  perDayCommunity: true,
} as const;

type PointsRow = {
  customName: string;
  platform: unknown;
  community: unknown;
  perDayPlatform: unknown;
  perDayCommunity: unknown;
};

/**
 * Anything that can read PointsSettings: ctx.db, a transaction of it, or the process-wide client
 * (whose queries are then filtered by the tenantId given here).
 */
export interface PointsReader {
  pointsSettings: {
    findUnique(args: {
      where: { tenantId: string };
      select: typeof POINTS_SELECT;
    }): PromiseLike<PointsRow | null>;
  };
}

/** The tenant's points configuration, defaults (nothing scores, name XP) when it has none. One query. */
export async function getPointsConfig(
  db: PointsReader | Pick<RequestContext, 'db'>,
  tenantId: string,
): Promise<PointsConfig> {
  const reader = ('db' in db ? db.db : db) as PointsReader;
  const row = await reader.pointsSettings.findUnique({ where: { tenantId }, select: POINTS_SELECT });
  return parsePointsConfig(row);
}

/** GET .../get-parameters/{tenant}: the form's values and whether they exist yet (create vs update). */
export async function getPointsParameters(ctx: RequestContext): Promise<TPointsParameters> {
  const row = await ctx.db.pointsSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: POINTS_SELECT,
  });
  const c = parsePointsConfig(row);
  return {
    custom_name: c.customName,
    platform: c.platform,
    community: c.community,
    per_day: { community_settings: c.perDayCommunity, platform_settings: c.perDayPlatform },
    exists: row !== null,
  };
}

const json = (v: unknown) => v as Prisma.InputJsonValue;

/** POST .../create-parameters: the first save of the Pontuação form; 409 when it already exists. */
export async function createPointsParameters(
  ctx: RequestContext,
  body: TPointsBody,
): Promise<TPointsParameters> {
  const existing = await ctx.db.pointsSettings.findUnique({
    where: { tenantId: ctx.tenant.id },
    select: { id: true },
  });
  if (existing) throw new AppError('CONFLICT', { messageKey: 'gamification.pointsExist' });
  const defaults = parsePointsConfig(null);
  await ctx.db.pointsSettings.create({
    data: {
      tenantId: ctx.tenant.id,
      customName: body.custom_name,
      platform: json(body.platform),
      community: json(body.community),
      perDayPlatform: json(defaults.perDayPlatform),
      perDayCommunity: json(defaults.perDayCommunity),
    },
  });
  return getPointsParameters(ctx);
}

/** PUT .../update-parameters: changes the name and the action rules; 404 when nothing was created yet. */
export async function updatePointsParameters(
  ctx: RequestContext,
  body: TPointsBody,
): Promise<TPointsParameters> {
  const done = await ctx.db.pointsSettings.updateMany({
    where: { tenantId: ctx.tenant.id },
    data: { customName: body.custom_name, platform: json(body.platform), community: json(body.community) },
  });
  if (done.count === 0) throw new AppError('NOT_FOUND', { messageKey: 'gamification.pointsMissing' });
  return getPointsParameters(ctx);
}

/**
 * POST .../create-per-day-parameters: saves the per-day rules. Upsert: the panel sends it after either
 * create or update; a tenant without settings gets them with the default name and no action scoring.
 */
export async function savePerDayParameters(
  ctx: RequestContext,
  body: TPerDayBody,
): Promise<TPointsParameters> {
  const defaults = parsePointsConfig(null);
  await ctx.db.pointsSettings.upsert({
    where: { tenantId: ctx.tenant.id },
    update: { perDayCommunity: json(body.community), perDayPlatform: json(body.platform) },
    create: {
      tenantId: ctx.tenant.id,
      customName: defaults.customName,
      platform: json(defaults.platform),
      community: json(defaults.community),
      perDayCommunity: json(body.community),
      perDayPlatform: json(body.platform),
    },
  });
  return getPointsParameters(ctx);
}
