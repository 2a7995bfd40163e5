'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { customHtmlApi, useCustomHtmlList } from '@/lib/client/custom-html-api';
import { customHtmlKeys } from '@/lib/client/custom-html-keys';
import { CUSTOM_HTML_TITLE_TRUNCATE, type TCustomHtml } from '@/lib/custom-html/schemas';
import { CustomHtmlDialog } from './custom-html-dialog';

// 'HTML personalizado' in the edit drawer (SPEC 2.10): loading skeleton, the empty state with Novo, or
// Novo plus the 'Adicionados' cards (title cut at 25, click expands, page label, edit, delete).

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

export default function CustomHtmlPanel({ tenantId }: PanelProps) {
  const t = useTranslations('customHtml');
  const list = useCustomHtmlList();
  const [dialog, setDialog] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });
  const [deleting, setDeleting] = useState<TCustomHtml | null>(null);
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];

  const newButton = (
    <Button onClick={() => setDialog({ open: true, id: null })} data-testid="custom-html-new">
      <Plus aria-hidden className="h-4 w-4" />
      {t('new')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="custom-html-panel">
      {list.isPending ? (
        <div className="flex flex-col gap-3" data-testid="custom-html-loading" aria-busy>
          <Skeleton className="h-10 w-24" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm" data-testid="custom-html-error">
          <p className="text-red-300">{t('loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-start gap-3" data-testid="custom-html-empty">
          <p className="text-sm opacity-80">{t('empty')}</p>
          {newButton}
        </div>
      ) : (
        <>
          <div>{newButton}</div>
          <section aria-labelledby="custom-html-added">
            <h3 id="custom-html-added" className="mb-2 text-sm font-semibold">
              {t('added')}
            </h3>
            <ul className="flex flex-col gap-2">
              {items.map((item) => (
                <Card
                  key={item.id}
                  item={item}
                  onEdit={() => setDialog({ open: true, id: item.id })}
                  onDelete={() => setDeleting(item)}
                />
              ))}
            </ul>
            {list.hasNextPage && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2"
                disabled={list.isFetchingNextPage}
                onClick={() => list.fetchNextPage()}
              >
                {t('loadMore')}
              </Button>
            )}
          </section>
        </>
      )}
      <CustomHtmlDialog
        tenantId={tenantId}
        open={dialog.open}
        editId={dialog.id}
        onClose={() => setDialog({ open: false, id: null })}
      />
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function Card({ item, onEdit, onDelete }: { item: TCustomHtml; onEdit: () => void; onDelete: () => void }) {
  const t = useTranslations('customHtml');
  const [expanded, setExpanded] = useState(false);
  return (
    <li className="rounded-md border border-white/10 bg-black/20 p-3" data-testid="custom-html-card">
      <div className="flex items-start gap-2">
        <button
          type="button"
          aria-expanded={expanded}
          aria-label={t('expand', { title: item.title })}
          onClick={() => setExpanded((e) => !e)}
          className="min-w-0 flex-1 rounded text-left focus-visible:outline-2 focus-visible:outline-primary"
          data-testid="custom-html-card-toggle"
        >
          <span className="block font-medium break-words" data-testid="custom-html-card-title">
            {expanded ? item.title : truncate(item.title, CUSTOM_HTML_TITLE_TRUNCATE)}
          </span>
          <span className="block text-xs opacity-70" data-testid="custom-html-card-page">
            {t(`pages.${item.page}`)}
          </span>
          {expanded && item.allowed_hosts.length > 0 && (
            <span className="block text-xs break-all opacity-70" data-testid="custom-html-card-hosts">
              {t('allowedHostsList', { hosts: item.allowed_hosts.join(', ') })}
            </span>
          )}
        </button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('edit')}
          onClick={onEdit}
          data-testid="custom-html-edit"
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('delete')}
          onClick={onDelete}
          data-testid="custom-html-delete"
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </div>
    </li>
  );
}

function DeleteDialog({ item, onClose }: { item: TCustomHtml | null; onClose: () => void }) {
  const t = useTranslations('customHtml');
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => customHtmlApi.remove(id),
    onSuccess: async () => {
      toast.success(t('deleted'));
      await qc.invalidateQueries({ queryKey: customHtmlKeys.list() });
      onClose();
    },
    onError: () => toast.error(t('deleteFailed')),
  });
  return (
    <Dialog open={!!item} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="custom-html-delete-dialog">
        <DialogHeader>
          <DialogTitle>{t('deleteTitle')}</DialogTitle>
          <DialogDescription>{t('deleteBody', { title: item?.title ?? '' })}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} data-testid="custom-html-delete-no">
            {t('deleteNo')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => item && remove.mutate(item.id)}
            data-testid="custom-html-delete-yes"
          >
            {t('deleteYes')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
