import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import type { TSiteFrame } from '@/lib/frame/site';
import { themeCss } from '@/lib/shell/theme';
import { FontStylesheets } from '@/components/shell/font-stylesheets';
import { SiteFooter } from './site-footer';

/**
 * The tenant's frame for pages outside the student shell (terms, privacy, 404): theme, font, a header
 * with the logo and the footer. Readable without a session.
 */
export async function PublicFrame({ frame, children }: { frame: TSiteFrame; children: ReactNode }) {
  const t = await getTranslations('frame.site');
  return (
    <div className="flex min-h-screen flex-col bg-surface text-[var(--color-on-surface)]">
      {/* Values are validated (hex colours, known font names) by themeCss, so this cannot inject CSS. */}
      {frame.theme && <style>{themeCss(frame.theme)}</style>}
      <FontStylesheets families={[frame.theme?.font_primary ?? null]} preloadFirst />
      <header data-testid="public-header" className="border-b border-white/10">
        <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-4 px-4 md:px-8">
          <AppLink
            href="/homepage"
            data-testid="public-logo"
            className="flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-primary"
          >
            {frame.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- tenant upload of unknown size, capped by CSS
              <img
                src={frame.logo}
                alt={frame.name}
                className="block h-auto max-h-[48px] w-auto max-w-[100px] object-contain lg:max-w-[170px]"
              />
            ) : (
              <span className="text-lg font-bold">{frame.name}</span>
            )}
          </AppLink>
          <AppLink
            href="/homepage"
            className="rounded-md px-3 py-2 text-sm opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t('backHome')}
          </AppLink>
        </div>
      </header>
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <SiteFooter frame={frame} />
    </div>
  );
}
