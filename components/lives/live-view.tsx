import { AppLink } from '@/components/ui/app-link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CalendarClock } from '@/components/icons/calendar-clock';
import { Lock } from '@/components/icons/lock';
import { Radio } from '@/components/icons/radio';
import { PAGE_FRAME } from '@/components/shell/page-frame';
import { PlainButton } from '@/components/ui/plain-button';
import type { LivePageData } from '@/lib/lives/service';
import { liveUrl, type TLive } from '@/lib/lives/schemas';
import { ROUTES } from '@/lib/shell/nav';
import { LivePlayer } from './live-player';
import { RefreshAt } from './refresh-at';

const FRAME = PAGE_FRAME;

/** /live?watch={id}: the player while it is on; otherwise when it starts, that it ended, or the upsell. */
export async function LiveWatch({ data }: { data: LivePageData | null }) {
  const t = await getTranslations('lives');
  const format = await getFormatter();
  if (!data) return <Message testId="live-not-found" title={t('notFound')} back={t('backHome')} />;
  const { live } = data;
  if (!data.canWatch)
    return (
      <Message
        testId="live-locked"
        icon={<Lock aria-hidden className="mb-6 h-10 w-10 text-primary" />}
        title={t('lockedTitle')}
        body={t('lockedText', { products: data.products.join(', ') })}
        back={t('backHome')}
      />
    );
  // the zone is named: a member elsewhere must know it is Brasília's time (decision 437)
  const when = `${format.dateTime(new Date(live.starts_at), { dateStyle: 'long', timeStyle: 'short' })} (${t('zone')})`;
  return (
    <div className={FRAME} data-testid="live-page" data-status={data.status}>
      <h1 data-testid="live-title" className="mb-4 text-2xl font-bold break-words md:text-3xl">
        {live.title}
      </h1>
      {data.status === 'live' ? (
        <LivePlayer url={live.embed_url} title={t('playerTitle', { title: live.title })} />
      ) : (
        <p
          data-testid={data.status === 'ended' ? 'live-ended' : 'live-not-started'}
          className="rounded-lg bg-surface-2 p-6 opacity-90"
        >
          {data.status === 'ended' ? t('ended') : t('notStarted', { date: when })}
        </p>
      )}
      {data.status === 'live' && <RefreshAt at={live.ends_at} />}
      {data.status !== 'live' && data.status !== 'ended' && <RefreshAt at={live.starts_at} />}
    </div>
  );
}

/** /live without an id: lives on now and upcoming; editors also get the scheduler. */
export async function LiveIndex({ lives, scheduler }: { lives: TLive[]; scheduler?: React.ReactNode }) {
  const t = await getTranslations('lives');
  const format = await getFormatter();
  return (
    <div className={FRAME} data-testid="lives-page">
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{t('pageTitle')}</h1>
      {lives.length === 0 ? (
        <p data-testid="lives-empty" className="opacity-75">
          {t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="lives-list">
          {lives.map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-center gap-3 rounded-lg bg-surface-2 p-4"
              data-testid="lives-item"
            >
              {l.status === 'live' ? (
                <Radio aria-hidden className="h-5 w-5 shrink-0 text-red-500" />
              ) : (
                <CalendarClock aria-hidden className="h-5 w-5 shrink-0 opacity-70" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{l.title}</p>
                <p className="text-sm opacity-75">
                  {l.status === 'live'
                    ? t('onNow')
                    : t('startsAt', {
                        date: `${format.dateTime(new Date(l.starts_at), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })} (${t('zone')})`,
                      })}
                </p>
              </div>
              <PlainButton asChild size="sm" variant={l.status === 'live' ? 'primary' : 'secondary'}>
                <AppLink href={liveUrl(l.id)}>{t('watch')}</AppLink>
              </PlainButton>
            </li>
          ))}
        </ul>
      )}
      {scheduler}
    </div>
  );
}

function Message({
  testId,
  icon,
  title,
  body,
  back,
}: {
  testId: string;
  icon?: React.ReactNode;
  title: string;
  body?: string;
  back: string;
}) {
  return (
    <section
      data-testid={testId}
      className="mx-auto flex max-w-xl flex-col items-center px-6 pt-16 pb-20 text-center lg:pt-20"
    >
      {icon}
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      {body && <p className="mt-4 opacity-80">{body}</p>}
      <PlainButton asChild variant="secondary" className="mt-8">
        <AppLink href={ROUTES.home}>{back}</AppLink>
      </PlainButton>
    </section>
  );
}
