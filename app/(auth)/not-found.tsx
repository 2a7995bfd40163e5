import { useTranslations } from 'next-intl';

// Next renders a route group's not-found boundary into every page of the group, whether or not a page
// calls notFound(): without this file the sign-in pages carried app/not-found.tsx (the tenant's frame,
// header and footer, about 4 kB) a second time in their RSC payload (decision 246). No sign-in page
// calls notFound() (the layout's does, and is caught by the root boundary), so this short page is only a
// safety net; an unknown address still gets the framed 404 of app/not-found.tsx.
export default function AuthNotFound() {
  const t = useTranslations('pages.notFound');
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p>{t('body')}</p>
      <a href="/homepage" className="underline underline-offset-4">
        {t('backHome')}
      </a>
    </main>
  );
}
