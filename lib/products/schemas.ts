import { z } from 'zod';

// Products as every selection sees them (SPEC.md sections 3 "Product (selectable)", 7). Client-importable:
// the pickers and the handler share the page size and the answer shape.

/** A product a selection may offer (active products only are listed). */
export interface TSelectableProduct {
  id: string;
  title: string;
  status: 'active' | 'inactive';
}

/** GET /api/auth/admin/products/get pages: 100 by default, at most 200 per page (decision 150). */
export const PRODUCTS_PER_PAGE = 100;
export const PRODUCTS_PER_PAGE_MAX = 200;

export const ZProductsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PRODUCTS_PER_PAGE_MAX).default(PRODUCTS_PER_PAGE),
});
export type TProductsQuery = z.infer<typeof ZProductsQuery>;

export const productsPath = (page: number, perPage: number) =>
  `/api/auth/admin/products/get?page=${page}&per_page=${perPage}`;
