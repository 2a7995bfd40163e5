import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-classes';

/** The 404 page's text and its way home, inside whatever frame the boundary renders (decisions 237-238). */
export async function NotFoundMessage() {
  const t = await getTranslations('pages.notFound');
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-6 py-16" data-testid="not-found">
      <div className="max-w-lg text-center">
        <p className="text-6xl font-black opacity-60" aria-hidden>
          {404}
        </p>
        <h1 className="mt-4 text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="mt-4 opacity-80">{t('body')}</p>
        <AppLink href="/homepage" className={buttonClass('primary', 'md', 'mt-8')}>
          {t('backHome')}
        </AppLink>
      </div>
    </div>
  );
}

/**
 * The same text with a plain link, for the boundaries Next renders into every page's payload although no
 * route shows them (the root's for a known tenant, the sign-in group's): no `next/link` chunk for them.
 */
export async function ShortNotFound() {
  const t = await getTranslations('pages.notFound');
  return (
    <main
      className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4 text-center"
      data-testid="not-found"
    >
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p>{t('body')}</p>
      <a href="/homepage" className="underline underline-offset-4">
        {t('backHome')}
      </a>
    </main>
  );
}
