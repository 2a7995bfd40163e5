import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getTimeZone } from 'next-intl/server';
import { LiteIntlProvider } from '@/components/i18n/lite-intl';
import { CelebrationHost } from '@/components/gamification/celebration-host';
import { ALL_FONT_FAMILIES, FontStylesheets } from '@/components/shell/font-stylesheets';
import { PageError } from '@/components/shell/page-error';
import { Shell } from '@/components/shell/shell';
import { Toaster } from '@/components/shell/toaster';
import { QueryProvider } from '@/lib/client/query-provider';
import { SiteFooter } from '@/components/frame/site-footer';
import { memberMetadata } from '@/lib/frame/metadata';
import { loadSiteFrame } from '@/lib/frame/site';
import { ownPendingCelebrations } from '@/lib/gamification/celebrations';
import { hasLive } from '@/lib/lives/service';
import { clientMessagesText } from '@/lib/i18n/client-messages';
import { getPageContext } from '@/lib/server/page-context';
import { loadShell, loadUnreadTotal } from '@/lib/shell/page';
import { surfaceImageCss } from '@/lib/shell/backgrounds';
import { themeCss } from '@/lib/shell/theme';

// Member pages: title, favicon, never indexed (decisions 83, 409).
export const generateMetadata = memberMetadata;

/** The page being rendered, from the x-pathname/x-search headers of the request hook (page-headers.cjs). */
async function currentPath(): Promise<string> {
  const h = await headers();
  const path = h.get('x-pathname');
  if (!path || !path.startsWith('/') || path.startsWith('//')) return '/homepage';
  return `${path}${h.get('x-search') ?? ''}`;
}

/** The student shell around every student route: tenant theme, header, side menu, edit drawer, toasts. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  // Together: the shell and the frame (both cached per tenant, decision 215), the member's pending
  // celebrations, the header's live alert (the tenant's lives cached) and the bell's unread total (the
  // header's first answers, decision 397), each as soon as the request's context (tenant, session) is known.
  const [shell, site, celebrations, live, unread] = await Promise.all([
    loadShell(),
    loadSiteFrame(),
    getPageContext().then((ctx) => (ctx ? ownPendingCelebrations(ctx) : [])),
    getPageContext().then((ctx) => (ctx?.user ? hasLive(ctx) : undefined)),
    loadUnreadTotal().then((total) => total ?? undefined),
  ]);
  // An unknown host: 404 with the clear page of app/not-found.tsx.
  if (!shell) notFound();
  if (!shell.data.user || !shell.ctx.user) redirect(`/login?next=${encodeURIComponent(await currentPath())}`);
  const host = (await headers()).get('host') ?? '';
  return (
    <>
      {/* Values are validated (hex colours, known font names) by themeCss, and the background's image is one
          of the swatches' own gradients (surfaceImageCss), so this cannot inject CSS. */}
      <style>
        {themeCss(shell.data.settings) + surfaceImageCss(shell.data.settings.background_color_primary)}
      </style>
      {/* The tenant's font only; editors get every family, which the panels' pickers preview. */}
      <FontStylesheets
        families={[shell.data.settings.font_primary, ...(shell.data.canEdit ? ALL_FONT_FAMILIES : [])]}
        preloadFirst
      />
      {/* The edit panels' texts reach editors only (decision 180); the client components translate with the
          lite translator, the parts loaded on intent with next-intl fed from it (decision 351). */}
      <LiteIntlProvider
        locale={shell.ctx.locale}
        timeZone={await getTimeZone()}
        messages={clientMessagesText(shell.ctx.locale, shell.data.canEdit ? 'editor' : 'student-shell')}
      >
        <QueryProvider>
          <Shell
            data={shell.data}
            host={host}
            live={live}
            unread={unread}
            footer={site && <SiteFooter frame={site.frame} />}
            pageError={<PageError />}
          >
            {children}
          </Shell>
          <Toaster eager={shell.data.canEdit} />
          <CelebrationHost initial={celebrations} />
        </QueryProvider>
      </LiteIntlProvider>
    </>
  );
}
