'use client';

import { EditRemoveMenu } from '@/components/ui/edit-remove-menu';
import { renumbered, SortableList, SortableRow } from '@/components/panel/sortable-list';
import { useTranslations } from 'next-intl';
import { truncateTitle, type TBanner } from '@/lib/banners/schemas';

interface SortableBannerListProps {
  banners: TBanner[];
  onReorder: (next: TBanner[]) => void;
  onEdit: (b: TBanner) => void;
  onRemove: (b: TBanner) => void;
}

/** The Ordering list: drag (pointer or keyboard) to reorder; each row has an Edit/Remove menu. */
export function SortableBannerList({ banners, onReorder, onEdit, onRemove }: SortableBannerListProps) {
  const t = useTranslations('banners');
  const title = (b: TBanner) => (b.title ? truncateTitle(b.title) : t('untitled'));
  return (
    <SortableList
      items={banners}
      getId={(b) => b.id}
      getLabel={title}
      onReorder={(next) => onReorder(renumbered(next))}
      className="flex flex-col gap-2"
      data-testid="banner-list"
      renderItem={(banner) => {
        const thumb = banner.url_image ?? banner.url_image_vertical;
        return (
          <SortableRow
            key={banner.id}
            id={banner.id}
            handleLabel={t('dragHandle')}
            handleTestId="banner-drag"
            data-testid="banner-row"
            data-banner-id={banner.id}
          >
            <div className="h-9 w-16 shrink-0 overflow-hidden rounded bg-black/40">
              {thumb && (
                // eslint-disable-next-line @next/next/no-img-element -- tenant upload of unknown size
                <img src={thumb} alt="" className="h-full w-full object-cover" />
              )}
            </div>
            <span className="flex-1 truncate text-sm" data-testid="banner-row-title" title={banner.title}>
              {title(banner)}
            </span>
            <EditRemoveMenu
              menuLabel={t('menu')}
              editLabel={t('edit')}
              removeLabel={t('remove')}
              onEdit={() => onEdit(banner)}
              onRemove={() => onRemove(banner)}
              testIds={{ menu: 'banner-menu', edit: 'banner-menu-edit', remove: 'banner-menu-remove' }}
            />
          </SortableRow>
        );
      }}
    />
  );
}
