import { getTranslations } from 'next-intl/server';
import { HomeBanners } from '@/components/home/home-banners';
import { ComingSoon } from '@/components/shell/coming-soon';
import { pageMetadata } from '@/components/shell/placeholder-page';
import { firstName } from '@/lib/shell/nav';
import { loadShell } from '@/lib/shell/page';

export const generateMetadata = pageMetadata('homepage');

// Placeholder until the showcase issue replaces it.
export default async function HomePage() {
  const [t, shell] = await Promise.all([getTranslations('pages.homepage'), loadShell()]);
  const name = firstName(shell?.data.user?.name ?? '');
  return (
    <>
      <HomeBanners />
      <ComingSoon title={t('welcome', { name })} body={t('body')} showHomeLink={false} />
    </>
  );
}
