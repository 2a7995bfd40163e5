import { z } from 'zod';
import { isSafeHttpUrl, URL_MAX_LENGTH } from '@/lib/validation/url';
import { UUID_RE } from '@/lib/validation/uuid';

// Requests and answers of the 'Produtos' and 'Integrações' panels (issue 47). Client-importable: the
// panels' forms use these schemas and the handlers validate with them.

export const PRODUCT_TITLE_MAX = 120;
export const PRODUCT_COURSES_MAX = 100;
export const ACCESS_DAYS_MAX = 3650;
export const INTEGRATION_SOURCES = ['hotmart', 'kiwify', 'stripe', 'generic'] as const;
export type TIntegrationSource = (typeof INTEGRATION_SOURCES)[number];

const ZId = z.string().regex(UUID_RE, 'validation.invalidUuid');

const ZSalesUrl = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, 'access.products.invalidUrl')
  .refine((v) => v === '' || isSafeHttpUrl(v), 'access.products.invalidUrl');

const productFields = {
  title: z
    .string()
    .trim()
    .min(1, 'access.products.titleRequired')
    .max(PRODUCT_TITLE_MAX, 'access.products.titleTooLong'),
  course_ids: z.array(ZId).max(PRODUCT_COURSES_MAX, 'access.products.tooManyCourses'),
  sales_url: ZSalesUrl,
  /** null: lifetime */
  access_days: z
    .number({ message: 'access.products.invalidDays' })
    .int('access.products.invalidDays')
    .min(1, 'access.products.invalidDays')
    .max(ACCESS_DAYS_MAX, 'access.products.invalidDays')
    .nullable(),
};

export const ZProductWrite = z.object({
  title: productFields.title,
  course_ids: productFields.course_ids.default([]),
  sales_url: productFields.sales_url.default(''),
  access_days: productFields.access_days.default(null),
});
export type TProductWrite = z.infer<typeof ZProductWrite>;

/** Only the fields sent change (no defaults: an absent field is left as it is). */
export const ZProductPatch = z.object({
  title: productFields.title.optional(),
  course_ids: productFields.course_ids.optional(),
  sales_url: productFields.sales_url.optional(),
  access_days: productFields.access_days.optional(),
  archived: z.boolean().optional(),
});
export type TProductPatch = z.infer<typeof ZProductPatch>;

export const ZIdParams = z.object({ id: ZId });
export const ZSourceParams = z.object({
  source: z.enum(INTEGRATION_SOURCES, { error: 'access.integrations.unknownSource' }),
});

export interface TAdminProduct {
  id: string;
  title: string;
  status: 'active' | 'inactive';
  sales_url: string;
  access_days: number | null;
  archived: boolean;
  courses: { id: string; title: string }[];
  members: number;
}

export const ZIntegrationSetup = z.object({
  /** the platform's token or signing secret; omitted: Praça makes one (the generic format) */
  secret: z.string().trim().min(8, 'access.integrations.secretTooShort').max(500).optional(),
});
export type TIntegrationSetup = z.infer<typeof ZIntegrationSetup>;

export const ZMappingWrite = z.object({
  external_id: z.string().trim().min(1, 'access.integrations.externalIdRequired').max(200),
  product_id: ZId,
});
export type TMappingWrite = z.infer<typeof ZMappingWrite>;

export interface TIntegration {
  source: TIntegrationSource;
  configured: boolean;
  url: string | null;
  mappings: { id: string; external_id: string; product_id: string; product_title: string }[];
  needs_attention: number;
}

export const DELIVERY_STATUSES = [
  'received',
  'processed',
  'ignored',
  'needs_attention',
  'rejected',
  'failed',
] as const;

export const ZDeliveriesQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  /** keyset cursor: the last row's id of the previous page */
  after: ZId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TDeliveriesQuery = z.infer<typeof ZDeliveriesQuery>;

export interface TDelivery {
  id: string;
  source: TIntegrationSource;
  event_id: string | null;
  event_type: string | null;
  email: string | null;
  external_product_id: string | null;
  status: (typeof DELIVERY_STATUSES)[number];
  result: string | null;
  received_at: string;
}
