'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
  const [word, setWord] = useState('');
  const remove = useMutation({
    mutationFn: (id: string) => bannerApi.remove(tenantId, id),
    onSuccess: async () => {
      toast.success(t('deleted'));
      await qc.invalidateQueries({ queryKey: bannerKeys.list(tenantId) });
      close();
    },
    onError: (err) => toast.error(err.message || t('loadFailed')),
  });
  const close = () => {
    setWord('');
    onClose();
  };
  return (
    <Dialog open={!!banner} onOpenChange={(open) => !open && close()}>
      <DialogContent data-testid="banner-delete-dialog">
        <DialogHeader>
          <DialogTitle>{t('deleteTitle')}</DialogTitle>
          <DialogDescription>{t('deleteBody', { word: BANNER_CONFIRM_WORD })}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (banner && word === BANNER_CONFIRM_WORD) remove.mutate(banner.id);
          }}
        >
          <TextField
            id="banner-delete-word"
            testId="banner-delete-word"
            label={t('deleteWordLabel')}
            autoComplete="off"
            value={word}
            onChange={(e) => setWord(e.target.value)}
          />
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={word !== BANNER_CONFIRM_WORD || remove.isPending}
              data-testid="banner-delete-confirm"
            >
              {remove.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
              {t('deleteConfirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
