import { z } from 'zod';
import { signUnsubscribe } from '@/lib/notifications/unsubscribe';
import { prisma } from '@/lib/server/db';
import type { Endpoint, Target } from '../conformance/types';
import { makeCommunity } from '../community/helpers';

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

async function withNotification(t: Target) {
  const c = await makeCommunity(t.tenant.id, { title: 'Conformidade' });
  const n = await prisma.notification.create({
    data: {
      tenantId: t.tenant.id,
      userId: t.student.id,
      type: 'community_post',
      data: {
        community_post: { id: c.id, community_id: c.id, title: 'T', user: { name: 'X', photo_url: null } },
      },
      dedupeKey: `conf:${Math.random()}`,
    },
  });
  return { community: c.id, notification: n.id };
}

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
    crossTenant: false,
    body: (t) => ({ read: true, ids: [t.ids.notification] }),
    response: z.object({ data: z.object({ updated: z.literal(1) }) }),
    malformed: (t) => ({ read: false, ids: [t.ids.notification] }),
    snapshot: (t) =>
      prisma.notification.findUnique({ where: { id: t.ids.notification! }, select: { read: true } }),
  },
  {
    name: 'POST /api/notifications/unsubscribe?token=',
    method: 'POST',
    auth: 'public',
    handler: async () => (await import('@/app/api/notifications/unsubscribe/route')).POST,
    path: (t) => `/api/notifications/unsubscribe?token=${t.ids.token}`,
    setup: async (t) => ({
      token: await signUnsubscribe({ tenantId: t.tenant.id, userId: t.student.id, type: 'comment' }),
    }),
    response: z.object({ data: z.object({ unsubscribed: z.literal(true), type: z.literal('comment') }) }),
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
