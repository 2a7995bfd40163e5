import 'server-only';
import { lockMember } from '@/lib/events/member-lock';
import { AppError } from '../errors';
import type { RequestContext } from '../route';
import type { TenantTx } from '../tenancy/scoped-db';

// A rolling per-member presign quota (decision 68): one member cannot reserve storage without end
// (30 × 25 MB presigns by one student was possible). Counted from the member's Upload rows of the
// last hour, pending or not, by the bytes each presign allowed; editors get a larger allowance for
// the panels' media.
export const UPLOAD_QUOTA_WINDOW_MS = 60 * 60_000;
export const UPLOAD_QUOTA = {
  member: { count: 20, bytes: 150 * 1024 * 1024 },
  editor: { count: 200, bytes: 2 * 1024 * 1024 * 1024 },
} as const;

/**
 * 429 with Retry-After when one more presign of `maxBytes` would pass the member's hourly quota. Runs
 * inside the transaction that then inserts the Upload row, after the member's advisory lock: concurrent
 * presigns of one member are serialized, so each counts the rows the previous ones committed
 * (decision 145).
 */
export async function assertUploadQuota(
  ctx: RequestContext & { user: NonNullable<RequestContext['user']> },
  tx: TenantTx,
  maxBytes: number,
) {
  await lockMember(tx, 'upload-quota', ctx.tenant.id, ctx.user.id);
  const quota = ctx.canEdit ? UPLOAD_QUOTA.editor : UPLOAD_QUOTA.member;
  const since = new Date(Date.now() - UPLOAD_QUOTA_WINDOW_MS);
  const where = { createdById: ctx.user.id, createdAt: { gt: since } };
  const [agg, oldest] = await Promise.all([
    tx.upload.aggregate({ where, _count: { _all: true }, _sum: { maxBytes: true } }),
    tx.upload.findFirst({ where, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
  ]);
  const count = agg._count._all;
  const bytes = agg._sum.maxBytes ?? 0;
  if (count + 1 <= quota.count && bytes + maxBytes <= quota.bytes) return;
  const retry = oldest
    ? Math.max(1, Math.ceil((oldest.createdAt.getTime() + UPLOAD_QUOTA_WINDOW_MS - Date.now()) / 1000))
    : 60;
  throw new AppError('RATE_LIMITED', {
    messageKey: 'errors.uploadQuota',
    headers: { 'retry-after': String(retry) },
  });
}

// Lesson videos (docs/adr/0420) are counted apart: one 5 GB file is past the editors' 2 GB of panel
// media. The same hourly window, under the same member lock, by the bytes each upload declared.
export const VIDEO_QUOTA = { count: 30, bytes: 20 * 1024 * 1024 * 1024 } as const;

/** 429 with Retry-After when one more video of `bytes` would pass the member's hourly video quota. */
export async function assertVideoQuota(
  ctx: RequestContext & { user: NonNullable<RequestContext['user']> },
  tx: TenantTx,
  bytes: number,
) {
  await lockMember(tx, 'upload-quota', ctx.tenant.id, ctx.user.id);
  const since = new Date(Date.now() - UPLOAD_QUOTA_WINDOW_MS);
  const where = { createdById: ctx.user.id, createdAt: { gt: since } };
  const [agg, oldest] = await Promise.all([
    tx.videoAsset.aggregate({ where, _count: { _all: true }, _sum: { size: true } }),
    tx.videoAsset.findFirst({ where, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
  ]);
  const used = Number(agg._sum.size ?? 0n);
  if (agg._count._all + 1 <= VIDEO_QUOTA.count && used + bytes <= VIDEO_QUOTA.bytes) return;
  const retry = oldest
    ? Math.max(1, Math.ceil((oldest.createdAt.getTime() + UPLOAD_QUOTA_WINDOW_MS - Date.now()) / 1000))
    : 60;
  throw new AppError('RATE_LIMITED', {
    messageKey: 'errors.uploadQuota',
    headers: { 'retry-after': String(retry) },
  });
}
