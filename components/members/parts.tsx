'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { fetchSelectableProducts } from '@/lib/client/products-api';
import { membersKeys } from '@/lib/client/members-keys';

// Shared bits of the 'Alunos' panel.

export const INPUT =
  'h-10 w-full rounded-md border border-white/20 bg-black/30 px-3 text-sm text-inherit focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary';

/** The school's active products, for the filters and pickers. */
export function useProducts() {
  return useQuery({
    queryKey: [...membersKeys.all, 'products'],
    queryFn: fetchSelectableProducts,
    select: (list) => list.filter((p) => p.status === 'active'),
  });
}

/** A date as the member's locale writes it (day, month, year). */
export function useFormatDate() {
  const locale = useLocale();
  const f = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return (iso: string) => f.format(new Date(iso));
}
