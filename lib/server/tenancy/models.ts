// Every model that carries tenant_id. The tenant-scoping extension (./scoped-db.ts) injects the tenant
// into every query on these; test/tenancy/models.test.ts fails when a model with tenantId is missing here.
export const TENANT_MODELS = [
  'TenantDomain',
  'Membership',
  'Session',
  'MagicLinkToken',
  'LoginAttempt',
  'Product',
  'Enrollment',
  'Course',
  'ProductCourse',
  'Module',
  'Lesson',
  'LessonProgress',
  'PlatformSettings',
  'NavigationLink',
  'Community',
  'Upload',
  'Marquee',
  'LessonComment',
  'Banner',
  'Carousel',
  'CarouselItem',
  'MyListItem',
] as const;

export type TenantModel = (typeof TENANT_MODELS)[number];
