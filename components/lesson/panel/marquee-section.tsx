'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/client/fetcher';
import {
  MARQUEE_LIST_TEXT_MAX,
  MARQUEE_PRODUCT_NAME_MAX,
  truncate,
  type TMarquee,
} from '@/lib/lesson/schemas';
import { MarqueeForm } from './marquee-form';
import { SectionHeader } from '@/components/panel/section-header';
import { useDeleteMarquee, useMarquees } from './use-lesson-settings';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; marquee: TMarquee };

/** Letreiro: the tenant's marquees, the create/edit form and the delete confirmation. */
export function MarqueeSection({ tenantId, onBack }: { tenantId: string; onBack: () => void }) {
  const t = useTranslations('lesson');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [toDelete, setToDelete] = useState<TMarquee | null>(null);
  const marquees = useMarquees(tenantId);
  const remove = useDeleteMarquee(tenantId);

  if (mode.kind !== 'list') {
    return (
      <MarqueeForm
        tenantId={tenantId}
        marquee={mode.kind === 'edit' ? mode.marquee : undefined}
        onDone={() => setMode({ kind: 'list' })}
      />
    );
  }

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (res) => {
        toast.success(res.message || t('marquee.deleted'));
        setToDelete(null);
      },
      onError: (err) => {
        toast.error(t('marquee.deleteFailed'), {
          description: isApiError(err) && err.status > 0 ? err.message : undefined,
        });
      },
    });
  };

  let body;
  if (marquees.isPending) {
    body = (
      <div className="space-y-2" data-testid="marquee-loading">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (marquees.isError) {
    body = (
      <div role="alert" className="space-y-3 text-sm" data-testid="marquee-error">
        <p className="text-red-300">{t('marquee.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => marquees.refetch()}>
          {t('general.retry')}
        </Button>
      </div>
    );
  } else if (marquees.data.length === 0) {
    body = (
      <p
        className="rounded-md border border-dashed border-white/20 p-6 text-center text-sm opacity-80"
        data-testid="marquee-empty"
      >
        {t('marquee.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2" data-testid="marquee-list">
        {marquees.data.map((m) => (
          <li
            key={m.id}
            data-testid="marquee-item"
            className="flex items-center gap-2 rounded-md border border-white/10 px-3 py-2"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={m.text} data-testid="marquee-item-text">
                {truncate(m.text, MARQUEE_LIST_TEXT_MAX)}
              </p>
              <p
                className="truncate text-xs opacity-70"
                title={m.product.title}
                data-testid="marquee-item-product"
              >
                {truncate(m.product.title, MARQUEE_PRODUCT_NAME_MAX)}
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('marquee.edit')}
              data-testid="marquee-edit"
              onClick={() => setMode({ kind: 'edit', marquee: m })}
            >
              <Pencil aria-hidden className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('marquee.delete')}
              data-testid="marquee-delete"
              onClick={() => setToDelete(m)}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section data-testid="lesson-marquee">
      <SectionHeader
        backTestId="lesson-section-back"
        title={t('marquee.title')}
        onBack={onBack}
        action={
          <Button size="sm" onClick={() => setMode({ kind: 'create' })} data-testid="marquee-new">
            <Plus aria-hidden className="h-4 w-4" />
            {t('marquee.new')}
          </Button>
        }
      />
      {body}
      <Dialog open={!!toDelete} onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}>
        <DialogContent data-testid="marquee-delete-dialog">
          <DialogHeader>
            <DialogTitle>{t('marquee.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('marquee.confirmText')}</DialogDescription>
          </DialogHeader>
          {toDelete ? (
            <p className="mb-4 truncate text-sm font-medium">
              {truncate(toDelete.text, MARQUEE_LIST_TEXT_MAX)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              {t('marquee.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={confirmDelete}
              disabled={remove.isPending}
              data-testid="marquee-delete-confirm"
            >
              {t('marquee.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
