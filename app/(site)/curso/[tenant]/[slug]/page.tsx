import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('lesson');

// /curso/{tenant}/{courseId}[?module={moduleId}]: course (and module) page, the showcase's card target.
// Placeholder until the course page issue replaces it.
export default async function CursoTenantCoursePage({
  params,
}: {
  params: Promise<{ tenant: string; slug: string }>;
}) {
  const { tenant } = await params;
  return <PlaceholderPage titleKey="lesson" tenantInPath={tenant} />;
}
