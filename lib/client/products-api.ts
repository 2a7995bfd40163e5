'use client';

import { PRODUCTS_PER_PAGE_MAX, productsPath, type TSelectableProduct } from '@/lib/products/paths';
import { apiFetch } from './fetcher';

// The product pickers (communities, gamification) offer every active product: GET
// /api/auth/admin/products/get answers a page at a time (decision 150), so read pages until a short one.
const MAX_PAGES = 50;

export async function fetchSelectableProducts(): Promise<TSelectableProduct[]> {
  const all: TSelectableProduct[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const batch = await apiFetch<TSelectableProduct[]>(productsPath(page, PRODUCTS_PER_PAGE_MAX));
    all.push(...batch);
    if (batch.length < PRODUCTS_PER_PAGE_MAX) break;
  }
  return all;
}
