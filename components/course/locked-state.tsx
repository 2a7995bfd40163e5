import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { Lock } from '@/components/icons/lock';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/lib/shell/nav';

/**
 * What a student sees for a course, module or lesson outside their active plans: no content at all. When
 * their access to a product of the course ended (`renew`, issue 47), its sales page to buy it again.
 */
export async function LockedState({ renew }: { renew?: { title: string; salesUrl: string } | null } = {}) {
  const t = await getTranslations('course');
  const ta = await getTranslations('access.ended');
  return (
    <section
      data-testid="course-locked"
      className="mx-auto flex max-w-xl flex-col items-center px-6 pt-28 pb-20 text-center lg:pt-36"
    >
      <Lock aria-hidden className="mb-6 h-10 w-10 text-primary" />
      <h1 className="text-2xl font-bold md:text-3xl">{t('lockedTitle')}</h1>
      <p className="mt-4 opacity-80">{renew ? ta('body', { title: renew.title }) : t('lockedBody')}</p>
      {renew && (
        <Button asChild className="mt-8">
          <a href={renew.salesUrl} rel="noopener" data-testid="course-renew">
            {ta('cta')}
          </a>
        </Button>
      )}
      <Button asChild variant="secondary" className="mt-8">
        <AppLink href={ROUTES.home}>{t('backHome')}</AppLink>
      </Button>
    </section>
  );
}
