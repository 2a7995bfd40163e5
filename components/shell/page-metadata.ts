import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

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
