'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EditDrawer } from '@/components/panel/edit-drawer';
import type { TShellData } from '@/lib/shell/schemas';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { useCustomLinks } from './use-custom-links';

/** The client part of the student shell: header, side menu and (for editors) the edit drawer. */
export function Shell({
  data,
  host,
  footer,
  children,
}: {
  data: TShellData;
  host: string;
  /** the tenant's footer, rendered on the server (components/frame/site-footer.tsx) */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const { data: links = data.links } = useCustomLinks(data.tenant.id, data.links);

  const openEdit = () => {
    setMenuOpen(false); // the menu is hidden during fast editing
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
        editing={editOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenEdit={openEdit}
      />
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100vh-4rem)] outline-none">
        {children}
      </main>
      {footer}
      {!editOpen && (
        <SideMenu open={menuOpen} onOpenChange={setMenuOpen} data={data} links={links} host={host} />
      )}
      {data.canEdit && <EditDrawer open={editOpen} onOpenChange={setEditOpen} tenantId={data.tenant.id} />}
    </>
  );
}
