import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-classes';

/**
 * What the shell shows in place of a page that failed to render (components/shell/page-error-boundary.tsx).
 * 'Tentar novamente' loads the address again: `href=""` is the page's current address, query included, also
 * after client navigations.
 */
export async function PageError() {
  const t = await getTranslations();
  return (
    <div role="alert" className="mx-auto max-w-lg px-6 py-24 text-center" data-testid="page-error">
      <h1 className="text-2xl font-bold">{t('shell.pageError.title')}</h1>
      <p className="mt-4 opacity-80">{t('shell.pageError.body')}</p>
      <a href="" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('common.retry')}
      </a>
    </div>
  );
}
