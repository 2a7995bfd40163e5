import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('profile');

// Placeholder until the profile issue replaces it.
export default function DashboardProfilePage() {
  return <PlaceholderPage titleKey="profile" />;
}
