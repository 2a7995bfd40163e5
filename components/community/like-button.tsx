'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Heart } from '@/components/icons/heart';
import { toast } from '@/lib/client/toast';
import { apiFetch } from '@/lib/client/fetcher';
import { clsx } from 'clsx';
import type { TLikeState } from '@/lib/communities/feed/schemas';

/**
 * Like / unlike with an optimistic count; the server's answer (idempotent) settles it, an error rolls it
 * back. `onChange` hears each of the three (`settled` for the server's answer), for the caches showing it.
 */
export function LikeButton({
  path,
  liked: liked0,
  count: count0,
  disabled,
  testId,
  onChange,
}: {
  path: string;
  liked: boolean;
  count: number;
  disabled?: boolean;
  testId: string;
  onChange?: (like: TLikeState, settled: boolean) => void;
}) {
  const t = useTranslations('community.post');
  const [state, setState] = useState({ liked: liked0, count: count0 });
  const [busy, setBusy] = useState(false);
  async function toggle() {
    const next = !state.liked;
    const before = state;
    const show = (s: typeof state, settled = false) => {
      setState(s);
      onChange?.({ liked: s.liked, like_count: s.count }, settled);
    };
    show({ liked: next, count: Math.max(0, state.count + (next ? 1 : -1)) });
    setBusy(true);
    try {
      const res = await apiFetch<{ data: TLikeState }>(
        path,
        { method: next ? 'POST' : 'DELETE' },
        t('error'),
      );
      show({ liked: res.data.liked, count: res.data.like_count }, true);
    } catch (err) {
      show(before);
      toast.error((err as Error).message || t('error'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={state.liked}
      // the name carries the visible count too (label in name, issue 14): 'Curtir: 3 curtidas'
      aria-label={`${state.liked ? t('unlike') : t('like')}: ${t('likes', { count: state.count })}`}
      disabled={busy || (disabled && !state.liked)}
      onClick={toggle}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm hover:bg-white/10 disabled:opacity-50',
        state.liked && 'text-red-400',
      )}
    >
      <Heart aria-hidden className={clsx('h-4 w-4', state.liked && 'fill-current')} />
      <span data-testid={`${testId}-count`}>{t('likes', { count: state.count })}</span>
    </button>
  );
}
