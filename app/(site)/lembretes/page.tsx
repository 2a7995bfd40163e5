import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/shell/placeholder-page';
import { RemindersForm } from '@/components/notifications/reminders-form';

export const generateMetadata = pageMetadata('reminders');

// /lembretes: the study reminder (SPEC 2.1 'Lembrete de estudo').
export default async function LembretesPage() {
  const t = await getTranslations('reminders');
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-8" data-testid="reminders-page">
      <h1 className="mb-1 text-2xl font-bold">{t('title')}</h1>
      <p className="mb-6 opacity-70">{t('description')}</p>
      <RemindersForm />
    </main>
  );
}
