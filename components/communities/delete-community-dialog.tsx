'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ConfirmWordDialog } from '@/components/ui/confirm-word-dialog';
import { communitiesApi, type TCommunityListItem } from '@/lib/client/communities-api';
import { communityAdminKeys } from '@/lib/client/community-admin-keys';

/** Removal needs the confirmation word typed exactly (EXCLUIR in pt-BR; SPEC 4). */
export function DeleteCommunityDialog({
  tenantId,
  community,
  onClose,
}: {
  tenantId: string;
  community: TCommunityListItem | null;
  onClose: () => void;
}) {
  const t = useTranslations('communityPanel');
  const tc = useTranslations('communities');
  const qc = useQueryClient();
  const confirmWord = t('confirmWord');
  const remove = useMutation({
    mutationFn: (id: string) => communitiesApi.remove(id),
    onSuccess: async (_a, id) => {
      toast.success(tc('deleted'));
      qc.setQueryData<TCommunityListItem[]>(communityAdminKeys.list(tenantId), (prev) =>
        prev?.filter((c) => c.id !== id),
      );
      onClose();
      await qc.invalidateQueries({ queryKey: communityAdminKeys.all });
    },
    onError: () => toast.error(tc('deleteFailed')),
  });
  return (
    <ConfirmWordDialog
      open={!!community}
      word={confirmWord}
      title={t('deleteTitle')}
      description={t('deleteBody', { title: community?.title ?? '', word: confirmWord })}
      wordLabel={t('deleteWordLabel', { word: confirmWord })}
      cancelLabel={t('cancel')}
      confirmLabel={t('deleteConfirm')}
      pending={remove.isPending}
      testIdPrefix="community-delete"
      onConfirm={() => community && remove.mutate(community.id)}
      onClose={onClose}
    />
  );
}
