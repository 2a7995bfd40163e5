import Link from 'next/link';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { UnknownHost } from '@/components/shell/unknown-host';
import { getPageContext } from '@/lib/server/page-context';
import { Button } from '@/components/ui/button';

// 404 for every route; on a host no tenant owns, the page says so instead (layouts call notFound() then).
export default async function NotFound() {
  if (!(await getPageContext())) return <UnknownHost host={(await headers()).get('host') ?? ''} />;
  const t = await getTranslations('pages.notFound');
  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-16" data-testid="not-found">
      <div className="max-w-lg text-center">
        <p className="text-6xl font-black opacity-30" aria-hidden>
          {404}
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
