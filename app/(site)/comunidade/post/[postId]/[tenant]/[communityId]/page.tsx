import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('post');

// Placeholder until the post issue replaces it.
export default async function ComunidadePostPostidTenantCommunityidPage({
  params,
}: {
  params: Promise<{ postId: string; tenant: string; communityId: string }>;
}) {
  const { tenant } = await params;
  return <PlaceholderPage titleKey="post" tenantInPath={tenant} />;
}
