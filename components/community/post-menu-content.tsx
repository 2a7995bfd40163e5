'use client';

import { useEffect, useRef, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { preloadConfirmDelete } from './confirm-delete';
import type { PostMenuProps } from './post-menu';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-white/10';

/**
 * The post's "⋮" menu (Radix dropdown, the same look and test ids as components/ui/edit-remove-menu),
 * loaded by ./post-menu on its first opening and mounted open. Opened from the keyboard, the focus goes
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
  // the remove dialog is the likely next step
  useEffect(preloadConfirmDelete, []);
  // Opened from the keyboard: the first item, once the portal has rendered it and after Radix's own
  // focus on mount (the content, what a pointer opening gets).
  const focusFirst = (item: HTMLDivElement | null) => {
    if (!item || firstFocused.current) return;
    firstFocused.current = true;
    requestAnimationFrame(() => item.focus());
  };
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        aria-label={label}
        data-testid="post-menu"
        className="rounded p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <MoreVertical aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-[60] min-w-36 rounded-md border border-white/10 bg-surface-2 p-1 text-sm text-[var(--color-on-surface)] shadow-xl"
        >
          <DropdownMenu.Item ref={focusFirst} data-testid="post-edit" onSelect={onEdit} className={ITEM}>
            <Pencil aria-hidden className="h-4 w-4" />
            {editLabel}
          </DropdownMenu.Item>
          <DropdownMenu.Item data-testid="post-delete" onSelect={onRemove} className={`${ITEM} text-red-300`}>
            <Trash2 aria-hidden className="h-4 w-4" />
            {removeLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
