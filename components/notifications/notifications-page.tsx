'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { PlainButton } from '@/components/ui/plain-button';
import { NotificationItem, splitToday, type TPlatformMark } from './notification-item';
import { listItems, useMarkRead, useNotificationList } from './use-notifications';
import { useOpenNotification } from './use-open-notification';
import { cached } from '@/lib/client/lite-cache';
import { notificationKeys } from '@/lib/client/notification-keys';
import { holdCached } from '@/lib/client/use-lite-pages';
import type { TNotificationTotal } from '@/lib/notifications/schemas';

const NO_READ = () => {};

/**
 * The unread total as the header's bell reads it (decision 448): the bell writes every read into the tab's
 * lite cache, and this follows that entry, so the page adds no read (no second poll, no disagreement).
 * `initial` is the render's, the same the bell started from; a page restored from the router's cache
 * prefers what the bell has read since.
 */
function useBellsTotal(initial: TNotificationTotal): TNotificationTotal {
  const key = notificationKeys.total();
  const [total, setTotal] = useState(() => cached<TNotificationTotal>(key)?.data ?? initial);
  // the bell reads again on an invalidation (the holder tracks it), so this user's own read is none
  useEffect(
    () =>
      holdCached(notificationKeys.total(), {
        hear: (d) => setTotal(d as TNotificationTotal),
        refetch: NO_READ,
      }),
    [],
  );
  return total;
}

/** /notifications: 10 per page with infinite scroll, today's apart from older ones, mark one or all read. */
export function NotificationsPage({
  initialTotal,
  platform,
}: {
  initialTotal: TNotificationTotal;
  platform?: TPlatformMark;
}) {
  const t = useTranslations('notifications');
  const list = useNotificationList();
  const total = useBellsTotal(initialTotal);
  const markRead = useMarkRead();
  const openOne = useOpenNotification();
  const sentinel = useRef<HTMLDivElement>(null);
  const items = listItems(list.pages);
  const { today, older } = splitToday(items);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = list;
  // the list's last read failed with rows shown: a next page, or the list read again after marking read
  const isFetchNextPageError = list.isError && !!list.pages;

  // After a failed page the sentinel waits for the member's retry: re-armed, it would ask again at once,
  // and again, against a server that is failing (decision 437).
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isFetchNextPageError) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError]);

  return (
    <div className={PAGE_FRAME} data-testid="notifications-page">
      {/* a reading column inside the common frame */}
      <div className="max-w-2xl">
        {/* wraps at 360 px rather than squeezing 'Marcar todas como lidas' out of its button (issue 54) */}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold md:text-3xl">{t('pageTitle')}</h1>
          {total.has_unread_notifications && (
            <PlainButton
              variant="secondary"
              size="sm"
              data-testid="notifications-mark-all"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate({ read: true, all: true })}
            >
              {t('markAll')}
            </PlainButton>
          )}
        </div>
        {list.isPending ? (
          <p className="py-10 text-center opacity-70" data-testid="notifications-loading" aria-busy>
            {t('loading')}
          </p>
        ) : items.length === 0 ? (
          <p className="py-10 text-center opacity-70" data-testid="notifications-empty">
            {t('empty')}
          </p>
        ) : (
          <>
            {today.length > 0 && (
              <section aria-labelledby="n-today" className="mb-4">
                <h2 id="n-today" className="mb-1 text-sm font-semibold uppercase opacity-70">
                  {t('today')}
                </h2>
                <ul data-testid="notifications-today">
                  {today.map((n) => (
                    <NotificationItem key={n.id} n={n} onOpen={openOne} platform={platform} />
                  ))}
                </ul>
              </section>
            )}
            {older.length > 0 && (
              <section aria-labelledby="n-older">
                <h2 id="n-older" className="mb-1 text-sm font-semibold uppercase opacity-70">
                  {t('older')}
                </h2>
                <ul data-testid="notifications-older">
                  {older.map((n) => (
                    <NotificationItem key={n.id} n={n} onOpen={openOne} platform={platform} />
                  ))}
                </ul>
              </section>
            )}
            <div ref={sentinel} className="h-8" data-testid="notifications-sentinel" />
            {isFetchingNextPage && <p className="text-center text-sm opacity-70">{t('loadingMore')}</p>}
            {isFetchNextPageError && (
              <p
                role="alert"
                className="text-center text-sm text-red-400"
                data-testid="notifications-more-error"
              >
                {t('loadMoreError')}{' '}
                <button
                  type="button"
                  className="underline"
                  // the loaded pages read again, whichever read failed; then the sentinel asks for the next one
                  onClick={() => void refetch()}
                >
                  {t('prefs.retry')}
                </button>
              </p>
            )}
            {!hasNextPage && items.length > 10 && (
              <p className="py-4 text-center text-sm opacity-60" data-testid="notifications-end">
                {t('end')}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
