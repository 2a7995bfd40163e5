import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/frame/not-found-message';
import { PublicFrame } from '@/components/frame/public-frame';
import { FontStylesheets } from '@/components/shell/font-stylesheets';
import { UnknownHost } from '@/components/shell/unknown-host';
import { frameMetadata } from '@/lib/frame/metadata';
import { loadSiteFrame } from '@/lib/frame/site';

/**
 * The 404 page's title in the tenant's name, never indexed, with the tenant's favicon, description and
 * share cards: app/global-not-found.tsx renders outside the root layout, so it does not inherit them
 * (decision 238). No canonical address: a missing page has none.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const site = await loadSiteFrame();
  const t = await getTranslations('pages.notFound');
  const frame = site ? await frameMetadata() : {};
  return {
    ...frame,
    alternates: undefined,
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
  return (
    <PublicFrame frame={site.frame}>
      <NotFoundMessage />
    </PublicFrame>
  );
}
