'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BookOpenCheck, Heart, House, Link2, LogOut, Radio, Timer, User, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/client/cn';
import { ROUTES, showCommunitiesLink } from '@/lib/shell/nav';
import { CustomLink } from './custom-link';
import { LanguageSelector } from './language-selector';
import { NotificationsModal } from './notifications-modal';
import { UserAvatar } from './user-avatar';

import type { SideMenuProps } from './side-menu';
import { QueryIsland } from '@/lib/client/query-island';

const ITEM =
  'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary';

function Entry({
  href,
  icon,
  children,
  onNavigate,
  testId,
  className,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  onNavigate: () => void;
  testId: string;
  className?: string;
}) {
  return (
    <li className={className}>
      <AppLink href={href} onClick={onNavigate} className={ITEM} data-testid={testId}>
        {icon}
        <span className="flex-1">{children}</span>
      </AppLink>
    </li>
  );
}

/**
 * The side menu (SPEC.md section 2.3), a sheet from the right. Narrow-screen-only entries use lg:hidden
 * ('Lembrete de estudo' shows on every width since issue 54).
 * Loaded by `SideMenu` (./side-menu) on the first opening (decision 233).
 */
function SideMenuSheetBody({ open, onOpenChange, data, links, host, returnFocus }: SideMenuProps) {
  const t = useTranslations('shell.sideMenu');
  const queryClient = useQueryClient();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const { user } = data;
  if (!user) return null;
  const close = () => onOpenChange(false);
  const icon = 'h-5 w-5 shrink-0 opacity-80';
  const communities = showCommunitiesLink(data.settings.show_communities_page, data.hasCommunity);

  const signOut = async () => {
    setSigningOut(true);
    // Whatever the answer, the visitor leaves for the login page; a failed call only leaves a
    // session that the server will expire.
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    queryClient.clear();
    window.location.assign(ROUTES.login);
  };

  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent
          data-testid="side-menu"
          aria-describedby="side-menu-email"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          {data.settings.logo_square && (
            // the platform's square mark (logo_square, issue 50) heads the menu
            <div className="flex items-center gap-2 px-5 pt-5 pr-14" data-testid="side-menu-logo">
              {/* eslint-disable-next-line @next/next/no-img-element -- a tenant upload of any host */}
              <img src={data.settings.logo_square} alt="" className="h-8 w-8 rounded-md object-cover" />
              <span className="truncate text-sm font-semibold">
                {data.settings.seo_name?.trim() || data.tenant.name}
              </span>
            </div>
          )}
          <div className="flex items-center gap-3 border-b border-white/10 px-5 pt-6 pb-5 pr-14">
            <UserAvatar name={user.name} photoUrl={user.photo_url} size="xl" />
            <div className="min-w-0">
              <SheetTitle className="truncate text-base font-semibold" data-testid="side-menu-greeting">
                {t('greeting', { name: user.name })}
              </SheetTitle>
              <SheetDescription id="side-menu-email" className="truncate text-sm opacity-70">
                {user.email}
              </SheetDescription>
            </div>
          </div>

          <nav aria-label={t('navLabel')} className="flex-1 overflow-y-auto px-3 py-3">
            <ul className="flex flex-col gap-0.5">
              <Entry
                href={ROUTES.home}
                icon={<House aria-hidden className={icon} />}
                onNavigate={close}
                testId="side-menu-home"
              >
                {t('home')}
              </Entry>
              <Entry
                href={ROUTES.profile}
                icon={<User aria-hidden className={icon} />}
                onNavigate={close}
                testId="side-menu-profile"
              >
                {t('profile')}
              </Entry>
              <Entry
                href={ROUTES.favorites}
                icon={<Heart aria-hidden className={icon} />}
                onNavigate={close}
                testId="side-menu-favorites"
              >
                {t('favorites')}
              </Entry>
              {communities && (
                <Entry
                  href={ROUTES.communities(data.tenant.id)}
                  icon={<Users aria-hidden className={icon} />}
                  onNavigate={close}
                  testId="side-menu-communities"
                  className="lg:hidden"
                >
                  {t('communities')}
                </Entry>
              )}
              <Entry
                href={ROUTES.reviews}
                icon={<BookOpenCheck aria-hidden className={icon} />}
                onNavigate={close}
                testId="side-menu-reviews"
              >
                {t('reviews')}
              </Entry>
              <li>
                <button
                  type="button"
                  className={ITEM}
                  data-testid="side-menu-notifications"
                  aria-haspopup="dialog"
                  onClick={() => {
                    close();
                    setNotificationsOpen(true);
                  }}
                >
                  <Bell aria-hidden className={icon} />
                  <span className="flex-1">{t('notifications')}</span>
                  <Badge>{t('new')}</Badge>
                </button>
              </li>
              {/* Downloads: only for users with the player inside the mobile app wrapper; hasThePlayer is
                  always false until that wrapper exists, so the entry is not rendered. */}
              {data.hasLives && (
                <Entry
                  href={ROUTES.lives}
                  icon={<Radio aria-hidden className={icon} />}
                  onNavigate={close}
                  testId="side-menu-lives"
                >
                  {t('lives')}
                </Entry>
              )}
              <Entry
                href={ROUTES.reminders}
                icon={<Timer aria-hidden className={icon} />}
                onNavigate={close}
                testId="side-menu-reminders"
              >
                {t('reminders')}
              </Entry>
              {links.map((link) => (
                <li key={link.id} className="lg:hidden">
                  <CustomLink link={link} host={host} className={ITEM} onClick={close}>
                    <Link2 aria-hidden className={icon} />
                    <span className="flex-1 truncate">{link.link_title}</span>
                  </CustomLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="border-t border-white/10 px-3 py-3">
            <LanguageSelector />
            <button
              type="button"
              onClick={() => void signOut()}
              disabled={signingOut}
              data-testid="sign-out"
              className={cn(ITEM, 'mt-2 text-red-400 disabled:opacity-60')}
            >
              <LogOut aria-hidden className={icon} />
              <span className="flex-1">{t('signOut')}</span>
            </button>
          </div>
        </SheetContent>
      </Sheet>
      <NotificationsModal
        open={notificationsOpen}
        onOpenChange={setNotificationsOpen}
        tenantId={data.tenant.id}
      />
    </>
  );
}

/** Loaded on demand; brings the tab's query layer with it (decision 262). */
export function SideMenuSheet(props: ComponentProps<typeof SideMenuSheetBody>) {
  return (
    <QueryIsland>
      <SideMenuSheetBody {...props} />
    </QueryIsland>
  );
}
