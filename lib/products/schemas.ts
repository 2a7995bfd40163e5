import { z } from 'zod';
import { PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE_MAX } from './paths';

// Products as every selection sees them (SPEC.md sections 3 "Product (selectable)", 7). Client-importable:
// the pickers and the handler share the page size and the answer shape.

export { PRODUCTS_PER_PAGE, PRODUCTS_PER_PAGE_MAX, productsPath, type TSelectableProduct } from './paths';

export const ZProductsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PRODUCTS_PER_PAGE_MAX).default(PRODUCTS_PER_PAGE),
});
export type TProductsQuery = z.infer<typeof ZProductsQuery>;
