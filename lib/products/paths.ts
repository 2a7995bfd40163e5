// Zod-free pieces of lib/products/schemas.ts for lib/client/products-api.ts, which the gamification
// client (celebration host, ranking) pulls into student pages (decision 231).

/** A product a selection may offer (active products only are listed). */
export interface TSelectableProduct {
  id: string;
  title: string;
  status: 'active' | 'inactive';
}

/** GET /api/auth/admin/products/get pages: 100 by default, at most 200 per page (decision 150). */
export const PRODUCTS_PER_PAGE = 100;
export const PRODUCTS_PER_PAGE_MAX = 200;

export const productsPath = (page: number, perPage: number) =>
  `/api/auth/admin/products/get?page=${page}&per_page=${perPage}`;
