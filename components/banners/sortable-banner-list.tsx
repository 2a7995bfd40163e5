'use client';

import { EditRemoveMenu } from '@/components/ui/edit-remove-menu';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useSortableReorder } from '@/components/ui/use-sortable-reorder';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { GripVertical } from 'lucide-react';
import { truncateTitle, type TBanner } from '@/lib/banners/schemas';

interface SortableBannerListProps {
  banners: TBanner[];
  onReorder: (next: TBanner[]) => void;
  onEdit: (b: TBanner) => void;
  onRemove: (b: TBanner) => void;
}

/** The Ordering list: drag (pointer or keyboard) to reorder; each row has an Edit/Remove menu. */
export function SortableBannerList({ banners, onReorder, onEdit, onRemove }: SortableBannerListProps) {
  const { sensors, onDragEnd } = useSortableReorder(banners, onReorder);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={banners.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2" data-testid="banner-list">
          {banners.map((b) => (
            <Row key={b.id} banner={b} onEdit={onEdit} onRemove={onRemove} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function Row({
  banner,
  onEdit,
  onRemove,
}: {
  banner: TBanner;
  onEdit: (b: TBanner) => void;
  onRemove: (b: TBanner) => void;
}) {
  const t = useTranslations('banners');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: banner.id });
  const thumb = banner.url_image ?? banner.url_image_vertical;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="banner-row"
      data-banner-id={banner.id}
      className={`flex items-center gap-2 rounded-md border border-white/10 bg-surface-2 p-2 ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        aria-label={t('dragHandle')}
        data-testid="banner-drag"
        className="cursor-grab touch-none rounded p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      <div className="h-9 w-16 shrink-0 overflow-hidden rounded bg-black/40">
        {thumb && (
          // eslint-disable-next-line @next/next/no-img-element -- tenant upload of unknown size
          <img src={thumb} alt="" className="h-full w-full object-cover" />
        )}
      </div>
      <span className="flex-1 truncate text-sm" data-testid="banner-row-title" title={banner.title}>
        {banner.title ? truncateTitle(banner.title) : t('untitled')}
      </span>
      <EditRemoveMenu
        menuLabel={t('menu')}
        editLabel={t('edit')}
        removeLabel={t('remove')}
        onEdit={() => onEdit(banner)}
        onRemove={() => onRemove(banner)}
        testIds={{ menu: 'banner-menu', edit: 'banner-menu-edit', remove: 'banner-menu-remove' }}
      />
    </li>
  );
}
