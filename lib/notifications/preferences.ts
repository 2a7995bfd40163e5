import 'server-only';
import { liveEnrollment } from '@/lib/access/live';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import type { TPreferenceType, TPreferences, TPreferencesView } from './schemas';

// Notification preferences (SPEC 2.4, 3, 7). No row = everything on; the communities listed are the
// ones the member can see (editors: every live community; students: public ones and private ones of an
// active product they are enrolled in), each on unless switched off. Saving takes the list of ids to
// keep on: every visible community not in it is switched off; an id the member cannot see is refused.

const NOBODY = '00000000-0000-0000-0000-000000000000';

async function visibleCommunities(ctx: AuthedContext) {
  return ctx.db.community.findMany({
    where: {
      deletedAt: null,
      active: true,
      ...(ctx.canEdit
        ? {}
        : {
            OR: [
              { isPrivate: false },
              {
                products: {
                  some: {
                    product: { status: 'active', enrollments: { some: liveEnrollment(ctx.user.id ?? NOBODY) } },
                  },
                },
              },
            ],
          }),
    },
    orderBy: [{ order: 'asc' }, { createdAt: 'asc' }],
    select: { id: true, title: true },
  });
}

const channelsOf = (
  p: Record<`${TPreferenceType}${'Platform' | 'Email'}`, boolean> | null,
  type: TPreferenceType,
) => ({ email: p?.[`${type}Email`] ?? true, platform: p?.[`${type}Platform`] ?? true });

export async function getPreferences(ctx: AuthedContext): Promise<TPreferencesView> {
  const [pref, communities, off] = await Promise.all([
    ctx.db.notificationPreference.findFirst({ where: { userId: ctx.user.id } }),
    visibleCommunities(ctx),
    ctx.db.communityNotificationSetting.findMany({
      where: { userId: ctx.user.id, enabled: false },
      select: { communityId: true },
    }),
  ]);
  const offSet = new Set(off.map((o) => o.communityId));
  const rows = communities.map((c) => ({
    community_id: c.id,
    title: c.title,
    activeNotify: !offSet.has(c.id),
  }));
  return {
    comment: channelsOf(pref, 'comment'),
    like: channelsOf(pref, 'like'),
    post: channelsOf(pref, 'post'),
    reply: channelsOf(pref, 'reply'),
    communities: rows.filter((r) => r.activeNotify).map((r) => r.community_id),
    subscribed_communities: rows,
  };
}

export async function savePreferences(ctx: AuthedContext, body: TPreferences): Promise<TPreferencesView> {
  const visible = await visibleCommunities(ctx);
  const ids = new Set(visible.map((c) => c.id));
  const on = new Set(body.communities);
  if ([...on].some((id) => !ids.has(id)))
    throw new AppError('UNPROCESSABLE', { messageKey: 'notifications.invalidCommunity' });
  const flags = {
    commentPlatform: body.comment.platform,
    commentEmail: body.comment.email,
    likePlatform: body.like.platform,
    likeEmail: body.like.email,
    postPlatform: body.post.platform,
    postEmail: body.post.email,
    replyPlatform: body.reply.platform,
    replyEmail: body.reply.email,
  };
  const tenantId = ctx.tenant.id;
  const userId = ctx.user.id;
  await ctx.db.$transaction(async (tx) => {
    await tx.notificationPreference.upsert({
      where: { tenantId_userId: { tenantId, userId } },
      create: { tenantId, userId, ...flags },
      update: flags,
    });
    // Only the visible communities are touched: a hidden one's switch stays as it was.
    await tx.communityNotificationSetting.deleteMany({ where: { userId, communityId: { in: [...ids] } } });
    const offRows = visible.filter((c) => !on.has(c.id));
    if (offRows.length)
      await tx.communityNotificationSetting.createMany({
        data: offRows.map((c) => ({ tenantId, userId, communityId: c.id, enabled: false })),
      });
  });
  return getPreferences(ctx);
}

/** One-click unsubscribe: the type's e-mail channel off (signed link, no session; lib/notifications/unsubscribe.ts). */
export async function unsubscribeEmail(
  ctx: Pick<AuthedContext, 'db' | 'tenant'>,
  userId: string,
  type: TPreferenceType,
): Promise<void> {
  const member = await ctx.db.membership.findFirst({ where: { userId }, select: { id: true } });
  if (!member) throw new AppError('NOT_FOUND');
  const flag = { [`${type}Email`]: false } as Record<string, boolean>;
  await ctx.db.notificationPreference.upsert({
    where: { tenantId_userId: { tenantId: ctx.tenant.id, userId } },
    create: { tenantId: ctx.tenant.id, userId, ...flag },
    update: flag,
  });
}
