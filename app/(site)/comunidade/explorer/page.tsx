import { getTranslations } from 'next-intl/server';
import { ExplorerGrid } from '@/components/community/explorer-grid';
import { pageMetadata } from '@/components/shell/page-metadata';
import { explorerPageData } from '@/lib/communities/feed/page';
import { PAGE_FRAME } from '@/components/shell/page-frame';

export const generateMetadata = pageMetadata('communities');

// /comunidade/explorer?tenant={tenant}: the communities the member can join, private ones locked with the upsell.
export default async function ComunidadeExplorerPage({
  searchParams,
}: {
  searchParams: Promise<{ tenant?: string }>;
}) {
  const { tenant } = await searchParams;
  const [t, data] = await Promise.all([getTranslations('community.explorer'), explorerPageData(tenant)]);
  return (
    <div data-testid="explorer-page" className={PAGE_FRAME}>
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 mb-6 opacity-70">{t('subtitle')}</p>
      <ExplorerGrid tenantId={data.tenantId} communities={data.communities} />
    </div>
  );
}
