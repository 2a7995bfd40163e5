'use client';

import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/client/lazy-part';

export interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  onConfirm: () => void | Promise<void>;
}

// The dialog (Radix dialog) is downloaded when it is first opened, with its own <Suspense> (decisions
// 230, 243). A post card's removal loads it with the author's other parts instead (./delete-post.tsx).
const { Part: ConfirmDeleteDialog } = lazyPart(
  () => import('./confirm-delete-dialog'),
  'ConfirmDeleteDialog',
);

/** "Do you really want to delete this?" before removing a comment: rendered from its first opening on. */
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
