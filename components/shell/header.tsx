'use client';

import { useEffect, useState, type RefObject } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/lite-intl';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { Pencil } from '@/components/icons/pencil';
import { PlainButton } from '@/components/ui/plain-button';
import { clsx } from 'clsx';
import {
  headerOpacity,
  isFadingHeaderPath,
  isLivePage,
  ROUTES,
  showCommunitiesLink,
  userInitials,
} from '@/lib/shell/nav';
import type { THasLive } from '@/lib/lives/schemas';
import type { TNotificationTotal } from '@/lib/notifications/schemas';
import type { TShellData, TShellLink } from '@/lib/shell/schemas';
import { LiveAlert } from '@/components/lives/live-alert';
import { SearchModal } from '@/components/search/search-modal';
import { NotificationBell } from '@/components/notifications/bell';
import { CustomLink } from './custom-link';
import { UserAvatar } from './user-avatar';
import { preloadSideMenu } from './side-menu';

export interface HeaderProps {
  data: TShellData;
  links: TShellLink[];
  host: string;
  /** the live alert's and the bell's answers when the page was rendered */
  live?: THasLive;
  unread?: TNotificationTotal;
  /** the edit drawer is open: the menu is hidden during fast editing */
  editing: boolean;
  /** the menu button, which the side menu focuses again on closing */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
  onOpenEdit: () => void;
  /** the pointer or focus is on the edit button: start downloading the drawer */
  onPrepareEdit?: () => void;
}

const NAV_LINK =
  'rounded-md px-3 py-2 text-sm font-medium opacity-80 transition hover:opacity-100 focus-visible:outline-2 focus-visible:outline-primary aria-[current=page]:opacity-100 aria-[current=page]:font-semibold';

function useScrollOpacity(enabled: boolean) {
  const [opacity, setOpacity] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setOpacity(headerOpacity(window.scrollY)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [enabled]);
  return opacity;
}

/** The student header (SPEC.md section 2.2). */
export function Header({
  data,
  links,
  host,
  live: liveNow,
  unread,
  editing,
  menuButtonRef,
  onOpenMenu,
  onOpenEdit,
  onPrepareEdit,
}: HeaderProps) {
  const t = useTranslations('shell.header');
  const pathname = usePathname() ?? '/';
  const search = useSearchParams();
  const fading = isFadingHeaderPath(pathname);
  const live = isLivePage(pathname, search ?? new URLSearchParams());
  const opacity = useScrollOpacity(fading);
  const edit = {
    onClick: onOpenEdit,
    onPointerEnter: onPrepareEdit,
    onFocus: onPrepareEdit,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': editing,
  };
  const { tenant, settings, user } = data;
  const communities = showCommunitiesLink(settings.show_communities_page, data.hasCommunity);
  const current = (href: string) => (pathname === href ? 'page' : undefined);

  return (
    <header
      data-testid="header"
      data-fading={fading ? 'true' : 'false'}
      aria-label={t('label')}
      className={clsx('inset-x-0 top-0 z-40 h-16 lg:h-20', fading ? 'fixed' : 'sticky')}
    >
      <div
        aria-hidden
        data-testid="header-background"
        className="absolute inset-0 bg-surface transition-opacity duration-150"
        style={{ opacity: fading ? opacity : 1 }}
      />
      <div className="relative mx-auto flex h-full max-w-screen-2xl items-center gap-2 px-3 sm:gap-4 sm:px-4 md:px-8">
        {live ? (
          <PlainButton asChild variant="ghost" size="icon" round>
            <AppLink href={ROUTES.home} aria-label={t('backHome')} data-testid="header-back">
              <ArrowLeft aria-hidden className="h-6 w-6" />
            </AppLink>
          </PlainButton>
        ) : (
          <>
            <AppLink
              href={ROUTES.home}
              data-testid="header-logo"
              className="flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-primary"
            >
              {settings.logo_horizontal ? (
                // A tenant upload of any size, capped by CSS (SPEC.md section 9); next/image needs known dimensions.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={settings.logo_horizontal}
                  alt={tenant.name}
                  className="block h-auto max-h-[65px] w-auto max-w-[64px] object-contain sm:max-w-[100px] lg:max-w-[170px]"
                />
              ) : (
                <span className="max-w-[64px] truncate text-lg font-bold sm:max-w-[100px] lg:max-w-[170px]">
                  {tenant.name}
                </span>
              )}
            </AppLink>

            <nav aria-label={t('mainNav')} className="hidden min-w-0 flex-1 items-center gap-1 lg:flex">
              <AppLink
                href={ROUTES.home}
                className={NAV_LINK}
                aria-current={current(ROUTES.home)}
                data-testid="nav-home"
              >
                {t('home')}
              </AppLink>
              <AppLink
                href={ROUTES.favorites}
                className={NAV_LINK}
                aria-current={current(ROUTES.favorites)}
                data-testid="nav-favorites"
              >
                {t('favorites')}
              </AppLink>
              {communities && (
                <AppLink
                  href={ROUTES.communities(tenant.id)}
                  className={NAV_LINK}
                  aria-current={pathname.startsWith('/comunidade') ? 'page' : undefined}
                  data-testid="nav-communities"
                >
                  {t('communities')}
                </AppLink>
              )}
              {links.map((link) => (
                <CustomLink
                  key={link.id}
                  link={link}
                  host={host}
                  className={clsx(NAV_LINK, 'max-w-[180px] truncate')}
                />
              ))}
            </nav>

            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              {data.canEdit && (
                <PlainButton variant="secondary" size="sm" data-testid="edit-mode-button" {...edit}>
                  <Pencil aria-hidden className="h-4 w-4" />
                  {/* a phone keeps the pencil only, so every item fits at 360 px with a live on (issue 54) */}
                  <span className="sr-only sm:not-sr-only">{t('editMode')}</span>
                </PlainButton>
              )}
              {!editing && user && <LiveAlert initial={liveNow} />}
              {!editing && user && <SearchModal />}
              {user && (
                <NotificationBell
                  initial={unread}
                  platform={{ name: settings.seo_name?.trim() || tenant.name, icon: settings.logo_square }}
                />
              )}
              {!editing && user && (
                <button
                  ref={menuButtonRef}
                  type="button"
                  onClick={onOpenMenu}
                  onPointerEnter={preloadSideMenu}
                  onFocus={preloadSideMenu}
                  // the initials the avatar shows are part of its name (WCAG 2.5.3, label in name)
                  aria-label={t('openMenuInitials', { initials: userInitials(user.name) })}
                  aria-haspopup="dialog"
                  data-testid="menu-button"
                  className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  <UserAvatar name={user.name} photoUrl={user.photo_url} size="lg" />
                </button>
              )}
            </div>
          </>
        )}
      </div>
      {/* SPEC 6: on the homepage, an extra edit control for wide screens, out of the header's way */}
      {data.canEdit && !editing && pathname === ROUTES.home && (
        <div className="fixed right-8 bottom-8 hidden lg:block">
          <PlainButton size="lg" round data-testid="home-edit-button" className="shadow-lg" {...edit}>
            <Pencil aria-hidden className="h-5 w-5" />
            {t('editMode')}
          </PlainButton>
        </div>
      )}
    </header>
  );
}
