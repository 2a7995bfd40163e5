'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { Bell as BellIcon } from 'lucide-react';
import { cn } from '@/lib/client/cn';
import { ROUTES } from '@/lib/shell/nav';
import { Button } from '@/components/ui/button';
import { NotificationItem, splitToday } from './notification-item';
import { useMarkRead, useNotificationList, useUnreadTotal } from './use-notifications';
import { useOpenNotification } from './use-open-notification';

const ICON_BUTTON =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** '+9' above 9 (SPEC 2.2). */
export const badgeText = (count: number) => (count > 9 ? '+9' : String(count));

/**
 * The header bell (SPEC 2.2): a popover 479 px wide at 768 px and wider; below, a link to
 * /notifications with a red dot when unread exist. The header hides it on the live page.
 */
export function NotificationBell() {
  const t = useTranslations('notifications');
  const [open, setOpen] = useState(false);
  const total = useUnreadTotal();
  const unread = total.data?.unread_count ?? 0;
  const label = unread > 0 ? t('bellUnread') : t('bellLabel');

  return (
    <>
      <Link
        href={ROUTES.notifications}
        aria-label={label}
        data-testid="bell-link"
        className={cn(ICON_BUTTON, 'md:hidden')}
      >
        <BellIcon aria-hidden className="h-6 w-6" />
        {unread > 0 && (
          <span
            data-testid="bell-dot"
            className="absolute top-2 right-2 h-2.5 w-2.5 rounded-full bg-red-500"
          />
        )}
      </Link>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            data-testid="bell-button"
            className={cn(ICON_BUTTON, 'hidden md:inline-flex')}
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
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            data-testid="bell-popover"
            className="z-50 flex max-h-[min(600px,80vh)] w-[479px] max-w-[calc(100vw-16px)] flex-col rounded-lg border border-white/10 bg-surface-2 text-[color:var(--color-on-surface)] shadow-xl"
          >
            {open && <BellPanel hasUnread={unread > 0} onClose={() => setOpen(false)} />}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </>
  );
}

function BellPanel({ hasUnread, onClose }: { hasUnread: boolean; onClose: () => void }) {
  const t = useTranslations('notifications');
  const list = useNotificationList();
  const markRead = useMarkRead();
  const openOne = useOpenNotification(onClose);
  const items = list.data?.pages[0]?.data ?? [];
  const { today, older } = splitToday(items);

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
        <h2 className="text-base font-semibold">{t('title')}</h2>
        {hasUnread && (
          <Button
            variant="ghost"
            size="sm"
            data-testid="bell-mark-all"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate({ read: true, all: true })}
          >
            {t('markAll')}
          </Button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-1 py-2" aria-busy={list.isPending}>
        {list.isPending ? (
          <p className="px-3 py-6 text-center text-sm opacity-70" data-testid="bell-loading">
            {t('loading')}
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm opacity-70" data-testid="bell-empty">
            {t('empty')}
          </p>
        ) : (
          <>
            {today.length > 0 && (
              <section aria-labelledby="bell-today">
                <h3 id="bell-today" className="px-3 pt-1 pb-1 text-xs font-semibold uppercase opacity-70">
                  {t('today')}
                </h3>
                <ul>
                  {today.map((n) => (
                    <NotificationItem key={n.id} n={n} onOpen={openOne} />
                  ))}
                </ul>
              </section>
            )}
            {older.length > 0 && (
              <section aria-labelledby="bell-older">
                <h3 id="bell-older" className="px-3 pt-2 pb-1 text-xs font-semibold uppercase opacity-70">
                  {t('older')}
                </h3>
                <ul>
                  {older.map((n) => (
                    <NotificationItem key={n.id} n={n} onOpen={openOne} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
      <div className="border-t border-white/10 p-2">
        <Button asChild variant="secondary" className="w-full">
          <Link href={ROUTES.notifications} onClick={onClose} data-testid="bell-see-all">
            {t('seeAll')}
          </Link>
        </Button>
      </div>
    </>
  );
}
