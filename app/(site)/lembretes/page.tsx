import { getTranslations } from 'next-intl/server';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { pageMetadata } from '@/components/shell/page-metadata';
import { RemindersForm } from '@/components/notifications/reminders-form';
import { getReminder } from '@/lib/notifications/reminders';
import { memberContext } from '@/lib/shell/page';

export const generateMetadata = pageMetadata('reminders');

// /lembretes: the study reminder (SPEC 2.1 'Lembrete de estudo'), rendered with the member's saved one
// (decision 448).
export default async function LembretesPage() {
  const ctx = await memberContext();
  const [t, reminder] = await Promise.all([getTranslations('reminders'), getReminder(ctx)]);
  return (
    <div className={PAGE_FRAME} data-testid="reminders-page">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 mb-6 opacity-70">{t('description')}</p>
      <div className="max-w-xl">
        <RemindersForm initial={reminder} />
      </div>
    </div>
  );
}
