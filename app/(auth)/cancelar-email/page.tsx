import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeButton } from '@/components/notifications/unsubscribe-button';
import { checkUnsubscribeToken } from '@/lib/notifications/unsubscribe-service';
import { getPageContext } from '@/lib/server/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications.unsubscribe');
  return { title: t('title'), robots: { index: false } };
}

// /cancelar-email?token= — the unsubscribe link of a notification e-mail, without signing in. The page
// only asks; the button POSTs (a mail scanner that follows links changes nothing).
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getPageContext();
  if (!ctx) return null;
  const t = await getTranslations('notifications');
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const type = token ? await checkUnsubscribeToken(ctx, token) : null;
  return (
    <main
      className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4"
      data-testid="unsubscribe-page"
    >
      <h1 className="text-2xl font-bold">{t('unsubscribe.title')}</h1>
      {type && token ? (
        <>
          <p>{t('unsubscribe.question', { type: t(`prefs.type.${type}`).toLowerCase() })}</p>
          <UnsubscribeButton
            token={token}
            labels={{
              confirm: t('unsubscribe.confirm'),
              done: t('unsubscribe.done'),
              error: t('unsubscribe.error'),
            }}
          />
        </>
      ) : (
        <p data-testid="unsubscribe-invalid">{t('unsubscribe.invalid')}</p>
      )}
    </main>
  );
}
