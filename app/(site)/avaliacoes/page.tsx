import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('reviews');

// Placeholder until the reviews issue replaces it.
export default function AvaliacoesPage() {
  return <PlaceholderPage titleKey="reviews" />;
}
