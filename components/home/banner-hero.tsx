'use client';

import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRight } from '@/components/icons/chevron-right';
import type { TBanner, TBannerSettings } from '@/lib/banners/schemas';
import { clsx } from 'clsx';
import { FontStylesheets } from '@/components/shell/font-stylesheets';

// The home hero (SPEC 2.9): the tenant's banners in order, desktop or mobile media (below 768px),
// texts in their fonts, a button to url_primary, autoplay every N seconds, slide or fade.

const MOBILE_QUERY = '(max-width: 767px)';

function useIsMobile() {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);
  return mobile;
}

const font = (family: string, weight: number, size: number): CSSProperties => ({
  fontFamily: `'${family}', sans-serif`,
  fontWeight: weight,
  fontSize: `${size}px`,
});

export function BannerHero({ banners, settings }: { banners: TBanner[]; settings: TBannerSettings }) {
  const t = useTranslations('banners.hero');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [touchX, setTouchX] = useState<number | null>(null);
  const mobile = useIsMobile();
  const count = banners.length;
  const fade = settings.banner_custom_transition_type === 'fade';
  const autoplay = settings.banner_custom_autoplay === 1 && count > 1;
  const seconds = Math.max(1, settings.banner_custom_autoplay_time);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  useEffect(() => {
    if (!autoplay || paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), seconds * 1000);
    return () => clearInterval(id);
  }, [autoplay, paused, seconds, count, index]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      data-testid="banner-hero"
      data-transition={fade ? 'fade' : 'normal'}
      data-autoplay={autoplay ? String(seconds) : 'off'}
      data-active={current}
      className="relative h-[85vh] w-full overflow-hidden bg-black md:h-auto md:aspect-video md:max-h-[90vh]"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={(e) => setTouchX(e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        // Small screens have no arrows: a horizontal swipe moves between banners.
        const end = e.changedTouches[0]?.clientX;
        if (touchX !== null && end !== undefined && Math.abs(end - touchX) > 40)
          go(current + (end < touchX ? 1 : -1));
        setTouchX(null);
      }}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <FontStylesheets
        families={banners.flatMap((b) => [b.font_headline, b.font_title, b.font_subtitle, b.font_button])}
      />
      <div
        className={clsx(
          'h-full w-full',
          fade ? 'relative' : 'flex transition-transform duration-700 ease-out',
        )}
        style={fade ? undefined : { transform: `translateX(-${current * 100}%)` }}
      >
        {banners.map((b, i) => (
          <Slide
            key={b.id}
            banner={b}
            active={i === current}
            fade={fade}
            mobile={mobile}
            label={`${i + 1}/${count}`}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t('previous')}
            data-testid="banner-prev"
            onClick={() => go(current - 1)}
            className="absolute top-1/2 left-3 z-10 hidden -translate-y-1/2 rounded-full md:block bg-black/40 p-2 text-white hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <ChevronLeft aria-hidden className="h-6 w-6" />
          </button>
          <button
            type="button"
            aria-label={t('next')}
            data-testid="banner-next"
            onClick={() => go(current + 1)}
            className="absolute top-1/2 right-3 z-10 hidden -translate-y-1/2 rounded-full md:block bg-black/40 p-2 text-white hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <ChevronRight aria-hidden className="h-6 w-6" />
          </button>
          <div className="absolute bottom-5 left-1/2 z-10 flex -translate-x-1/2 gap-2">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                aria-label={t('goTo', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                data-testid="banner-dot"
                onClick={() => go(i)}
                className={clsx(
                  'h-2.5 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-primary',
                  i === current ? 'w-6 bg-white' : 'w-2.5 bg-white/50 hover:bg-white/80',
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function Slide({
  banner: b,
  active,
  fade,
  mobile,
  label,
}: {
  banner: TBanner;
  active: boolean;
  fade: boolean;
  mobile: boolean;
  label: string;
}) {
  const video = mobile ? (b.url_video_vertical ?? b.url_video) : (b.url_video ?? b.url_video_vertical);
  const desktopImage = b.url_image ?? b.url_image_vertical;
  const mobileImage = b.url_image_vertical ?? b.url_image;
  const hasText = b.category || b.title || b.subtitle || (b.text_button && b.url_primary);
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      data-testid="banner-slide"
      data-active={active}
      className={clsx(
        'h-full w-full shrink-0 overflow-hidden',
        !fade && 'relative',
        fade && 'absolute inset-0 transition-opacity duration-700',
        fade && (active ? 'z-[1] opacity-100' : 'pointer-events-none opacity-0'),
      )}
    >
      {video ? (
        <video
          key={video}
          src={video}
          autoPlay
          muted
          loop
          playsInline
          className="absolute inset-0 h-full w-full object-cover"
          data-testid="banner-video"
        />
      ) : desktopImage ? (
        <picture>
          {mobileImage && <source media={MOBILE_QUERY} srcSet={mobileImage} />}
          <img
            src={desktopImage}
            alt=""
            className="absolute inset-0 h-full w-full object-cover"
            data-testid="banner-image"
          />
        </picture>
      ) : null}
      {hasText ? (
        // The tenant's overlay colour at its intensity (Aparência; --overlay-* from lib/shell/theme.ts).
        <div
          className="absolute inset-0 bg-gradient-to-t from-[color:var(--overlay-strong)] via-[color:var(--overlay-soft)] to-transparent md:bg-gradient-to-r"
          data-testid="banner-overlay"
        />
      ) : null}
      <div className="relative flex h-full w-full flex-col justify-end gap-3 px-6 pb-16 text-white md:max-w-[55%] md:justify-center md:px-16 md:pb-0">
        {b.headline_image && (
          // eslint-disable-next-line @next/next/no-img-element -- tenant upload, 400x200 recommended
          <img
            src={b.headline_image}
            alt=""
            className="max-h-[100px] w-auto max-w-[200px] object-contain md:max-h-[200px] md:max-w-[400px]"
          />
        )}
        {b.category && (
          <p
            className="uppercase tracking-wider opacity-90"
            style={font(b.font_headline, b.weight_headline, b.size_headline)}
          >
            {b.category}
          </p>
        )}
        {b.title && (
          <h2
            className="leading-tight"
            style={font(b.font_title, b.weight_title, b.size_title)}
            data-testid="banner-title"
          >
            {b.title}
          </h2>
        )}
        {b.subtitle && (
          <p
            className="max-w-xl opacity-90"
            style={font(b.font_subtitle, b.weight_subtitle, b.size_subtitle)}
          >
            {b.subtitle}
          </p>
        )}
        {b.text_button && b.url_primary && (
          <a
            href={b.url_primary}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={active ? undefined : -1}
            data-testid="banner-button"
            className="mt-2 inline-flex w-fit items-center rounded-md bg-primary px-6 py-3 text-primary-text hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            style={font(b.font_button, b.weight_text_button, b.size_text_button)}
          >
            {b.text_button}
          </a>
        )}
      </div>
    </div>
  );
}
