import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('lesson');

// Placeholder until the lesson issue replaces it.
export default async function CursoTenantSlugLessonidPage({
  params,
}: {
  params: Promise<{ tenant: string; slug: string; lessonId: string }>;
}) {
  const { tenant } = await params;
  return <PlaceholderPage titleKey="lesson" tenantInPath={tenant} />;
}
