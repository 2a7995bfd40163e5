'use client';

import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/client/cn';

// A centred modal on Radix Dialog: focus trap, Escape and outside click close it, focus returns to
// the trigger. Sheet (./sheet.tsx) is the same primitive sliding from a side.

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;
export const DialogPortal = RadixDialog.Portal;

export const DialogOverlay = forwardRef<
  ElementRef<typeof RadixDialog.Overlay>,
  ComponentPropsWithoutRef<typeof RadixDialog.Overlay>
>(function DialogOverlay({ className, ...props }, ref) {
  return (
    <RadixDialog.Overlay
      ref={ref}
      className={cn(
        'fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[praca-fade-in_150ms_ease-out]',
        className,
      )}
      {...props}
    />
  );
});

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** hide the corner close button (the content then provides its own way out) */
  hideClose?: boolean;
}

export const DialogContent = forwardRef<ElementRef<typeof RadixDialog.Content>, DialogContentProps>(
  function DialogContent({ className, children, hideClose, ...props }, ref) {
    const t = useTranslations('common');
    return (
      <DialogPortal>
        <DialogOverlay />
        <RadixDialog.Content
          ref={ref}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'rounded-lg border border-white/10 bg-surface-2 p-6 text-[var(--color-on-surface)] shadow-xl outline-none',
            'data-[state=open]:animate-[praca-fade-in_150ms_ease-out]',
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

export function CloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <RadixDialog.Close
      aria-label={label}
      className={cn(
        'absolute top-4 right-4 rounded-md p-1 opacity-80 transition hover:bg-white/10 hover:opacity-100',
        'focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
    >
      <X aria-hidden className="h-5 w-5" />
    </RadixDialog.Close>
  );
}

export function DialogHeader({ className, ...props }: { className?: string; children?: ReactNode }) {
  return <div className={cn('mb-4 flex flex-col gap-1 pr-8', className)} {...props} />;
}

export const DialogTitle = forwardRef<
  ElementRef<typeof RadixDialog.Title>,
  ComponentPropsWithoutRef<typeof RadixDialog.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return <RadixDialog.Title ref={ref} className={cn('text-lg font-semibold', className)} {...props} />;
});

export const DialogDescription = forwardRef<
  ElementRef<typeof RadixDialog.Description>,
  ComponentPropsWithoutRef<typeof RadixDialog.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <RadixDialog.Description ref={ref} className={cn('text-sm opacity-80', className)} {...props} />;
});
