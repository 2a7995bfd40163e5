'use client';

import { KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * Sensors (pointer after 4px, or keyboard) and the drop handler of an ordered panel list: moves the
 * dragged item and renumbers `order` from 1, then hands the new list to `onReorder`.
 */
export function useSortableReorder<T extends { id: string; order: number }>(
  items: T[],
  onReorder: (next: T[]) => void,
) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to).map((item, i) => ({ ...item, order: i + 1 })));
  };
  return { sensors, onDragEnd };
}
