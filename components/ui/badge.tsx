import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';

const TONES = {
  primary: 'bg-primary text-primary-text',
  muted: 'bg-white/10 text-white/80',
  danger: 'bg-red-600 text-white',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof TONES;
}

export function Badge({ tone = 'primary', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 whitespace-nowrap',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
