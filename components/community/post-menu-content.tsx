'use client';

import { useRef, useState } from 'react';
import { EditRemoveMenu } from '@/components/ui/edit-remove-menu';
import type { PostMenuProps } from './post-menu';

/**
 * The post's "⋮" menu (the kit's EditRemoveMenu with the post's test ids),
 * loaded by ./post-menu on its first opening and mounted open (in ./post-author.ts' chunk, with the
 * removal's dialog, decision 381). Opened from the keyboard, the focus goes
 * to the first item, as Radix's trigger does; on closing, Radix gives it back to this trigger.
 */
export function PostMenuContent({
  label,
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
  viaKeyboard,
}: PostMenuProps & { viaKeyboard: boolean }) {
  const [open, setOpen] = useState(true);
  const firstFocused = useRef(!viaKeyboard);
  // Opened from the keyboard: the first item, once the portal has rendered it and after Radix's own
  // focus on mount (the content, what a pointer opening gets).
  const focusFirst = (item: HTMLDivElement | null) => {
    if (!item || firstFocused.current) return;
    firstFocused.current = true;
    requestAnimationFrame(() => item.focus());
  };
  return (
    <EditRemoveMenu
      menuLabel={label}
      editLabel={editLabel}
      removeLabel={removeLabel}
      onEdit={onEdit}
      onRemove={onRemove}
      testIds={{ menu: 'post-menu', edit: 'post-edit', remove: 'post-delete' }}
      open={open}
      onOpenChange={setOpen}
      editRef={focusFirst}
    />
  );
}
