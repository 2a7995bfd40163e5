'use client';

import type { Ref } from 'react';
import { DropdownMenu } from 'radix-ui';
import { MoreVertical, Pencil, Trash2 } from 'lucide-react';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-white/10';

/**
 * The per-row "⋮" menu with Editar and Remover used by the panel lists (banners, communities, levels).
 * Labels come translated from the caller; test ids are `${testIdPrefix}-menu`, `-edit` and `-remove`
 * unless given one by one. `open`/`onOpenChange` control it (a menu loaded on its first opening mounts
 * open); `editRef` reaches the first item (to focus it after a keyboard opening).
 */
export function EditRemoveMenu({
  menuLabel,
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
  testIds,
  open,
  onOpenChange,
  editRef,
}: {
  menuLabel: string;
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
  testIds: { menu: string; edit: string; remove: string };
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  editRef?: Ref<HTMLDivElement>;
}) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        aria-label={menuLabel}
        data-testid={testIds.menu}
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
          <DropdownMenu.Item ref={editRef} data-testid={testIds.edit} onSelect={onEdit} className={ITEM}>
            <Pencil aria-hidden className="h-4 w-4" />
            {editLabel}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            data-testid={testIds.remove}
            onSelect={onRemove}
            className={`${ITEM} text-red-300`}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {removeLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
