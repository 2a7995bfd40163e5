import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { notificationUrl } from './links';
import {
  UNREAD_COUNT_CAP,
  type TMarkRead,
  type TNotification,
  type TNotificationPage,
  type TNotificationTotal,
  type TNotificationType,
} from './schemas';

// The member's own notifications (SPEC 7 "Notifications"). Every query is the scoped client filtered by
// the caller's user id: another member's or tenant's ids are simply not matched, never marked. One
// query per call, served by the (tenant, user, in_app, created_at desc) and (..., read, ...) indexes.

const LIST_PATH = '/api/auth/notification';

export async function listNotifications(
  ctx: AuthedContext,
  q: { page: number; paginate: number },
): Promise<TNotificationPage> {
  const rows = await ctx.db.notification.findMany({
    where: { userId: ctx.user.id, inApp: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (q.page - 1) * q.paginate,
    take: q.paginate + 1,
    select: { id: true, type: true, read: true, createdAt: true, data: true },
  });
  const more = rows.length > q.paginate;
  return {
    data: rows.slice(0, q.paginate).map((r) => {
      const type = r.type as TNotificationType;
      const data = r.data as Partial<TNotification>;
      return {
        ...data,
        id: r.id,
        type,
        read: r.read ? 1 : 0,
        created_at: r.createdAt.toISOString(),
        url: notificationUrl(ctx.tenant.id, type, data),
      };
    }),
    current_page: q.page,
    per_page: q.paginate,
    next_page_url: more ? `${LIST_PATH}?page=${q.page + 1}&paginate=${q.paginate}` : null,
  };
}

/**
 * Whether unread exist and how many, counted only up to UNREAD_COUNT_CAP (the badge shows '+9'). One
 * `$read` over the (tenant_id, user_id, in_app, read, created_at) index: every student page load reads it
 * (the bell's first answer, decision 397), and Prisma's pipeline cost more than the statement.
 */
export async function unreadTotal(
  ctx: Pick<AuthedContext, 'db' | 'user' | 'tenant'>,
): Promise<TNotificationTotal> {
  const [row] = await ctx.db.$read<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM notifications
        WHERE tenant_id = $1::uuid AND user_id = $2::uuid AND in_app AND NOT read
        LIMIT $3) unread`,
    [ctx.tenant.id, ctx.user.id, UNREAD_COUNT_CAP],
  );
  const count = row?.n ?? 0;
  return { has_unread_notifications: count > 0, unread_count: count };
}

/** Marks the caller's own notifications read (ids, or all); others' ids are ignored. No way back. */
export async function markRead(ctx: AuthedContext, body: TMarkRead): Promise<{ updated: number }> {
  const done = await ctx.db.notification.updateMany({
    where: {
      userId: ctx.user.id,
      read: false,
      ...(body.all ? {} : { id: { in: body.ids ?? [] } }),
    },
    data: { read: true, readAt: new Date() },
  });
  return { updated: done.count };
}
