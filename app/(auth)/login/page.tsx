import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginScreen } from '@/components/auth/login-screen';
import { getLoginPageData } from '@/lib/auth/login-page';
import { loadSiteFrame } from '@/lib/frame/site';
import { DEFAULT_AFTER_LOGIN, safeNextPath } from '@/lib/auth/redirect';
import { getPageContext } from '@/lib/server/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.page');
  const site = await loadSiteFrame();
  // the SEO platform name, as every other page (decision 81); public and listed in the sitemap
  // (decision 83), so indexable, unlike member pages
  return { title: site ? `${t('metaTitle')} | ${site.frame.name}` : t('metaTitle') };
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getPageContext();
  if (!ctx) return null; // the layout shows the unknown-address page
  const sp = await searchParams;
  const next = safeNextPath(first(sp.next));
  if (ctx.user) redirect(next ?? DEFAULT_AFTER_LOGIN);
  const data = await getLoginPageData(ctx);
  return <LoginScreen data={data} next={next} magicLinkError={first(sp.error) === 'magic-link'} />;
}
