'use client';

import { useTranslations } from '@/components/i18n/lite-intl';
import { apiFetch } from '@/lib/client/fetcher';
import { communityFeedKeys } from '@/lib/client/community-keys';
import { useQueryHolder } from '@/lib/client/query-provider';
import { toast } from '@/lib/client/toast';
import { communityPaths } from '@/lib/communities/feed/paths';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/**
 * A post's removal: the confirmation, then DELETE, the feed read again and `onDeleted`. Loaded with the
 * author's other parts of the post card (./post-author.ts) when the post's menu is hovered, focused or
 * first opened, not with the feed (decision 381); mounted from the first 'Excluir' on.
 */
export function DeletePost({
  postId,
  communityId,
  open,
  onOpenChange,
  onDeleted,
}: {
  postId: string;
  communityId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const t = useTranslations('community.post');
  const holder = useQueryHolder();

  async function remove() {
    try {
      await apiFetch(communityPaths.post(postId), { method: 'DELETE' }, t('error'));
      toast.success(t('deleted'));
      await holder.invalidate(communityFeedKeys.feed(communityId));
      onDeleted?.();
    } catch (err) {
      toast.error((err as Error).message || t('error'));
    }
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      text={t('deleteConfirm')}
      onConfirm={remove}
    />
  );
}
