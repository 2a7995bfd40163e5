import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('communities');

// Placeholder until the communities issue replaces it.
export default function ComunidadeExplorerPage() {
  return <PlaceholderPage titleKey="communities" />;
}
