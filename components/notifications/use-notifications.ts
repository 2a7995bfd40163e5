'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { toast } from '@/lib/client/toast';
import { cached, setCached } from '@/lib/client/lite-cache';
import { notificationKeys } from '@/lib/client/notification-keys';
import { notificationListApi } from '@/lib/client/notification-list-api';
import { useQueryHolder } from '@/lib/client/query-provider';
import { NOTIFICATION_POLL_MS, TOAST_MS } from '@/lib/client/stale';
import { useLitePages } from '@/lib/client/use-lite-pages';
import type { TMarkRead, TNotification, TNotificationPage } from '@/lib/notifications/schemas';

// The bell's popover and the notifications page share these: the list, page 1 polled every 5 minutes and
// refreshed when the window regains focus (SPEC 7, 9), and marking read. They read through the tab's lite
// cache (lib/client/use-lite-pages.ts), not TanStack Query, so neither carries it (decision 448); the
// unread total is the shell's (use-unread-total.ts). List load errors are silently ignored (SPEC 8): the
// screens show what they have, or the empty state.

const LIST_STALE_MS = 30_000;

/**
 * The list with a freshly fetched page 1 in place of the old one, every page the member scrolled to
 * kept (a member on page 2 who switches tabs and back stays there, with its rows). The pages are
 * offset-based, so new notifications push rows down: a row of the old page 1 that the fresh one no
 * longer holds, but that is older than the fresh page's last row, moved to page 2 and is carried to
 * the front of the next kept page; one newer than that was deleted and goes. `listItems` drops the
 * duplicates that the next scroll's shifted page may bring.
 */
export function mergeFirstPage(
  pages: TNotificationPage[] | undefined,
  fresh: TNotificationPage,
): TNotificationPage[] {
  // nothing scrolled to, or every row fits on page 1 now
  if (!pages || pages.length <= 1 || !fresh.next_page_url) return [fresh];
  const freshIds = new Set(fresh.data.map((n) => n.id));
  const tail = fresh.data.at(-1);
  const pushedDown = pages[0]!.data.filter(
    (n) => !freshIds.has(n.id) && (!tail || n.created_at <= tail.created_at),
  );
  const rest = pages.slice(1).map((p, i) => ({
    ...p,
    data: [...(i === 0 ? pushedDown : []), ...p.data].filter((n) => !freshIds.has(n.id)),
  }));
  return [fresh, ...rest];
}

/** The rows of every loaded page, each once (offset pages may overlap after new rows arrived). */
export function listItems(pages: TNotificationPage[] | undefined): TNotification[] {
  const seen = new Set<string>();
  const out: TNotification[] = [];
  for (const n of pages?.flatMap((p) => p.data) ?? []) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    out.push(n);
  }
  return out;
}

/** the refresh in flight: the bell and the page both listen for focus, one request serves both */
let inFlight: Promise<void> | null = null;

/**
 * Fetches the list's page 1 only (reading the list again would fetch every loaded page) and merges it
 * into the loaded pages, unless the tab has no list or read it less than its stale time ago.
 */
export function refreshFirstPage(
  now = Date.now(),
  fetchPage: (page: number) => Promise<TNotificationPage> = notificationListApi.list,
): Promise<void> {
  const key = notificationKeys.list();
  const entry = cached<TNotificationPage[]>(key);
  if (!entry || now - entry.at < LIST_STALE_MS) return Promise.resolve();
  if (inFlight) return inFlight;
  const run = fetchPage(1)
    .then(
      // a scroll that finished meanwhile is kept: the merge reads the pages as they are now
      (fresh) => setCached(key, mergeFirstPage(cached<TNotificationPage[]>(key)?.data, fresh)),
      () => undefined, // list load errors are silently ignored (SPEC 8)
    )
    .finally(() => {
      inFlight = null;
    });
  inFlight = run;
  return run;
}

const nextPage = (last: TNotificationPage) => (last.next_page_url ? last.current_page + 1 : undefined);

export function useNotificationList() {
  const list = useLitePages({
    queryKey: notificationKeys.list(),
    fetchPage: notificationListApi.list,
    nextPage,
    firstParam: 1,
    staleTime: LIST_STALE_MS,
  });

  // Page 1 every 5 minutes and when the window regains focus, so a new notification shows at the top.
  // The bell and the page may both mount this: a list fresher than its stale time is left alone.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'hidden') void refreshFirstPage();
    };
    const timer = window.setInterval(refresh, NOTIFICATION_POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, []);

  return { ...list, isPending: !list.pages && !list.isError };
}

/** Marks notifications read (some, or all) and reads the list and the unread total again. */
export function useMarkRead() {
  const t = useTranslations('notifications');
  const holder = useQueryHolder();
  const [running, setRunning] = useState(0);
  const mutate = useCallback(
    (body: TMarkRead) => {
      setRunning((n) => n + 1);
      notificationListApi
        .markRead(body)
        .then(
          () => {
            toast.success(t('markedRead'), { duration: TOAST_MS });
            return holder.invalidate(notificationKeys.all);
          },
          (err: Error) => {
            // the server's translated reason (a lost session, the network); nothing changed
            if (err.message) toast.error(err.message, { duration: TOAST_MS });
          },
        )
        .finally(() => setRunning((n) => n - 1));
    },
    [holder, t],
  );
  return { mutate, isPending: running > 0 };
}
