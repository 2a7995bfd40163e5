'use client';

import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/client/lazy-part';

export interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  onConfirm: () => void | Promise<void>;
}

// The dialog (Radix dialog) is downloaded when it is first opened (or earlier, from
// `preloadConfirmDelete`), with its own <Suspense> (decisions 230, 243).
const dialog = lazyPart(() => import('./confirm-delete-dialog'), 'ConfirmDeleteDialog');
const ConfirmDeleteDialog = dialog.Part;

/** Starts the dialog's download early (the post's menu opened). */
export const preloadConfirmDelete = dialog.preload;

/** "Do you really want to delete this?" before removing a post or a comment: rendered from its first opening on. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog {...props} />
    </Suspense>
  );
}
