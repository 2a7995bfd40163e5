'use client';

import { Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { MoreVertical } from '@/components/icons/more-vertical';
import { lazyPart } from '@/lib/client/lazy-part';

export interface PostMenuProps {
  label: string;
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
  /** hovered or focused: what the menu's items open may start loading too */
  onIntent?: () => void;
}

// The Radix dropdown (menu, popper, roving focus: about 26 kB gz) is downloaded when the menu is first
// opened, or earlier when its button is hovered or focused, with its own <Suspense> (decision 243), in
// one chunk with the post's edit form and removal (./post-author.ts, decision 381).
const { Part: PostMenuContent, preload: preloadMenu } = lazyPart(
  () => import('./post-author'),
  'PostMenuContent',
);

const BUTTON = 'rounded p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary';

/**
 * The author's Editar / Remover menu on a post. Until its first opening it is a plain button looking like
 * the menu's trigger; the first press (click, Enter, Space or ArrowDown) loads the menu and mounts it open.
 * While the chunk loads, the button stays in place (the Suspense fallback).
 */
export function PostMenu(props: PostMenuProps) {
  const [opened, setOpened] = useState<null | { viaKeyboard: boolean }>(null);
  const intent = () => {
    preloadMenu();
    props.onIntent?.();
  };
  const button = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-testid="post-menu"
      className={BUTTON}
      onPointerEnter={intent}
      onFocus={intent}
      // a click from the keyboard (Enter, Space) has no pointer details
      onClick={(e: MouseEvent) => setOpened({ viaKeyboard: e.detail === 0 })}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        setOpened({ viaKeyboard: true });
      }}
    >
      <MoreVertical aria-hidden className="h-4 w-4" />
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <PostMenuContent {...props} viaKeyboard={opened.viaKeyboard} />
    </Suspense>
  );
}
