import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { buttonClass } from '@/components/ui/button-classes';

// A page of the student shell that calls notFound() (another tenant's course, a deleted post…) answers
// 404 inside the shell: the member keeps the header and the menu. Next renders a group's not-found
// boundary into every page of the group whether or not it is used, so this file also keeps the root
// app/not-found.tsx (the public frame with its header and footer, rendered twice) out of every student
// page's payload (decision 237). An unknown address still gets the root page in the tenant's frame.
export default async function SiteNotFound() {
  const t = await getTranslations('pages.notFound');
  return (
    <div className={PAGE_FRAME}>
      <div className="flex min-h-[50vh] items-center justify-center" data-testid="not-found">
        <div className="max-w-lg text-center">
          <p className="text-6xl font-black opacity-60" aria-hidden>
            {404}
          </p>
          <h1 className="mt-4 text-2xl font-bold md:text-3xl">{t('title')}</h1>
          <p className="mt-4 opacity-80">{t('body')}</p>
          <Link href="/homepage" className={buttonClass('primary', 'md', 'mt-8')}>
            {t('backHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
