'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Accordion, DropdownMenu } from 'radix-ui';
import { ChevronDown, MoreVertical } from 'lucide-react';
import { SortableList, SortableRow } from '@/components/panel/sortable-list';
import { Badge } from '@/components/ui/badge';
import { useOptimisticMutation } from '@/components/ui/use-optimistic-mutation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/client/cn';
import { isApiError } from '@/lib/client/fetcher';
import { showcaseApi } from '@/lib/client/showcase-api';
import { showcaseKeys } from '@/lib/client/showcase-keys';
import type { TCarousel } from '@/lib/showcase/schemas';

// The accordion of carousels: menu (Editar, Publicar/Despublicar, Excluir), items reorderable inside,
// and in 'Ordenar vitrine' mode the carousels themselves, saved at once (skeleton while saving).

const truncate = (s: string, n = 30) => (s.length > n ? `${s.slice(0, n)}…` : s);

export function CarouselList({
  tenantId,
  carousels,
  ordering,
  onEdit,
  onChanged,
}: {
  tenantId: string;
  carousels: TCarousel[];
  ordering: boolean;
  onEdit: (id: string) => void;
  onChanged: () => void;
}) {
  const t = useTranslations('showcase');
  const qc = useQueryClient();
  const key = showcaseKeys.carousels(tenantId);
  const [removing, setRemoving] = useState<TCarousel | null>(null);

  const order = useOptimisticMutation({
    queryKey: key,
    mutationFn: (ids: string[]) => showcaseApi.order(tenantId, ids),
    apply: (current: TCarousel[] | undefined, ids) =>
      current && ids.map((id, i) => ({ ...current.find((c) => c.id === id)!, order: i + 1 })),
    onError: () => toast.error(t('orderError')),
    onSuccess: (res) => {
      toast.success(res[0].message);
      onChanged();
    },
  });

  const publish = useMutation({
    mutationFn: (id: string) => showcaseApi.publish(tenantId, id),
    onSuccess: (res, id) => {
      qc.setQueryData<TCarousel[]>(key, (list) =>
        list?.map((c) => (c.id === id ? { ...c, published: res.published } : c)),
      );
      toast.success(res.message);
      onChanged();
    },
    onError: (e) => toast.error(isApiError(e) && e.message ? e.message : t('statusError')),
  });

  const remove = useMutation({
    mutationFn: (id: string) => showcaseApi.remove(tenantId, id),
    onSuccess: () => {
      toast.success(t('deleted'));
      setRemoving(null);
      void qc.invalidateQueries({ queryKey: key });
      onChanged();
    },
    onError: () => toast.error(t('deleteError')),
  });

  if (order.isPending)
    return (
      <div className="flex flex-col gap-2" data-testid="showcase-saving-order">
        {carousels.map((c) => (
          <Skeleton key={c.id} className="h-14 w-full" />
        ))}
      </div>
    );

  return (
    <>
      {ordering ? (
        <SortableList
          items={carousels}
          getId={(c) => c.id}
          getLabel={(c) => c.title}
          onReorder={(next) => order.mutate(next.map((c) => c.id))}
          className="flex flex-col gap-2"
          data-testid="showcase-order-list"
          renderItem={(c) => (
            <SortableRow
              key={c.id}
              id={c.id}
              handleLabel={t('panel.dragHandle')}
              handleTestId="showcase-order-item-handle"
              data-testid="showcase-order-item"
              className="px-3 py-3"
            >
              <span className="truncate text-sm font-medium" title={c.title}>
                {truncate(c.title)}
              </span>
            </SortableRow>
          )}
        />
      ) : (
        <Accordion.Root type="multiple" className="flex flex-col gap-2" data-testid="showcase-carousels">
          {carousels.map((c) => (
            <Accordion.Item
              key={c.id}
              value={c.id}
              data-testid="showcase-carousel-row"
              data-title={c.title}
              data-published={c.published}
              className="rounded-md border border-white/10"
            >
              <div className="flex items-center gap-1 pr-1">
                <Accordion.Trigger className="group flex flex-1 items-center gap-2 px-3 py-3 text-left text-sm font-medium">
                  <ChevronDown
                    aria-hidden
                    className="h-4 w-4 shrink-0 transition group-data-[state=open]:rotate-180"
                  />
                  <span className="truncate" title={c.title}>
                    {truncate(c.title)}
                  </span>
                  {c.published === 0 && (
                    <Badge tone="muted" data-testid="showcase-unpublished">
                      {t('panel.unpublishedBadge')}
                    </Badge>
                  )}
                  <span className="ml-auto shrink-0 text-xs opacity-60">
                    {t('panel.items', { count: c.carousel_item.length })}
                  </span>
                </Accordion.Trigger>
                <RowMenu
                  carousel={c}
                  onEdit={() => onEdit(c.id)}
                  onPublish={() => publish.mutate(c.id)}
                  onDelete={() => setRemoving(c)}
                />
              </div>
              <Accordion.Content className="border-t border-white/10 px-3 py-2">
                <ItemList tenantId={tenantId} carousel={c} onChanged={onChanged} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
      <Dialog open={!!removing} onOpenChange={(o) => !o && setRemoving(null)}>
        <DialogContent data-testid="showcase-delete-dialog">
          <DialogHeader>
            <DialogTitle>{t('panel.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('confirmDelete')}</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('panel.cancel')}
            </Button>
            <Button
              variant="danger"
              data-testid="showcase-delete-confirm"
              disabled={remove.isPending}
              onClick={() => removing && remove.mutate(removing.id)}
            >
              {t('panel.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

function RowMenu({
  carousel,
  onEdit,
  onPublish,
  onDelete,
}: {
  carousel: TCarousel;
  onEdit: () => void;
  onPublish: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('showcase.panel');
  const item = 'cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-white/10';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={t('menu')}
          data-testid="showcase-carousel-menu"
          className="rounded-md p-2 hover:bg-white/10"
        >
          <MoreVertical aria-hidden className="h-4 w-4" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          className="z-[60] min-w-40 rounded-md border border-white/10 bg-surface-2 p-1 shadow-lg"
        >
          <DropdownMenu.Item className={item} data-testid="showcase-menu-edit" onSelect={onEdit}>
            {t('edit')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} data-testid="showcase-menu-publish" onSelect={onPublish}>
            {carousel.published ? t('unpublish') : t('publish')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={cn(item, 'text-red-400')}
            data-testid="showcase-menu-delete"
            onSelect={onDelete}
          >
            {t('delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ItemList({
  tenantId,
  carousel,
  onChanged,
}: {
  tenantId: string;
  carousel: TCarousel;
  onChanged: () => void;
}) {
  const t = useTranslations('showcase');
  const key = showcaseKeys.carousels(tenantId);
  const items = carousel.carousel_item;
  const save = useOptimisticMutation({
    queryKey: key,
    mutationFn: (ids: string[]) => showcaseApi.orderItems(tenantId, carousel.id, ids),
    apply: (list: TCarousel[] | undefined, ids) =>
      list?.map((c) =>
        c.id === carousel.id
          ? {
              ...c,
              carousel_item: ids.map((id, i) => ({
                ...items.find((x) => x.carouselItemId === id)!,
                order: i + 1,
              })),
            }
          : c,
      ),
    onError: () => toast.error(t('orderError')),
    onSuccess: (res) => {
      toast.success(res.message);
      onChanged();
    },
  });
  if (!items.length) return <p className="py-2 text-sm opacity-70">{t('panel.noItems')}</p>;
  return (
    <SortableList
      items={items}
      getId={(i) => i.carouselItemId}
      getLabel={(i) => i.title}
      onReorder={(next) => save.mutate(next.map((i) => i.carouselItemId))}
      className="flex flex-col gap-1"
      data-testid="showcase-item-list"
      renderItem={(i) => (
        <SortableRow
          key={i.carouselItemId}
          id={i.carouselItemId}
          handleLabel={t('panel.dragHandle')}
          handleTestId="showcase-item-handle"
          data-testid="showcase-item"
          className="px-2 py-1.5"
        >
          <span className="truncate text-sm" title={i.title}>
            {i.title}
          </span>
        </SortableRow>
      )}
    />
  );
}
