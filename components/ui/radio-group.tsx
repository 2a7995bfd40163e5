'use client';

import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { cn } from '@/lib/client/cn';

export const RadioGroup = forwardRef<
  ElementRef<typeof RadixRadioGroup.Root>,
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>
>(function RadioGroup({ className, ...props }, ref) {
  return <RadixRadioGroup.Root ref={ref} className={cn('grid gap-2', className)} {...props} />;
});

export const RadioGroupItem = forwardRef<
  ElementRef<typeof RadixRadioGroup.Item>,
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Item>
>(function RadioGroupItem({ className, ...props }, ref) {
  return (
    <RadixRadioGroup.Item
      ref={ref}
      className={cn(
        'flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-white/40',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadixRadioGroup.Indicator className="block h-2.5 w-2.5 rounded-full bg-primary" />
    </RadixRadioGroup.Item>
  );
});
