import { lessonUrl } from '@/lib/course/urls';
import type { TNotification, TNotificationType } from './schemas';

// Where a notification leads (SPEC 2.1): the post route for community notifications, the lesson route
// for a doubt answer. Client-importable (the list computes it from the stored nested data).

export const postUrl = (tenantId: string, postId: string, communityId: string) =>
  `/comunidade/post/${postId}/${tenantId}/${communityId}`;

type Stored = Partial<TNotification>;

export function notificationUrl(tenantId: string, type: TNotificationType, data: Stored): string {
  if (type === 'doubt' && data.class_doubt) {
    const l = data.class_doubt.lesson;
    return lessonUrl(tenantId, { id: l.id, slug: l.slug ?? '' });
  }
  if (type === 'certificate') return '/dashboard/profile'; // 'Certificados' on the member's profile
  if (type === 'study_reminder') {
    const l = data.study_reminder?.lesson;
    return l ? lessonUrl(tenantId, { id: l.id, slug: l.slug ?? '' }) : '/homepage';
  }
  if (data.community_post) return postUrl(tenantId, data.community_post.id, data.community_post.community_id);
  if (data.community_post_comment)
    return postUrl(
      tenantId,
      data.community_post_comment.community_comment_data.post.id,
      data.community_post_comment.community_id,
    );
  if (data.community_post_comment_reply)
    return postUrl(
      tenantId,
      data.community_post_comment_reply.post_data.post_id,
      data.community_post_comment_reply.community_id,
    );
  return '/notifications';
}
