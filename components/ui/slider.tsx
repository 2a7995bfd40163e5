'use client';

import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import { cn } from '@/lib/client/cn';

/** A one-thumb range on Radix Slider (keyboard: arrows step, Page Up/Down by 10, Home/End). */
export const Slider = forwardRef<
  ElementRef<typeof RadixSlider.Root>,
  ComponentPropsWithoutRef<typeof RadixSlider.Root> & { thumbLabel?: string; thumbTestId?: string }
>(function Slider({ className, thumbLabel, thumbTestId, ...props }, ref) {
  return (
    <RadixSlider.Root
      ref={ref}
      className={cn('relative flex h-5 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <RadixSlider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-white/20">
        <RadixSlider.Range className="absolute h-full bg-primary" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={thumbLabel}
        data-testid={thumbTestId}
        className="block h-5 w-5 rounded-full border-2 border-primary bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      />
    </RadixSlider.Root>
  );
});
