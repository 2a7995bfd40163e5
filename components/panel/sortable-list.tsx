'use client';

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { GripVertical } from 'lucide-react';
import { cn } from '@/lib/client/cn';

// The one drag-and-drop list of the edit panels (banners, carousels and their items, communities, header
// links, quiz questions): pointer (after 4 px) or keyboard (Space, arrows, Space), a drag handle per row
// and screen-reader announcements in the page's language (docs/decisions.md 200).

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** the item's name in the screen-reader announcements */
  getLabel: (item: T) => string;
  /** the whole list in its new order, after a drop that moved an item */
  onReorder: (next: T[]) => void;
  /** one row each: usually a <SortableRow>, or any <li> (e.g. a row being edited in place) */
  renderItem: (item: T, index: number) => ReactNode;
  as?: 'ul' | 'ol';
  className?: string;
  'data-testid'?: string;
}

export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  as: List = 'ul',
  className,
  'data-testid': testId,
}: SortableListProps<T>) {
  const t = useTranslations('panel.sortable');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const total = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const item = (id: UniqueIdentifier) => {
    const i = ids.indexOf(String(id));
    return i < 0 ? String(id) : getLabel(items[i]!);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { item: item(active.id), position: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('moved', { item: item(active.id), position: position(over.id), total })
        : t('outside', { item: item(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dropped', { item: item(active.id), position: position(over.id), total })
        : t('cancelled', { item: item(active.id) }),
    onDragCancel: ({ active }) => t('cancelled', { item: item(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List className={className} data-testid={testId}>
          {items.map((it, i) => renderItem(it, i))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

/** `order` renumbered from 1 in list order (the lists whose cached rows carry their position). */
export function renumbered<T extends { order: number }>(items: T[]): T[] {
  return items.map((it, i) => ({ ...it, order: i + 1 }));
}

export type SortableRowProps = Omit<ComponentPropsWithoutRef<'li'>, 'id'> & {
  id: string;
  /** the handle's accessible name */
  handleLabel: string;
  handleTestId: string;
  children: ReactNode;
};

/** A row of a SortableList: the <li> that moves, its grip handle first, then the row's content. */
export function SortableRow({
  id,
  handleLabel,
  handleTestId,
  className,
  style,
  children,
  ...li
}: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ ...style, transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-md border border-white/10 bg-surface-2 p-2',
        className,
        isDragging && 'z-10 opacity-80 shadow-lg',
      )}
      {...li}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        aria-label={handleLabel}
        data-testid={handleTestId}
        className="cursor-grab touch-none rounded p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      {children}
    </li>
  );
}
