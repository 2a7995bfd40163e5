import { Award, Code, FileDown, Link2, Package, type LucideIcon } from 'lucide-react';
import { isApiError } from '@/lib/client/fetcher';
import type { DeliveryType } from '@/lib/gamification/options';

export const DELIVERY_ICONS: Record<DeliveryType, LucideIcon> = {
  file: FileDown,
  link: Link2,
  badge: Award,
  embed: Code,
  product: Package,
};

/** The server's `error` field when it sent one, else its message, else the fallback. */
export function serverError(err: unknown, fallback: string): string {
  if (!isApiError(err) || err.status === 0) return fallback;
  const body = err.body as { error?: unknown } | null;
  if (body && typeof body.error === 'string' && body.error) return body.error;
  return err.message || fallback;
}
