'use client';

import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import type { THasLive } from '@/lib/lives/schemas';
import type { TNotificationTotal } from '@/lib/notifications/schemas';
import type { TShellData } from '@/lib/shell/schemas';
import { Header } from './header';
import { PageErrorBoundary } from './page-error-boundary';
import { SideMenu } from './side-menu';
import { useCustomLinks } from './use-custom-links';
import { lazyPart } from '@/lib/client/lazy-part';

// Editors only, on intent: the drawer's chunk (Radix sheet, the panel registry and its icons) is requested
// the first time an editor presses the edit button, so students never download it (decision 230). A
// React.lazy in its own <Suspense> (next/dynamic's loader is not in the students' first load, decision 244).
const { Part: EditDrawer, preload: preloadEditDrawer } = lazyPart(
  () => import('@/components/panel/edit-drawer'),
  'EditDrawer',
);

/** The client part of the student shell: header, side menu and (for editors) the edit drawer. */
export function Shell({
  data,
  host,
  live,
  unread,
  footer,
  pageError,
  children,
}: {
  data: TShellData;
  host: string;
  /** the live alert's and the bell's answers when the page was rendered (their first reads, decision 397) */
  live?: THasLive;
  unread?: TNotificationTotal;
  /** the tenant's footer, rendered on the server (components/frame/site-footer.tsx) */
  footer?: ReactNode;
  /** shown in place of a page that fails to render (server-rendered: components/shell/page-error.tsx) */
  pageError: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  // the header's menu button: the side menu gives the focus back to it on closing (not a Radix trigger)
  const menuButton = useRef<HTMLButtonElement>(null);
  const [editOpen, setEditOpen] = useState(false);
  // set by the first press of the edit button; the drawer stays mounted afterwards (its panel state too)
  const [editWanted, setEditWanted] = useState(false);
  const { data: links = data.links } = useCustomLinks(data.tenant.id, data.links);

  const openEdit = () => {
    setMenuOpen(false); // the menu is hidden during fast editing
    setEditWanted(true);
    setEditOpen(true);
  };

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-text focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header
        data={data}
        links={links}
        host={host}
        live={live}
        unread={unread}
        editing={editOpen}
        menuButtonRef={menuButton}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenEdit={openEdit}
        onPrepareEdit={preloadEditDrawer}
      />
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100vh-4rem)] outline-none">
        <PageErrorBoundary fallback={pageError}>{children}</PageErrorBoundary>
      </main>
      {footer}
      {!editOpen && (
        <SideMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          data={data}
          links={links}
          host={host}
          returnFocus={menuButton}
        />
      )}
      {data.canEdit && editWanted && (
        <Suspense fallback={null}>
          <EditDrawer
            open={editOpen}
            onOpenChange={setEditOpen}
            tenantId={data.tenant.id}
            helpUrl={data.helpUrl}
            role={data.role}
          />
        </Suspense>
      )}
    </>
  );
}
