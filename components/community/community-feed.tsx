'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { communityFeedKeys } from '@/lib/client/community-keys';
import { STALE } from '@/lib/client/stale';
import { useLitePages } from '@/lib/client/use-lite-pages';
import { FEED_PAGE_DEFAULT } from '@/lib/communities/feed/paths';
import type { TAttachmentKind, TCommunityAllows, TFeedPage } from '@/lib/communities/feed/schemas';
import { Composer } from './composer';
import { PostCard } from './post-card';

/**
 * The community's feed: the server renders the first page, this island keeps it in the tab's lite cache
 * (the lite paged list, as `useInfiniteQuery` did: no TanStack Query in the page's first load, decision
 * 320) and loads the next page (keyset cursor) when the sentinel at the bottom scrolls into view.
 */
export function CommunityFeed({
  communityId,
  tenantId,
  allows,
  accept,
  firstPage,
}: {
  communityId: string;
  tenantId: string;
  allows: TCommunityAllows;
  /** the composer's file pickers' `accept` lists */
  accept: Record<TAttachmentKind, string>;
  firstPage: TFeedPage;
}) {
  const t = useTranslations('community.feed');
  const query = useLitePages<TFeedPage, string | null>({
    queryKey: communityFeedKeys.feed(communityId),
    firstParam: null,
    initialPages: [firstPage],
    staleTime: STALE.halfHour,
    // a next page or a refetch: the first page is the server's (decision 381)
    fetchPage: (cursor) => import('./feed-cache').then((m) => m.fetchFeedPage(communityId, cursor)),
    nextPage: (last) => last.next_cursor ?? undefined,
  });
  const posts = (query.pages ?? [firstPage]).flatMap((p) => p.posts);

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  // After a failed page the sentinel waits for the member's retry: re-armed, it would ask again at once,
  // and again, against a server that is failing (decision 437).
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isError) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);

  return (
    <section className="flex flex-col gap-4" data-testid="community-feed">
      <Composer communityId={communityId} allows={allows} accept={accept} />
      {posts.length === 0 ? (
        <p data-testid="feed-empty" className="py-10 text-center opacity-70">
          {t('empty')}
        </p>
      ) : (
        posts.map((p) => <PostCard key={p.id} post={p} tenantId={tenantId} allows={allows} />)
      )}
      <div ref={sentinel} data-testid="feed-sentinel" aria-hidden className="h-1" />
      {isFetchingNextPage && (
        <p role="status" className="py-4 text-center text-sm opacity-70">
          {t('loadingMore')}
        </p>
      )}
      {isError && (
        <p role="alert" className="py-4 text-center text-sm text-red-400">
          {t('error')}{' '}
          <button type="button" className="underline" onClick={fetchNextPage} data-testid="feed-retry">
            {t('retry')}
          </button>
        </p>
      )}
      {!hasNextPage && posts.length > FEED_PAGE_DEFAULT && (
        <p data-testid="feed-end" className="py-4 text-center text-sm opacity-60">
          {t('end')}
        </p>
      )}
    </section>
  );
}
