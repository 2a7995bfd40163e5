'use client';

import { Suspense, useId, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Bell as BellIcon } from '@/components/icons/bell';
import { ROUTES } from '@/lib/shell/nav';
import type { TNotificationTotal } from '@/lib/notifications/schemas';
import type { TPlatformMark } from './notification-item';
import { useBellTotal } from './use-unread-total';
import { lazyPart } from '@/lib/client/lazy-part';

// The popover (Radix popper, the list) is downloaded on the first opening or when the button is hovered
// or focused, with its own <Suspense> (decisions 230, 233).
const { Part: BellPopover, preload: preloadPopover } = lazyPart(
  () => import('./bell-popover'),
  'BellPopover',
);

// the icon button's classes but its display, which each of the two buttons sets (no class merge on the first
// load, decision 350): the class lists are the ones `cnLite(ICON_BUTTON, …)` gave
const ICON_BUTTON_REST =
  'h-10 w-10 items-center justify-center rounded-full transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** '+9' above 9 (SPEC 2.2). */
export const badgeText = (count: number) => (count > 9 ? '+9' : String(count));

/**
 * The header bell (SPEC 2.2): a popover 479 px wide at 768 px and wider; below, a link to
 * /notifications with a red dot when unread exist. The header hides it on the live page. `initial`: the
 * unread total when the page was rendered, so a page load does not ask for it again (decision 397).
 */
export function NotificationBell({
  initial,
  platform,
}: {
  initial?: TNotificationTotal;
  /** the platform's square mark, for notifications no person sent */
  platform?: TPlatformMark;
}) {
  const t = useTranslations('notifications');
  const [open, setOpen] = useState(false);
  // the popover is rendered from the first opening on (then Radix opens and closes it)
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const unread = useBellTotal(initial)?.unread_count ?? 0;
  // the badge's text is part of the button's name (WCAG 2.5.3, label in name)
  const label = unread > 0 ? t('bellUnreadCount', { count: badgeText(unread) }) : t('bellLabel');

  return (
    <>
      <AppLink
        href={ROUTES.notifications}
        aria-label={label}
        data-testid="bell-link"
        className={`relative inline-flex ${ICON_BUTTON_REST} md:hidden`}
      >
        <BellIcon aria-hidden className="h-6 w-6" />
        {unread > 0 && (
          <span
            data-testid="bell-dot"
            className="absolute top-2 right-2 h-2.5 w-2.5 rounded-full bg-red-500"
          />
        )}
      </AppLink>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-testid="bell-button"
        className={`relative ${ICON_BUTTON_REST} hidden md:inline-flex`}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
      >
        <BellIcon aria-hidden className="h-6 w-6" />
        {unread > 0 && (
          <span
            data-testid="bell-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <BellPopover
            anchorRef={buttonRef}
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            hasUnread={unread > 0}
            platform={platform}
          />
        </Suspense>
      )}
    </>
  );
}
