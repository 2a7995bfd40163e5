'use client';

import { useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * A destructive confirmation that needs a word typed exactly (EXCLUIR in pt-BR, SPEC 4 and 5): the
 * confirm button stays disabled until it matches. Texts come translated from the caller; test ids are
 * `${testIdPrefix}-dialog`, `-word` and `-confirm`.
 */
export function ConfirmWordDialog({
  open,
  word,
  title,
  description,
  wordLabel,
  cancelLabel,
  confirmLabel,
  pending,
  testIdPrefix,
  onConfirm,
  onClose,
}: {
  open: boolean;
  word: string;
  title: ReactNode;
  description: ReactNode;
  wordLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  pending: boolean;
  testIdPrefix: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  // Every opening starts empty, whether the dialog closed by cancel, by success or from outside
  // (state adjusted during render when the prop changes, as React recommends over an effect).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setTyped('');
  }
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid={`${testIdPrefix}-dialog`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (typed === word && !pending) onConfirm();
          }}
        >
          <TextField
            id={`${testIdPrefix}-word`}
            testId={`${testIdPrefix}-word`}
            label={wordLabel}
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={typed !== word || pending}
              data-testid={`${testIdPrefix}-confirm`}
            >
              {pending && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
