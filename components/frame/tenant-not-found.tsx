import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PublicFrame } from '@/components/frame/public-frame';
import { FontStylesheets } from '@/components/shell/font-stylesheets';
import { UnknownHost } from '@/components/shell/unknown-host';
import { Button } from '@/components/ui/button';
import { loadSiteFrame } from '@/lib/frame/site';

/** The 404 page's title in the tenant's name; never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const site = await loadSiteFrame();
  const t = await getTranslations('pages.notFound');
  return {
    title: { absolute: site ? `${t('title')} | ${site.frame.name}` : t('title') },
    robots: { index: false, follow: false },
  };
}

/** On a host no tenant owns, the page says so (layouts call notFound() then). */
export async function UnknownHostPage() {
  return (
    <>
      <FontStylesheets families={['Poppins']} />
      <UnknownHost host={(await headers()).get('host') ?? ''} />
    </>
  );
}

/** A 404 in the tenant's frame (theme, font, logo, footer); the unknown-host page on a host no tenant owns. */
export async function TenantNotFound() {
  const site = await loadSiteFrame();
  if (!site) return <UnknownHostPage />;
  const t = await getTranslations('pages.notFound');
  return (
    <PublicFrame frame={site.frame}>
      <div className="flex min-h-[60vh] items-center justify-center px-6 py-16" data-testid="not-found">
        <div className="max-w-lg text-center">
          <p className="text-6xl font-black opacity-60" aria-hidden>
            {404}
          </p>
          <h1 className="mt-4 text-2xl font-bold md:text-3xl">{t('title')}</h1>
          <p className="mt-4 opacity-80">{t('body')}</p>
          <Button asChild variant="primary" className="mt-8">
            <Link href="/homepage">{t('backHome')}</Link>
          </Button>
        </div>
      </div>
    </PublicFrame>
  );
}
