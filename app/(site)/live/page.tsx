import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('live');

// Placeholder until the live issue replaces it.
export default function LivePage() {
  return <PlaceholderPage titleKey="live" />;
}
