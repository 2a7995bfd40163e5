'use client';

import { useRouter } from 'next/navigation';
import type { TNotification } from '@/lib/notifications/schemas';
import { useMarkRead } from './use-notifications';

/** Opening a notification marks it read (unread only; no way back) and goes to its target. */
export function useOpenNotification(after?: () => void) {
  const router = useRouter();
  const markRead = useMarkRead();
  return (n: TNotification) => {
    if (n.read === 0) markRead.mutate({ read: true, ids: [n.id] });
    after?.();
    router.push(n.url);
  };
}
