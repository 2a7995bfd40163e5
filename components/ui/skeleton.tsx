import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={clsx('animate-pulse rounded-md bg-white/10', className)} {...props} />;
}
