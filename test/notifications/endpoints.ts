import { z } from 'zod';
import { signUnsubscribe } from '@/lib/notifications/unsubscribe';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { makeCommunity } from '../communities/feed/helpers';

// The notification endpoints for the conformance table (test/conformance/endpoints.ts spreads this).
// Behaviour (own-only marking, preference validation, unsubscribe) is in test/notifications/api.test.ts.

const channels = z.object({ email: z.boolean(), platform: z.boolean() });
const prefsShape = z.object({
  data: z.object({
    comment: channels,
    like: channels,
    post: channels,
    reply: channels,
    communities: z.array(z.string().uuid()),
    subscribed_communities: z.array(
      z.object({ community_id: z.string().uuid(), title: z.string(), activeNotify: z.boolean() }),
    ),
  }),
});
const on = { email: true, platform: true };

const notificationFor = (t: Target, userId: string, communityId: string) =>
  prisma.notification.create({
    data: {
      tenantId: t.tenant.id,
      userId,
      type: 'community_post',
      data: {
        community_post: {
          id: communityId,
          community_id: communityId,
          title: 'T',
          user: { name: 'X', photo_url: null },
        },
      },
      dedupeKey: `conf:${Math.random()}`,
    },
  });

/** An unread notification of the student (valid calls) and one of the admin (malformed calls). */
async function withNotification(t: Target) {
  const c = await makeCommunity(t.tenant.id, { title: 'Conformidade' });
  const n = await notificationFor(t, t.student.id, c.id);
  const mine = await notificationFor(t, t.admin.id, c.id);
  return { community: c.id, notification: n.id, adminNotification: mine.id };
}

const readStates = (t: Target) =>
  prisma.notification.findMany({
    where: { id: { in: [t.ids.notification!, t.ids.adminNotification!] } },
    select: { id: true, read: true },
    orderBy: { id: 'asc' },
  });

const prefRow = (t: Target) =>
  prisma.notificationPreference.findFirst({ where: { tenantId: t.tenant.id, userId: t.admin.id } });

export const NOTIFICATION_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/auth/v2/notification-preferences/{tenant}',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/v2/notification-preferences/[tenant]/route')).GET,
    path: (t) => `/api/auth/v2/notification-preferences/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    headers: (t) => ({ tenantId: t.tenant.id }),
    setup: withNotification,
    response: prefsShape,
  },
  {
    name: 'POST /api/auth/v2/notification-preferences/{tenant}',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/v2/notification-preferences/[tenant]/route')).POST,
    path: (t) => `/api/auth/v2/notification-preferences/${t.tenant.id}`,
    params: (t) => ({ tenant: t.tenant.id }),
    headers: (t) => ({ tenantId: t.tenant.id }),
    setup: withNotification,
    body: (t) => ({
      comment: on,
      like: on,
      post: { email: false, platform: true },
      reply: on,
      communities: [t.ids.community],
    }),
    response: prefsShape,
    malformed: () => ({
      comment: { email: 'yes', platform: true },
      like: on,
      post: on,
      reply: on,
      communities: [],
    }),
    snapshot: prefRow,
  },
  {
    name: 'GET /api/auth/notification?page=1&paginate=10',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/notification/route')).GET,
    path: () => '/api/auth/notification?page=1&paginate=10',
    setup: withNotification,
    crossTenant: false,
    // pages start at 1
    malformedPath: () => '/api/auth/notification?page=0&paginate=10',
    response: z.object({
      data: z.object({
        data: z
          .array(
            z.object({
              id: z.string().uuid(),
              type: z.enum([
                'doubt',
                'community_post',
                'community_comment',
                'community_like',
                'community_reply',
                'study_reminder',
              ]),
              read: z.union([z.literal(0), z.literal(1)]),
              created_at: z.string(),
              url: z.string(),
            }),
          )
          .min(1),
        current_page: z.number().int(),
        per_page: z.number().int(),
        next_page_url: z.string().nullable(),
      }),
    }),
  },
  {
    name: 'GET /api/auth/notification/total',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/notification/total/route')).GET,
    path: () => '/api/auth/notification/total',
    setup: withNotification,
    crossTenant: false,
    response: z.object({
      data: z.object({
        has_unread_notifications: z.literal(true),
        unread_count: z.number().int().min(1).max(10),
      }),
    }),
  },
  {
    name: 'PATCH api/platform/auth/notification/update',
    method: 'PATCH',
    auth: 'user',
    handler: async () => (await import('@/app/api/platform/auth/notification/update/route')).PATCH,
    path: () => '/api/platform/auth/notification/update',
    setup: withNotification,
    // another tenant's member naming this tenant's notification: skipped, never marked
    crossTenant: 'ignored',
    body: (t) => ({ read: true, ids: [t.ids.notification] }),
    response: z.object({ data: z.object({ updated: z.literal(1) }) }),
    // the malformed call is the admin's, so it names the admin's own unread notification: with `read: true`
    // it would be marked; `read: false` (no way back to unread) is refused and leaves it unread
    malformed: (t) => ({ read: false, ids: [t.ids.adminNotification] }),
    snapshot: readStates,
  },
  {
    name: 'POST /api/notifications/unsubscribe?token=',
    method: 'POST',
    auth: 'public',
    handler: async () => (await import('@/app/api/notifications/unsubscribe/route')).POST,
    path: (t) => `/api/notifications/unsubscribe?token=${t.ids.token}`,
    // what a mail provider's one-click POST sends (RFC 8058)
    body: () => 'List-Unsubscribe=One-Click',
    headers: () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
    setup: async (t) => ({
      token: await signUnsubscribe({ tenantId: t.tenant.id, userId: t.student.id, type: 'comment' }),
    }),
    response: z.object({ data: z.object({ unsubscribed: z.literal(true), type: z.literal('comment') }) }),
    // a valid token with its last character changed: the signature no longer matches
    malformedPath: (t) =>
      `/api/notifications/unsubscribe?token=${t.ids.token!.slice(0, -1)}${t.ids.token!.endsWith('A') ? 'B' : 'A'}`,
    snapshot: (t) =>
      prisma.notificationPreference.findMany({
        where: { tenantId: t.tenant.id, userId: t.student.id },
        orderBy: { id: 'asc' },
      }),
  },
  {
    name: 'GET /api/auth/study-reminder',
    method: 'GET',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/study-reminder/route')).GET,
    path: () => '/api/auth/study-reminder',
    crossTenant: false,
    response: z.object({
      data: z.object({
        enabled: z.boolean(),
        weekdays: z.array(z.number().int()),
        time: z.string(),
        time_zone: z.string(),
        channel: z.enum(['platform', 'email']),
        next_at: z.string().nullable(),
      }),
    }),
  },
  {
    name: 'POST /api/auth/study-reminder',
    method: 'POST',
    auth: 'user',
    handler: async () => (await import('@/app/api/auth/study-reminder/route')).POST,
    path: () => '/api/auth/study-reminder',
    crossTenant: false,
    body: () => ({
      enabled: true,
      weekdays: [1, 3],
      time: '19:30',
      time_zone: 'America/Sao_Paulo',
      channel: 'email',
    }),
    response: z.object({ data: z.object({ enabled: z.literal(true), next_at: z.string() }) }),
    malformed: () => ({ enabled: true, weekdays: [], time: '25:00', time_zone: 'Mars/Base', channel: 'sms' }),
    snapshot: (t) => prisma.studyReminder.findFirst({ where: { tenantId: t.tenant.id, userId: t.admin.id } }),
  },
];
