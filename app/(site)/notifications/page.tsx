import { pageMetadata } from '@/components/shell/placeholder-page';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import { QueryIsland } from '@/lib/client/query-island';

export const generateMetadata = pageMetadata('notifications');

// /notifications: every notification of the member (SPEC 2.1, 2.2, 4).
export default function Page() {
  return (
    <QueryIsland>
      <NotificationsPage />
    </QueryIsland>
  );
}
