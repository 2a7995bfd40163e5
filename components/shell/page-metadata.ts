import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadShell } from '@/lib/shell/page';
import { ComingSoon } from './coming-soon';

export type PageTitleKey =
  | 'homepage'
  | 'favorites'
  | 'communities'
  | 'community'
  | 'post'
  | 'lesson'
  | 'profile'
  | 'reviews'
  | 'reminders'
  | 'notifications'
  | 'search'
  | 'quiz'
  | 'live';

/** `export const generateMetadata = pageMetadata('favorites')`: the translated tab title of a student page. */
export function pageMetadata(key: PageTitleKey) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('pages.titles');
    return { title: t(key) };
  };
}

/**
 * A student route that is not built yet. A tenant id in the path that is not the host's tenant gets
 * the same 404 as a missing record (the tenancy rule of the API applies to shareable links too).
 */
export async function PlaceholderPage({
  titleKey,
  tenantInPath,
}: {
  titleKey: PageTitleKey;
  tenantInPath?: string;
}) {
  if (tenantInPath !== undefined) {
    const shell = await loadShell();
    if (shell && tenantInPath !== shell.ctx.tenant.id) notFound();
  }
  const t = await getTranslations('pages.titles');
  return <ComingSoon title={t(titleKey)} />;
}
