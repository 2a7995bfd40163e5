import { pageMetadata, PlaceholderPage } from '@/components/shell/placeholder-page';

export const generateMetadata = pageMetadata('notifications');

// Placeholder until the notifications issue replaces it.
export default function NotificationsPage() {
  return <PlaceholderPage titleKey="notifications" />;
}
