'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { communitiesApi, type TCommunityListItem } from '@/lib/client/communities-api';
import { communityKeys } from '@/lib/client/communities-keys';

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
  const [word, setWord] = useState('');
  const confirmWord = t('confirmWord');
  const close = () => {
    setWord('');
    onClose();
  };
  const remove = useMutation({
    mutationFn: (id: string) => communitiesApi.remove(id),
    onSuccess: async (_a, id) => {
      toast.success(tc('deleted'));
      qc.setQueryData<TCommunityListItem[]>(communityKeys.list(tenantId), (prev) =>
        prev?.filter((c) => c.id !== id),
      );
      close();
      await qc.invalidateQueries({ queryKey: communityKeys.all });
    },
    onError: () => toast.error(tc('deleteFailed')),
  });
  return (
    <Dialog open={!!community} onOpenChange={(open) => !open && close()}>
      <DialogContent data-testid="community-delete-dialog">
        <DialogHeader>
          <DialogTitle>{t('deleteTitle')}</DialogTitle>
          <DialogDescription>
            {t('deleteBody', { title: community?.title ?? '', word: confirmWord })}
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (community && word === confirmWord) remove.mutate(community.id);
          }}
        >
          <TextField
            id="community-delete-word"
            testId="community-delete-word"
            label={t('deleteWordLabel', { word: confirmWord })}
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
              disabled={word !== confirmWord || remove.isPending}
              data-testid="community-delete-confirm"
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
