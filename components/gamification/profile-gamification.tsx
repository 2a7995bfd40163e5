'use client';

import { useTranslations } from '@/components/i18n/lite-intl';
import { Download } from '@/components/icons/download';
import { ExternalLink } from '@/components/icons/external-link';
import { Gift } from '@/components/icons/gift';
import { PackageCheck } from '@/components/icons/package-check';
import { gamificationStudentApi as gamificationApi } from '@/lib/client/gamification-student-api';
import { readableText } from '@/lib/communities/feed/contrast';
import { gamificationKeys } from '@/lib/client/gamification-keys';
import { useShellQuery } from '@/lib/client/use-shell-query';
import { rewardEmbedPath } from '@/lib/gamification/student-paths';
import type { TGamificationMe } from '@/lib/gamification/student-schemas';

type Reward = TGamificationMe['rewards'][number];

/**
 * An embed reward's code runs in a sandboxed frame served by its own route with its own CSP (decision
 * 64): scripts yes, but no access to the platform's origin, no popups, no sending data out.
 */
function EmbedFrame({ reward }: { reward: Reward }) {
  const t = useTranslations('gamificationProfile');
  return (
    <iframe
      data-testid="reward-embed"
      title={t('embedTitle', { name: reward.name })}
      sandbox="allow-scripts allow-presentation"
      referrerPolicy="no-referrer"
      src={rewardEmbedPath(reward.id)}
      className="h-64 w-full rounded-md border border-white/10 bg-white"
    />
  );
}

function Delivery({ reward }: { reward: Reward }) {
  const t = useTranslations('gamificationProfile');
  switch (reward.delivery_type) {
    case 'file':
      return reward.file_url ? (
        <a
          href={reward.file_url}
          download={reward.file_name ?? true}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 text-primary underline"
          data-testid="reward-file"
        >
          <Download aria-hidden className="h-4 w-4" />
          {reward.file_name ?? t('downloadFile')}
        </a>
      ) : null;
    case 'link':
      return (
        <ul className="flex flex-col gap-1" data-testid="reward-links">
          {reward.links.map((url) => (
            <li key={url}>
              <a
                href={/^https?:\/\//i.test(url) ? url : `https://${url}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 break-all text-on-surface underline decoration-primary underline-offset-2"
              >
                <ExternalLink aria-hidden className="h-4 w-4 shrink-0" />
                {url.replace(/^https?:\/\//i, '')}
              </a>
            </li>
          ))}
        </ul>
      );
    case 'badge':
      return reward.badge_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- stored upload URL from the storage host
        <img
          src={reward.badge_url}
          alt={t('badgeAlt', { name: reward.name })}
          width={96}
          height={96}
          className="h-24 w-24 object-contain"
          data-testid="reward-badge"
        />
      ) : null;
    case 'embed':
      return <EmbedFrame reward={reward} />;
    case 'product':
      return reward.product ? (
        <p className="inline-flex items-center gap-2" data-testid="reward-product">
          <PackageCheck aria-hidden className="h-4 w-4 text-primary" />
          {t('productGranted', { title: reward.product.title })}
        </p>
      ) : null;
    default:
      return null;
  }
}

/**
 * The member's level, points and earned rewards on 'Meu perfil', as the level's settings allow. Read
 * through the lite query hook, so the page loads no TanStack Query; invalidations of
 * `gamificationKeys.all` reach it with or without the tab's client (decision 300).
 */
export function ProfileGamification({ initial }: { initial: TGamificationMe }) {
  const t = useTranslations('gamificationProfile');
  const { data = initial } = useShellQuery({
    queryKey: gamificationKeys.me(),
    queryFn: gamificationApi.me,
    initialData: initial,
    refetchOnWindowFocus: false,
  });
  const level = data.level;
  const showLevel = level ? level.show_level_on_profile : true;
  const showScore = level ? level.show_score_on_profile : true;

  return (
    <div className="flex flex-col gap-6">
      <section
        className="flex flex-wrap items-center gap-6 rounded-lg border border-white/10 bg-surface-2 p-4"
        data-testid="profile-gamification"
      >
        {showLevel && (
          <div className="flex items-center gap-3" data-testid="profile-level">
            {level?.image_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- stored upload URL from the storage host
              <img
                src={level.image_url}
                alt=""
                width={48}
                height={48}
                className="h-12 w-12 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden
                className="h-12 w-12 rounded-full border-4"
                style={{ borderColor: level?.color ?? 'rgba(255,255,255,0.2)' }}
              />
            )}
            <div>
              <p className="text-xs uppercase opacity-70">{t('level')}</p>
              <p
                className="text-lg font-semibold"
                // the level's colour, lightened when it would read below 4.5:1 on the dark page (issue 14)
                style={level ? { color: readableText(level.color, '#121212') } : undefined}
              >
                {level?.name ?? t('noLevel')}
              </p>
            </div>
          </div>
        )}
        {showScore && (
          <div data-testid="profile-score">
            <p className="text-xs uppercase opacity-70">{t('scoreLabel')}</p>
            <p className="text-lg font-semibold tabular-nums">
              {t('score', { score: data.score, points: data.points_name })}
            </p>
          </div>
        )}
        {data.next_level && (
          <p className="text-sm opacity-70" data-testid="profile-next-level">
            {t('nextLevel', {
              name: data.next_level.name,
              needed: data.next_level.needed_score,
              points: data.points_name,
            })}
          </p>
        )}
        {!data.gamified && <p className="w-full text-sm opacity-70">{t('notGamified')}</p>}
      </section>

      <section data-testid="profile-rewards">
        <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
          <Gift aria-hidden className="h-5 w-5 text-primary" />
          {t('rewardsTitle')}
        </h2>
        {data.rewards.length === 0 ? (
          <p className="text-sm opacity-70">{t('rewardsEmpty')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.rewards.map((r) => (
              <li
                key={r.id}
                data-testid="profile-reward"
                className="flex flex-col gap-2 rounded-lg border border-white/10 bg-surface-2 p-4"
              >
                <p className="font-semibold">{r.name}</p>
                {r.description && <p className="text-sm opacity-80">{r.description}</p>}
                <Delivery reward={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
