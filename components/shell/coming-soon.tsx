import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { Hourglass } from '@/components/icons/hourglass';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/lib/shell/nav';

/** The placeholder of a student page that is not built yet: inside the shell, never a 404. */
export async function ComingSoon({
  title,
  body,
  children,
  showHomeLink = true,
}: {
  title: string;
  body?: string;
  children?: ReactNode;
  showHomeLink?: boolean;
}) {
  const t = await getTranslations('pages.comingSoon');
  return (
    <section
      data-testid="coming-soon"
      className="mx-auto flex max-w-2xl flex-col items-center px-6 pt-28 pb-20 text-center lg:pt-36"
    >
      <Hourglass aria-hidden className="mb-6 h-10 w-10 text-primary" />
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      {children}
      <p className="mt-4 opacity-80">{body ?? t('body')}</p>
      {showHomeLink && (
        <Button asChild variant="secondary" className="mt-8">
          <AppLink href={ROUTES.home}>{t('backHome')}</AppLink>
        </Button>
      )}
    </section>
  );
}
