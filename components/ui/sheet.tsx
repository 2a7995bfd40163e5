'use client';

import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/client/cn';
import { CloseButton, DialogOverlay, DialogPortal } from './dialog';

// A drawer on Radix Dialog that slides in from a side (the side menu, the edit-mode panel).

export const Sheet = RadixDialog.Root;
export const SheetTrigger = RadixDialog.Trigger;
export const SheetClose = RadixDialog.Close;
export const SheetTitle = RadixDialog.Title;
export const SheetDescription = RadixDialog.Description;

const SIDES = {
  right: 'inset-y-0 right-0 h-full border-l data-[state=open]:animate-[praca-slide-in-right_200ms_ease-out]',
  left: 'inset-y-0 left-0 h-full border-r data-[state=open]:animate-[praca-slide-in-left_200ms_ease-out]',
} as const;

export interface SheetContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  side?: keyof typeof SIDES;
  hideClose?: boolean;
  /** the page behind stays visible and usable-looking (no dark overlay) */
  noOverlay?: boolean;
}

export const SheetContent = forwardRef<ElementRef<typeof RadixDialog.Content>, SheetContentProps>(
  function SheetContent({ side = 'right', className, children, hideClose, noOverlay, ...props }, ref) {
    const t = useTranslations('common');
    return (
      <DialogPortal>
        {!noOverlay && <DialogOverlay />}
        <RadixDialog.Content
          ref={ref}
          className={cn(
            'fixed z-50 flex w-[85vw] max-w-sm flex-col border-white/10 bg-surface-2 text-[var(--color-on-surface)] shadow-2xl outline-none',
            SIDES[side],
            className,
          )}
          {...props}
        >
          {children}
          {!hideClose && <CloseButton label={t('close')} />}
        </RadixDialog.Content>
      </DialogPortal>
    );
  },
);
