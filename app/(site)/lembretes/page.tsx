import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('reminders');

// Placeholder until the reminders issue replaces it.
export default function LembretesPage() {
  return <PlaceholderPage titleKey="reminders" />;
}
