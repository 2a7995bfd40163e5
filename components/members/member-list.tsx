'use client';

import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchMembers } from '@/lib/client/members-api';
import { membersKeys } from '@/lib/client/members-keys';
import { MEMBER_STATUSES, type TMemberRow, type TMemberStatusFilter } from '@/lib/members/schemas';
import { INPUT, useFormatDate, useProducts } from './parts';

/** The members list: search (debounced), product and status filters, "Carregar mais" by keyset. */
export function MemberList({ onOpen }: { onOpen: (userId: string) => void }) {
  const t = useTranslations('members');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [product, setProduct] = useState('');
  const [status, setStatus] = useState<TMemberStatusFilter | ''>('');
  const products = useProducts();

  useEffect(() => {
    const id = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(id);
  }, [typed]);

  const filters = { q: q || undefined, product: product || undefined, status: status || undefined };
  const list = useInfiniteQuery({
    queryKey: membersKeys.list(filters),
    queryFn: ({ pageParam }) => fetchMembers({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

  let body;
  if (list.isPending) {
    body = (
      <div className="space-y-2" data-testid="members-loading">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className="space-y-3 text-sm" data-testid="members-error">
        <p className="text-red-300">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const rows = list.data.pages.flatMap((p) => p.items);
    body = rows.length ? (
      <>
        <ul className="flex flex-col gap-2" data-testid="members-list">
          {rows.map((m) => (
            <MemberRow key={m.user_id} member={m} onOpen={() => onOpen(m.user_id)} />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            data-testid="members-more"
          >
            {t('loadMore')}
          </Button>
        )}
      </>
    ) : (
      <p
        className="rounded-md border border-dashed border-white/20 p-6 text-center text-sm opacity-80"
        data-testid="members-empty"
      >
        {t('empty')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm">
        <span className="sr-only">{t('searchLabel')}</span>
        <input
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          maxLength={100}
          className={INPUT}
          data-testid="members-search"
        />
      </label>
      <div className="flex gap-2">
        <select
          aria-label={t('productFilter')}
          value={product}
          onChange={(e) => setProduct(e.target.value)}
          className={INPUT}
          data-testid="members-filter-product"
        >
          <option value="">{t('allProducts')}</option>
          {products.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <select
          aria-label={t('statusFilter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as TMemberStatusFilter | '')}
          className={INPUT}
          data-testid="members-filter-status"
        >
          <option value="">{t('status.all')}</option>
          {MEMBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {body}
    </div>
  );
}

function MemberRow({ member: m, onOpen }: { member: TMemberRow; onOpen: () => void }) {
  const t = useTranslations('members');
  const date = useFormatDate();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid="member-row"
        data-email={m.email}
        className="flex w-full flex-col gap-1 rounded-md border border-white/10 px-3 py-2 text-left hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{m.name}</span>
          {m.role !== 'student' && (
            <span className="rounded bg-white/10 px-1.5 text-xs" data-testid="member-row-role">
              {t(`role.${m.role}`)}
            </span>
          )}
          {m.deactivated && (
            <span className="rounded bg-red-500/20 px-1.5 text-xs text-red-200">{t('deactivatedBadge')}</span>
          )}
          <span className="text-xs opacity-70" data-testid="member-row-points">
            {t('points', { points: m.points })}
          </span>
        </span>
        <span className="truncate text-xs opacity-70" data-testid="member-row-email">
          {m.email}
        </span>
        <span className="flex flex-wrap gap-1 text-xs" data-testid="member-row-products">
          {m.grants.length ? (
            m.grants.map((g) => (
              <span
                key={g.product_id}
                className={`rounded px-1.5 py-0.5 ${g.active ? 'bg-primary/25' : 'bg-white/10 line-through opacity-70'}`}
              >
                {g.product_title}
                {!g.active && <span className="sr-only"> ({t('expiredBadge')})</span>}
              </span>
            ))
          ) : (
            <span className="opacity-60">{t('noProducts')}</span>
          )}
        </span>
        {m.progress.length > 0 && (
          <span className="text-xs opacity-80" data-testid="member-row-progress">
            {m.progress.map((c) => `${c.title} ${c.percent}%`).join(' · ')}
          </span>
        )}
        <span className="text-xs opacity-60" data-testid="member-row-last-access">
          {m.last_access_at ? t('lastAccess', { date: date(m.last_access_at) }) : t('neverSignedIn')}
        </span>
      </button>
    </li>
  );
}
