import type { HTMLAttributes } from 'react';
import { cnLite as cn } from '@/lib/client/cn-lite';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-white/10', className)} {...props} />;
}
