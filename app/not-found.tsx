import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

export default async function NotFound() {
  const t = await getTranslations('pages.notFound');
  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-16" data-testid="not-found">
      <div className="max-w-lg text-center">
        <p className="text-6xl font-black opacity-30" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="mt-4 opacity-80">{t('body')}</p>
        <Button asChild variant="primary" className="mt-8">
          <Link href="/homepage">{t('backHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
