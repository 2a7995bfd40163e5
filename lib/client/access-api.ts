'use client';

import type { QueryClient } from '@tanstack/react-query';
import type {
  TAdminProduct,
  TDelivery,
  TIntegration,
  TIntegrationSource,
  TProductPatch,
  TProductWrite,
} from '@/lib/access/schemas';
import { apiFetch } from './fetcher';

// The 'Produtos' and 'Integrações' panels' calls and query keys (issue 47).

export const accessKeys = {
  products: (tenantId: string) => ['access', 'products', tenantId] as const,
  courses: (tenantId: string) => ['access', 'courses', tenantId] as const,
  integrations: (tenantId: string) => ['access', 'integrations', tenantId] as const,
  deliveries: (tenantId: string) => ['access', 'deliveries', tenantId] as const,
};

const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

export const accessApi = {
  products: () => data(apiFetch<{ data: TAdminProduct[] }>('/api/auth/admin/catalog/products')),
  courses: (tenantId: string) =>
    data(apiFetch<{ data: { id: string; title: string }[] }>(`/api/auth/cursos/index/${tenantId}`)),
  createProduct: (body: TProductWrite) =>
    data(apiFetch<{ data: TAdminProduct }>('/api/auth/admin/catalog/products', { method: 'POST', body })),
  updateProduct: (id: string, body: TProductPatch) =>
    data(
      apiFetch<{ data: TAdminProduct }>(`/api/auth/admin/catalog/products/${id}`, { method: 'PATCH', body }),
    ),
  integrations: () => data(apiFetch<{ data: TIntegration[] }>('/api/auth/admin/integrations')),
  setup: (source: TIntegrationSource, secret: string | undefined) =>
    data(
      apiFetch<{ data: { url: string; secret: string | null } }>(`/api/auth/admin/integrations/${source}`, {
        method: 'PUT',
        body: secret ? { secret } : {},
      }),
    ),
  addMapping: (source: TIntegrationSource, body: { external_id: string; product_id: string }) =>
    data(
      apiFetch<{ data: { id: string } }>(`/api/auth/admin/integrations/${source}/products`, {
        method: 'POST',
        body,
      }),
    ),
  removeMapping: (id: string) =>
    data(apiFetch(`/api/auth/admin/integrations/mappings/${id}`, { method: 'DELETE' })),
  deliveries: () =>
    data(
      apiFetch<{ data: { items: TDelivery[]; next: string | null } }>(
        '/api/auth/admin/integrations/deliveries?limit=30',
      ),
    ),
  reprocess: (id: string) =>
    data(apiFetch(`/api/auth/admin/integrations/deliveries/${id}/reprocess`, { method: 'POST' })),
};

/**
 * After a product is created, edited or archived: every product picker (communities, gamification,
 * the lesson page's marquee...) reads afresh. Their keys all name 'products' or 'all-products'.
 */
export function invalidateProductPickers(qc: QueryClient) {
  return qc.invalidateQueries({
    predicate: (q) => q.queryKey.some((k) => k === 'products' || k === 'all-products'),
  });
}
