import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/shell/page-metadata';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import { loadShell, loadUnreadTotal } from '@/lib/shell/page';

export const generateMetadata = pageMetadata('notifications');

// /notifications: every notification of the member (SPEC 2.1, 2.2, 4). The list is read by the browser
// (its Hoje / Antigas split is the device's calendar day); the unread total, which shows 'Marcar todas
// como lidas', comes with the page, from the layout's read.
export default async function Page() {
  // the same read as the layout's bell, made once; null without a session, which the (site) layout sends
  // to /login first (as the profile page)
  const [total, shell] = await Promise.all([loadUnreadTotal(), loadShell()]);
  if (!total) notFound();
  // the platform's square mark for notifications no person sent (the layout's cached shell read)
  const s = shell?.data.settings;
  const platform = {
    name: s?.seo_name?.trim() || shell?.data.tenant.name || '',
    icon: s?.logo_square ?? null,
  };
  return <NotificationsPage initialTotal={total} platform={platform} />;
}
