'use client';

import { useTranslations } from '@/components/i18n/lite-intl';
import { Trophy } from '@/components/icons/trophy';
import { UserAvatar } from '@/components/shell/user-avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { clsx } from 'clsx';
import { gamificationStudentApi as gamificationApi } from '@/lib/client/gamification-student-api';
import { gamificationKeys } from '@/lib/client/gamification-keys';
import { useShellQuery } from '@/lib/client/use-shell-query';
import { RANKING_DEFAULT_LIMIT } from '@/lib/gamification/student-paths';
import type { TRanking } from '@/lib/gamification/student-schemas';

/**
 * The ranking: top members with their points and the member's own position (GET
 * /api/gamification/ranking). Used by the profile; the community page can mount it as it is. Read through
 * the lite query hook (no TanStack Query in the profile's first load, decision 300).
 */
export function RankingPanel({
  initial,
  limit = RANKING_DEFAULT_LIMIT,
  currentUserId,
  className,
}: {
  initial?: TRanking;
  limit?: number;
  /** highlights the member's own row */
  currentUserId?: string;
  className?: string;
}) {
  const t = useTranslations('gamificationProfile');
  const { data, isError } = useShellQuery({
    queryKey: gamificationKeys.ranking(limit),
    queryFn: () => gamificationApi.ranking(limit),
    initialData: initial,
    refetchOnWindowFocus: false,
  });

  return (
    <section
      data-testid="ranking-panel"
      className={clsx('rounded-lg border border-white/10 bg-surface-2 p-4', className)}
    >
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Trophy aria-hidden className="h-5 w-5 text-primary" />
        {t('rankingTitle')}
      </h2>
      {isError ? (
        <p className="text-sm opacity-70">{t('loadError')}</p>
      ) : !data ? (
        <div className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : !data.enabled ? (
        <p className="text-sm opacity-70" data-testid="ranking-off">
          {t('rankingOff')}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm" data-testid="ranking-me">
            {data.me?.position
              ? t('myPosition', {
                  position: data.me.position,
                  score: data.me.score,
                  points: data.points_name,
                })
              : t('myPositionNone')}
          </p>
          {data.top.length === 0 ? (
            <p className="text-sm opacity-70">{t('rankingEmpty')}</p>
          ) : (
            <ol className="flex flex-col gap-1">
              {data.top.map((r) => {
                const mine = r.user_id === currentUserId;
                return (
                  <li
                    key={r.user_id}
                    data-testid="ranking-row"
                    data-mine={mine ? 'true' : 'false'}
                    className={clsx(
                      'flex items-center gap-3 rounded-md px-2 py-1.5',
                      mine ? 'bg-primary/20' : 'odd:bg-white/5',
                    )}
                  >
                    <span className="w-10 shrink-0 text-right font-semibold tabular-nums">
                      {t('rankingPosition', { position: r.position })}
                    </span>
                    <UserAvatar name={r.name} photoUrl={r.photo_url} size="sm" />
                    <span className="min-w-0 flex-1 truncate">
                      {r.name}
                      {mine && <span className="ml-2 text-xs opacity-70">{t('rankingYou')}</span>}
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {t('score', { score: r.score, points: data.points_name })}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
