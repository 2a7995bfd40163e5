import { getTranslations } from 'next-intl/server';
import { Globe } from '@/components/icons/globe';

/** Shown instead of the site when the host belongs to no tenant. */
export async function UnknownHost({ host }: { host: string }) {
  const t = await getTranslations('shell.unknownHost');
  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-16" data-testid="unknown-host">
      <div className="max-w-lg text-center">
        <Globe aria-hidden className="mx-auto mb-6 h-12 w-12 opacity-60" />
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="mt-4 opacity-80">{t('body')}</p>
        <p className="mt-6 text-sm opacity-60">{t('hostLabel')}</p>
        <p className="mt-1 font-mono text-base break-all" data-testid="unknown-host-name">
          {host}
        </p>
      </div>
    </main>
  );
}
