// A few notifications for the demo student (issue 14), so the bell and /notifications are not empty on a
// first visit. They are the rows lib/notifications/generate.ts would have written for the seeded
// community activity (same types, nested data and dedupe keys), so opening one leads to its post.
import type { Prisma } from '@/lib/generated/prisma/client';
import { ensure, type Counter, type Db } from './ensure';
import { stableId } from './ids';

const person = (u: { name: string; photoUrl: string | null }) => ({ name: u.name, photo_url: u.photoUrl });

/** Needs the posts of ./demo-community.ts: 1 (admin's welcome), 2 (the student's), 3 (admin's reminder). */
export async function seedStudentNotifications(
  db: Db,
  count: Counter,
  slug: string,
  tenantId: string,
  communityId: string,
  users: { admin: string; student: string },
  now: Date,
) {
  const post = (n: number) => stableId(`${slug}:community:post:${n}`);
  const [admin, posts] = await Promise.all([
    db.user.findUnique({ where: { id: users.admin }, select: { name: true, photoUrl: true } }),
    db.communityPost.findMany({
      where: { tenantId, id: { in: [post(1), post(2), post(3)] } },
      select: { id: true, title: true, userId: true },
    }),
  ]);
  const byId = new Map(posts.map((p) => [p.id, p]));
  const welcome = byId.get(post(1));
  const mine = byId.get(post(2));
  const reminder = byId.get(post(3));
  if (!admin || !welcome || !mine || !reminder || mine.userId !== users.student) return;
  const at = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const who = person(admin);
  const rows: (Omit<Prisma.NotificationUncheckedCreateInput, 'tenantId' | 'userId' | 'actorId'> & {
    dedupeKey: string;
  })[] = [
    {
      type: 'community_post',
      communityId,
      postId: reminder.id,
      data: {
        community_post: { id: reminder.id, community_id: communityId, title: reminder.title, user: who },
      },
      dedupeKey: `post:${reminder.id}`,
      createdAt: at(3),
    },
    {
      type: 'community_comment',
      communityId,
      postId: mine.id,
      commentId: stableId(`${slug}:community:post:2:comment:1`),
      data: {
        community_post_comment: {
          community_id: communityId,
          content:
            'Ative a grade da câmera nas configurações: ela mostra as linhas e ajuda a nivelar o horizonte.',
          user: who,
          community_comment_data: { post: { id: mine.id } },
        },
      },
      dedupeKey: `comment:${stableId(`${slug}:community:post:2:comment:1`)}`,
      createdAt: at(19),
    },
    {
      type: 'community_like',
      communityId,
      postId: mine.id,
      data: {
        community_post: {
          id: mine.id,
          community_id: communityId,
          title: mine.title,
          user: who,
          owner_like: { post_id: mine.id, community_id: communityId, user: who, title: mine.title },
        },
      },
      dedupeKey: `like:${mine.id}:${users.admin}`,
      createdAt: at(18),
    },
    {
      type: 'community_reply',
      communityId,
      postId: welcome.id,
      commentId: stableId(`${slug}:community:post:1:comment:1:reply:1`),
      read: true,
      readAt: at(60),
      data: {
        community_post_comment_reply: {
          community_id: communityId,
          content: 'Que bom ter você aqui, Bruno! O módulo de luz natural vai ajudar bastante.',
          user: who,
          post_data: { post_id: welcome.id },
        },
      },
      dedupeKey: `comment:${stableId(`${slug}:community:post:1:comment:1:reply:1`)}`,
      createdAt: at(70),
    },
  ];
  for (const row of rows)
    await ensure(
      count,
      'notification',
      [() => db.notification.findFirst({ where: { userId: users.student, dedupeKey: row.dedupeKey } })],
      () =>
        db.notification.create({ data: { ...row, tenantId, userId: users.student, actorId: users.admin } }),
    );
}
