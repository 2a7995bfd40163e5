'use client';

import { useRef, type ComponentProps, type RefObject } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { ROUTES } from '@/lib/shell/nav';
import { Button } from '@/components/ui/button';
import { NotificationItem, splitToday, type TPlatformMark } from './notification-item';
import { useMarkRead, useNotificationList } from './use-notifications';
import { useOpenNotification } from './use-open-notification';

/**
 * The bell's popover (Radix popper), loaded on the first opening (decision 233). The bell's button stays
 * the static one in ./bell and is the popover's anchor (not a Radix trigger), so what Radix's trigger did
 * is done here: a press on the button is not an outside press (the button's click toggles), and on
 * closing the focus goes back to the button unless the member clicked or tabbed elsewhere.
 */
function BellPopoverBody({
  anchorRef,
  open,
  onOpenChange,
  contentId,
  hasUnread,
  platform,
}: {
  anchorRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  hasUnread: boolean;
  platform?: TPlatformMark;
}) {
  const leftOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          align="end"
          sideOffset={8}
          data-testid="bell-popover"
          className="z-50 flex max-h-[min(600px,80vh)] w-[479px] max-w-[calc(100vw-16px)] flex-col rounded-lg border border-white/10 bg-surface-2 text-[color:var(--color-on-surface)] shadow-xl"
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node | null)) event.preventDefault();
            else leftOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leftOutside.current) anchorRef.current?.focus();
            leftOutside.current = false;
          }}
        >
          {open && (
            <BellPanel hasUnread={hasUnread} platform={platform} onClose={() => onOpenChange(false)} />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function BellPanel({
  hasUnread,
  platform,
  onClose,
}: {
  hasUnread: boolean;
  platform?: TPlatformMark;
  onClose: () => void;
}) {
  const t = useTranslations('notifications');
  const list = useNotificationList();
  const markRead = useMarkRead();
  const openOne = useOpenNotification(onClose);
  const items = list.pages?.[0]?.data ?? [];
  const { today, older } = splitToday(items);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
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
                    <NotificationItem key={n.id} n={n} onOpen={openOne} platform={platform} />
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
                    <NotificationItem key={n.id} n={n} onOpen={openOne} platform={platform} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
      <div className="border-t border-white/10 p-2">
        <Button asChild variant="secondary" className="w-full">
          <AppLink href={ROUTES.notifications} onClick={onClose} data-testid="bell-see-all">
            {t('seeAll')}
          </AppLink>
        </Button>
      </div>
    </>
  );
}

/** Loaded on demand; its list reads through the tab's lite cache, without TanStack Query (decision 448). */
export function BellPopover(props: ComponentProps<typeof BellPopoverBody>) {
  return <BellPopoverBody {...props} />;
}
