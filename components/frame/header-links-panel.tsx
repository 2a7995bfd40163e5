'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Loader2, Plus } from 'lucide-react';
import { renumbered, SortableList, SortableRow } from '@/components/panel/sortable-list';
import type { PanelProps } from '@/components/panel/types';
import { Button } from '@/components/ui/button';
import { useOptimisticMutation } from '@/components/ui/use-optimistic-mutation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EditRemoveMenu } from '@/components/ui/edit-remove-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { queryKeys } from '@/lib/client/keys';
import { STALE } from '@/lib/client/stale';
import { frameApi } from '@/lib/frame/api';
import { MAX_HEADER_LINKS } from '@/lib/frame/schemas';
import { displayUrl } from '@/lib/shell/nav';
import type { TShellLink } from '@/lib/shell/schemas';
import { LinkDialog } from './link-dialog';

/**
 * 'Header' (SPEC 2.14): up to three custom links with create, edit, delete and drag-and-drop order. It
 * reads and writes the shell's own links query, so the student header and side menu follow each save.
 */
export default function HeaderLinksPanel({ tenantId }: PanelProps) {
  const t = useTranslations('frame');
  const qc = useQueryClient();
  const key = queryKeys.shell.links(tenantId);
  const list = useQuery({ queryKey: key, queryFn: () => frameApi.links(tenantId), staleTime: STALE.hour });
  const [dialog, setDialog] = useState<{ link: TShellLink | null } | null>(null);
  const [removing, setRemoving] = useState<TShellLink | null>(null);

  const order = useOptimisticMutation({
    queryKey: key,
    mutationFn: (next: TShellLink[]) => frameApi.orderLinks(next.map((l) => l.id)),
    apply: (_current: TShellLink[] | undefined, next) => next,
    onError: () => toast.error(t('header.updateFailed')),
    onSuccess: (saved) => {
      qc.setQueryData(key, saved);
      toast.success(t('header.saved'));
    },
  });

  if (list.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy data-testid="header-links-loading">
        <span className="sr-only">{t('header.loading')}</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (list.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm" data-testid="header-links-error">
        <p className="text-red-300">{t('header.loadFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );

  const links = list.data;
  const full = links.length >= MAX_HEADER_LINKS;
  return (
    <div className="flex flex-col gap-4" data-testid="header-links-panel">
      <div>
        <h3 className="text-sm font-semibold">{t('header.title')}</h3>
        <p className="mt-1 text-xs opacity-70">{t('header.hint')}</p>
      </div>
      {links.length === 0 ? (
        <p
          className="rounded-md border border-dashed border-white/20 p-4 text-center text-sm opacity-80"
          data-testid="header-links-empty"
        >
          {t('header.empty')}
        </p>
      ) : (
        <SortableLinks
          links={links}
          onReorder={(next) => order.mutate(next)}
          onEdit={(link) => setDialog({ link })}
          onRemove={setRemoving}
        />
      )}
      <div>
        <Button
          onClick={() => setDialog({ link: null })}
          disabled={full}
          aria-describedby={full ? 'header-links-full' : undefined}
          data-testid="header-link-create"
        >
          <Plus aria-hidden className="h-4 w-4" />
          {t('header.create')}
        </Button>
        {full && (
          <p id="header-links-full" className="mt-2 text-xs opacity-70" data-testid="header-links-full">
            {t('header.limitReached')}
          </p>
        )}
      </div>
      <LinkDialog
        tenantId={tenantId}
        open={!!dialog}
        link={dialog?.link ?? null}
        onClose={() => setDialog(null)}
      />
      <DeleteLinkDialog tenantId={tenantId} link={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function SortableLinks({
  links,
  onReorder,
  onEdit,
  onRemove,
}: {
  links: TShellLink[];
  onReorder: (next: TShellLink[]) => void;
  onEdit: (l: TShellLink) => void;
  onRemove: (l: TShellLink) => void;
}) {
  const t = useTranslations('frame.header');
  return (
    <SortableList
      items={links}
      getId={(l) => l.id}
      getLabel={(l) => l.link_title}
      onReorder={(next) => onReorder(renumbered(next))}
      className="flex flex-col gap-2"
      data-testid="header-links-list"
      renderItem={(link) => (
        <SortableRow
          key={link.id}
          id={link.id}
          handleLabel={t('dragHandle')}
          handleTestId="header-link-drag"
          data-testid="header-link-row"
          data-link-id={link.id}
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" data-testid="header-link-title">
              {link.link_title}
            </p>
            <p className="truncate text-xs opacity-70" data-testid="header-link-url">
              {displayUrl(link.link_url)}
            </p>
          </div>
          <EditRemoveMenu
            menuLabel={t('menu')}
            editLabel={t('edit')}
            removeLabel={t('remove')}
            onEdit={() => onEdit(link)}
            onRemove={() => onRemove(link)}
            testIds={{ menu: 'header-link-menu', edit: 'header-link-edit', remove: 'header-link-remove' }}
          />
        </SortableRow>
      )}
    />
  );
}

function DeleteLinkDialog({
  tenantId,
  link,
  onClose,
}: {
  tenantId: string;
  link: TShellLink | null;
  onClose: () => void;
}) {
  const t = useTranslations('frame');
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => frameApi.deleteLink(tenantId, id),
    onSuccess: async () => {
      toast.success(t('header.deleted'));
      await qc.invalidateQueries({ queryKey: queryKeys.shell.links(tenantId) });
      onClose();
    },
    onError: (err) => toast.error(t('header.updateFailed'), { description: err.message || undefined }),
  });
  return (
    <Dialog open={!!link} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="header-link-delete-dialog">
        <DialogHeader>
          <DialogTitle>{t('header.deleteTitle')}</DialogTitle>
          <DialogDescription>{t('header.deleteBody', { title: link?.link_title ?? '' })}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => link && remove.mutate(link.id)}
            data-testid="header-link-delete-confirm"
          >
            {remove.isPending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
            {t('header.deleteConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
