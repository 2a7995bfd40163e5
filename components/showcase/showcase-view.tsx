'use client';

import { useEffect, useMemo, useRef, useState, useTransition, type CSSProperties } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Bookmark } from '@/components/icons/bookmark';
import { BookmarkCheck } from '@/components/icons/bookmark-check';
import { ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRight } from '@/components/icons/chevron-right';
import { Lock } from '@/components/icons/lock';
import { toast } from '@/lib/client/toast';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { MediaFallback } from '@/components/ui/media-fallback';
import { clsx } from 'clsx';
import { FontStylesheets } from '@/components/shell/font-stylesheets';
import type { TCard } from '@/lib/showcase/schemas';
import { SYSTEM_CAROUSELS, systemCarouselId } from '@/lib/showcase/system-carousels';
import type { TShowcaseRow } from '@/lib/showcase/home';
import { parseJsonText, type JsonText } from '@/lib/json-text';

// The student's showcase: one row per carousel, paged by group (cards_per_group, 0 = automatic width
// by card type), with optional autoplay. Server-rendered data; this island only scrolls.

const AUTO_BASIS: Record<string, string> = {
  horizontal: '16rem',
  vertical: '11rem',
  square: '12rem',
  circle: '9rem',
  biggerImage: '20rem',
  fullImage: '100%',
};

const CARD_SHADOW = { boxShadow: 'var(--card-shadow)' };

const ASPECT: Record<string, string> = {
  horizontal: 'aspect-video rounded-md',
  vertical: 'aspect-[2/3] rounded-md',
  square: 'aspect-square rounded-md',
  circle: 'aspect-square rounded-full',
  biggerImage: 'aspect-[3/4] rounded-lg',
  fullImage: 'aspect-[21/9] rounded-lg',
};

const basis = (per: number, cardType: string) =>
  per > 0
    ? `calc((100% - ${(per - 1) * 0.75}rem) / ${per})`
    : (AUTO_BASIS[cardType] ?? AUTO_BASIS.horizontal!);

export function ShowcaseView({ rows }: { rows: JsonText<TShowcaseRow[]> }) {
  const t = useTranslations('showcase.home');
  // one JSON text from the server (decision 406), parsed again only when a refresh sends a new one
  const carousels = useMemo(() => parseJsonText(rows), [rows]);
  if (!carousels.length)
    return (
      <p data-testid="showcase-empty" className="px-6 py-16 text-center opacity-70">
        {t('empty')}
      </p>
    );
  return (
    <div data-testid="showcase" className="flex flex-col gap-10 pb-16">
      <FontStylesheets families={carousels.flatMap((c) => [c.font_title, c.font_description])} />
      {carousels.map((c) => (
        <CarouselRow key={c.id} carousel={c} />
      ))}
    </div>
  );
}

/** /favoritos: the saved courses and lessons as a grid; each card's button takes it out of the list. */
export function FavoritesGrid({ cards }: { cards: TCard[] }) {
  const t = useTranslations('showcase.favorites');
  if (!cards.length)
    return (
      <p data-testid="favorites-empty" className="px-6 py-16 text-center opacity-70">
        {t('empty')}
      </p>
    );
  return (
    <ul
      data-testid="favorites"
      className="grid grid-cols-2 gap-4 pb-16 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    >
      {cards.map((card) => (
        <li key={`${card.kind}-${card.id}`} className="relative" data-testid="favorite-item">
          <Card card={card} cardType="horizontal" />
          {/* a locked one too: a member who lost access must still be able to take it off the list */}
          <MyListButton card={card} />
        </li>
      ))}
    </ul>
  );
}

const MY_LIST_ID = systemCarouselId(SYSTEM_CAROUSELS.myList);

function CarouselRow({ carousel: c }: { carousel: TShowcaseRow }) {
  const t = useTranslations('showcase.home');
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);

  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    if (dir === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
    else el.scrollBy({ left: dir * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (!c.autoplay || paused) return;
    const id = window.setInterval(() => page(1), Math.max(1, c.autoplay_time) * 1000);
    return () => window.clearInterval(id);
  }, [c.autoplay, c.autoplay_time, paused]);

  const style = {
    '--basis': basis(c.cards_per_group, c.card_type),
    '--basis-m': basis(c.cards_per_group_mobile, c.card_type === 'fullImage' ? 'fullImage' : c.card_type),
  } as CSSProperties;

  return (
    <section
      data-testid="showcase-carousel"
      data-carousel-id={c.id}
      data-system={c.system ? 'true' : 'false'}
      aria-label={c.title}
      className="relative px-4 md:px-10"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="mb-3 flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2
            data-testid="showcase-carousel-title"
            className="truncate"
            style={{
              fontFamily: c.font_title,
              fontWeight: c.weight_title,
              fontSize: `clamp(18px, 4vw, ${c.size_title}px)`,
            }}
          >
            {c.title}
          </h2>
          {c.description && (
            <p
              className="mt-1 opacity-80"
              style={{
                fontFamily: c.font_description,
                fontWeight: c.weight_description,
                fontSize: `clamp(13px, 3vw, ${c.size_description}px)`,
              }}
            >
              {c.description}
            </p>
          )}
        </div>
        {c.id === MY_LIST_ID && (
          // the row shows the newest few; Favoritos has them all, in pages (decision 441)
          <AppLink
            href="/favoritos"
            className="ml-auto shrink-0 text-sm font-medium underline-offset-4 hover:underline"
            data-testid="showcase-mylist-all"
          >
            {t('seeAll')}
          </AppLink>
        )}
        <div className="hidden shrink-0 gap-2 md:flex">
          <button
            type="button"
            aria-label={t('previous')}
            onClick={() => page(-1)}
            className="rounded-full bg-white/10 p-2 hover:bg-white/20"
          >
            <ChevronLeft aria-hidden className="h-5 w-5" />
          </button>
          <button
            type="button"
            aria-label={t('nextGroup')}
            onClick={() => page(1)}
            className="rounded-full bg-white/10 p-2 hover:bg-white/20"
          >
            <ChevronRight aria-hidden className="h-5 w-5" />
          </button>
        </div>
      </div>
      <div
        ref={track}
        style={style}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]"
      >
        {c.cards.map((card) => (
          <div
            key={`${card.kind}-${card.id}`}
            className="shrink-0 grow-0 snap-start basis-[var(--basis-m)] md:basis-[var(--basis)]"
          >
            <div className="relative">
              <Card card={card} cardType={c.card_type} />
              {card.in_list !== undefined && !card.locked && <MyListButton card={card} />}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function Card({ card, cardType }: { card: TCard; cardType: string }) {
  const t = useTranslations('showcase.home');
  const router = useRouter();
  // A row shows dozens of cards: prefetch a card's page on intent (pointer or keyboard focus), not
  // every visible card on load (two requests each; decision 181).
  const prefetch = () => router.prefetch(card.href);
  const body = (
    <>
      <div
        className={clsx('relative w-full overflow-hidden bg-white/10', ASPECT[cardType] ?? ASPECT.horizontal)}
        // shadow_size from Aparência (--card-shadow, lib/shell/theme.ts)
        style={CARD_SHADOW}
        data-testid="showcase-card-media"
      >
        {card.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- tenant uploads of any host and size
          <img
            src={card.image}
            alt=""
            loading="lazy"
            className={clsx('h-full w-full object-cover', card.locked && 'opacity-50 grayscale')}
          />
        ) : (
          <MediaFallback kind={card.kind} className={clsx('h-full w-full', card.locked && 'opacity-50')} />
        )}
        {card.locked && (
          <span
            className="absolute inset-0 flex items-center justify-center"
            data-testid="showcase-card-locked"
          >
            <Lock aria-hidden className="h-8 w-8" />
            <span className="sr-only">{t('locked')}</span>
          </span>
        )}
        {card.progress !== undefined && (
          <span
            className="absolute inset-x-0 bottom-0 h-1 bg-white/20"
            aria-label={t('progress', { percent: card.progress })}
          >
            <span className="block h-full bg-primary" style={{ width: `${card.progress}%` }} />
          </span>
        )}
      </div>
      <p className="mt-2 line-clamp-2 text-sm font-medium">{card.title}</p>
      {card.sales_url && (
        <span className="mt-1 inline-block rounded bg-primary px-2 py-0.5 text-xs font-semibold text-primary-text">
          {t('wantAccess')}
        </span>
      )}
    </>
  );
  // a locked card leads to the sales page when there is one (ADR 0266), else nowhere
  if (card.sales_url)
    return (
      <a
        href={card.sales_url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="showcase-card"
        data-locked="true"
        className="block rounded-md focus-visible:outline-2 focus-visible:outline-primary"
      >
        {body}
      </a>
    );
  if (card.locked)
    return (
      <div data-testid="showcase-card" data-locked="true" aria-disabled className="cursor-not-allowed">
        {body}
      </div>
    );
  return (
    <AppLink
      href={card.href}
      prefetch={false}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      data-testid="showcase-card"
      data-locked="false"
      className="block rounded-md focus-visible:outline-2 focus-visible:outline-primary"
    >
      {body}
    </AppLink>
  );
}

/** Adds or removes a course or lesson in "Minha lista" (POST /api/auth/home/updateMyList), then re-renders. */
function MyListButton({ card }: { card: TCard }) {
  const t = useTranslations('showcase.home');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState(false);
  const inList = !!card.in_list;
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await apiFetch<{ message: string }>('/api/auth/home/updateMyList', {
        method: 'POST',
        body: { kind: card.kind, id: card.id, action: inList ? 'remove' : 'add' },
      });
      toast.success(res.message);
      startTransition(() => router.refresh());
    } catch (e) {
      toast.error(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const Icon = inList ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      data-testid="showcase-mylist-toggle"
      data-in-list={inList ? 'true' : 'false'}
      aria-pressed={inList}
      aria-label={inList ? t('removeFromList') : t('addToList')}
      title={inList ? t('removeFromList') : t('addToList')}
      disabled={busy || pending}
      onClick={toggle}
      className="absolute top-2 right-2 rounded-full bg-black/60 p-1.5 hover:bg-black/80 disabled:opacity-50"
    >
      <Icon aria-hidden className="h-4 w-4" />
    </button>
  );
}
