import type { CSSProperties, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ExternalLink } from 'lucide-react';
import type { LoginPageData } from '@/lib/auth/login-view';
import { cn } from '@/lib/client/cn';
import { FontStylesheets } from '@/components/shell/font-stylesheets';
import { loginLabels } from './labels';
import { LoginPanel } from './login-panel';

// No 'use client' and no async: the /login page renders this on the server, and the login page
// designer's live preview renders the very same component in the browser (device forced, inert).

/** 'auto' follows the viewport (the real page); the preview forces one layout at any window size. */
export type LoginDevice = 'auto' | 'desktop' | 'mobile';

const PLACEMENT: Record<LoginDevice, Record<LoginPageData['placement'], string>> = {
  auto: { left: 'md:justify-start', center: 'md:justify-center', right: 'md:justify-end' },
  desktop: { left: 'justify-start', center: 'justify-center', right: 'justify-end' },
  mobile: { left: 'justify-center', center: 'justify-center', right: 'justify-center' },
};
const FRAME: Record<LoginDevice, string> = {
  auto: 'min-h-screen px-4 py-10 md:px-16',
  desktop: 'h-full min-h-full px-16 py-10',
  mobile: 'h-full min-h-full px-4 py-10',
};
const CARD_PADDING: Record<LoginDevice, string> = { auto: 'p-6 sm:p-8', desktop: 'p-8', mobile: 'p-6' };

// Backgrounds of the three templates of SPEC 3 (login_theme 1 gradient, 2 monochromatic, 3 glass).
const BACKGROUND: Record<LoginPageData['theme'], string> = {
  gradient:
    'linear-gradient(135deg, var(--color-primary) 0%, color-mix(in srgb, var(--color-primary) 40%, #000) 55%, #050507 100%)',
  monochromatic: 'var(--color-surface)',
  glass:
    'radial-gradient(circle at 20% 20%, var(--color-primary) 0%, transparent 55%), radial-gradient(circle at 80% 80%, color-mix(in srgb, var(--color-primary) 60%, #fff) 0%, transparent 45%), #0b0b0f',
};

const CARD: Record<LoginPageData['theme'], string> = {
  gradient: 'bg-black/45 text-white border border-white/10 shadow-2xl',
  monochromatic: 'bg-surface-2 text-[var(--color-on-surface)] border border-white/10 shadow-xl',
  glass: 'bg-white/10 text-white border border-white/25 shadow-2xl backdrop-blur-xl',
};

/** The tenant's sign-in page: its template, placement, logo, heading and optional call-to-action. */
export function LoginScreen({
  data,
  next,
  magicLinkError,
  device = 'auto',
  testId = 'login-page',
  heading,
  children,
}: {
  data: LoginPageData;
  next: string | null;
  magicLinkError: boolean;
  device?: LoginDevice;
  testId?: string;
  /** another page on the sign-in frame (the password reset): its heading and its form */
  heading?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('auth');
  const style = { ...data.themeVars, background: BACKGROUND[data.theme] } as CSSProperties;
  const background =
    device === 'desktop' ? data.bannerUrl : device === 'mobile' ? data.bannerVerticalUrl : data.bannerUrl;
  return (
    <main
      className={cn(
        'relative flex w-full items-center justify-center',
        FRAME[device],
        PLACEMENT[device][data.placement],
      )}
      style={style}
      data-testid={testId}
      data-login-theme={data.theme}
      data-login-placement={data.placement}
    >
      {data.font && <FontStylesheets families={[data.font]} preloadFirst />}
      {background ? (
        <>
          <picture className="pointer-events-none absolute inset-0">
            {device === 'auto' && data.bannerVerticalUrl ? (
              <source media="(max-width: 767px)" srcSet={data.bannerVerticalUrl} />
            ) : null}
            <img
              src={background}
              alt=""
              className="h-full w-full object-cover"
              data-testid={`${testId}-background`}
            />
          </picture>
          <div
            aria-hidden
            className="absolute inset-0"
            // Aparência's overlay colour (ADR 0263) at the login page's own opacity
            style={{ backgroundColor: 'var(--overlay-color, #000)', opacity: data.overlay }}
            data-testid={`${testId}-overlay`}
            data-opacity={data.overlay}
          />
        </>
      ) : null}

      <section
        aria-labelledby="login-heading"
        className={cn(
          'relative z-10 w-full max-w-[420px] rounded-2xl',
          CARD_PADDING[device],
          CARD[data.theme],
        )}
        data-testid={`${testId}-card`}
      >
        <div className="mb-6 flex min-h-12 items-center justify-center">
          {data.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- tenant images come from the storage host, not next/image
            <img
              src={data.logoUrl}
              alt={t('page.logoAlt', { platform: data.tenantName })}
              className="max-h-12 max-w-[220px] object-contain"
            />
          ) : (
            <span className="text-xl font-bold">{data.tenantName}</span>
          )}
        </div>
        <h1
          id="login-heading"
          className="mb-6 text-center text-2xl font-bold"
          data-testid={`${testId}-heading`}
        >
          {heading ?? data.heading ?? t('page.defaultHeading')}
        </h1>

        {children ?? (
          <LoginPanel
            magicLinkEnabled={data.magicLinkEnabled}
            next={next}
            initialError={magicLinkError ? t('magicLinkInvalid') : null}
            labels={loginLabels(t)}
          />
        )}

        {data.cta && !children ? (
          <a
            href={data.cta.href}
            rel="noopener noreferrer"
            className="mt-6 inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border border-current/30 px-4 text-sm font-medium transition hover:bg-white/10"
            data-testid={testId === 'login-page' ? 'login-cta' : `${testId}-cta`}
          >
            {data.cta.title}
            <ExternalLink aria-hidden className="h-4 w-4" />
          </a>
        ) : null}
      </section>
    </main>
  );
}
