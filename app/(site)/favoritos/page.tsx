import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('favorites');

// Placeholder until the favorites issue replaces it.
export default function FavoritosPage() {
  return <PlaceholderPage titleKey="favorites" />;
}
