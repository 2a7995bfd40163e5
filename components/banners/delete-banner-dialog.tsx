'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ConfirmWordDialog } from '@/components/ui/confirm-word-dialog';
import { bannerApi } from '@/lib/banners/api';
import { BANNER_CONFIRM_WORD, type TBanner } from '@/lib/banners/schemas';
import { bannerKeys } from '@/lib/client/banner-keys';

/** Removal needs the exact word EXCLUIR (SPEC 4, 5). */
export function DeleteBannerDialog({
  tenantId,
  banner,
  onClose,
}: {
  tenantId: string;
  banner: TBanner | null;
  onClose: () => void;
}) {
  const t = useTranslations('banners');
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => bannerApi.remove(tenantId, id),
    onSuccess: async () => {
      toast.success(t('deleted'));
      await qc.invalidateQueries({ queryKey: bannerKeys.list(tenantId) });
      onClose();
    },
    onError: (err) => toast.error(err.message || t('loadFailed')),
  });
  return (
    <ConfirmWordDialog
      open={!!banner}
      word={BANNER_CONFIRM_WORD}
      title={t('deleteTitle')}
      description={t('deleteBody', { word: BANNER_CONFIRM_WORD })}
      wordLabel={t('deleteWordLabel')}
      cancelLabel={t('cancel')}
      confirmLabel={t('deleteConfirm')}
      pending={remove.isPending}
      testIdPrefix="banner-delete"
      onConfirm={() => banner && remove.mutate(banner.id)}
      onClose={onClose}
    />
  );
}
