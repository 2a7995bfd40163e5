'use client';

import { lazy, Suspense, useState } from 'react';

export interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  onConfirm: () => void | Promise<void>;
}

// The dialog (Radix dialog) is downloaded when it is first opened (or earlier, from
// `preloadConfirmDelete`), with its own <Suspense> (decisions 230, 243).
const loadDialog = () => import('./confirm-delete-dialog');
const ConfirmDeleteDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDeleteDialog })));

/** Starts the dialog's download early (the post's menu opened). */
export const preloadConfirmDelete = () => {
  void loadDialog().catch(() => undefined);
};

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
