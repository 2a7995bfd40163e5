import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('community');

// Placeholder until the community issue replaces it.
export default async function ComunidadeTenantCommunityidPage({
  params,
}: {
  params: Promise<{ tenant: string; communityId: string }>;
}) {
  const { tenant } = await params;
  return <PlaceholderPage titleKey="community" tenantInPath={tenant} />;
}
