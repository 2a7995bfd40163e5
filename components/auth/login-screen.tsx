import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { ExternalLink } from 'lucide-react';
import type { LoginPageData } from '@/lib/auth/login-page';
import { cn } from '@/lib/client/cn';
import { LoginPanel } from './login-panel';

const PLACEMENT = {
  left: 'md:justify-start',
  center: 'md:justify-center',
  right: 'md:justify-end',
} as const;

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
export async function LoginScreen({
  data,
  next,
  magicLinkError,
}: {
  data: LoginPageData;
  next: string | null;
  magicLinkError: boolean;
}) {
  const t = await getTranslations('auth');
  const style = { ...data.themeVars, background: BACKGROUND[data.theme] } as CSSProperties;
  return (
    <main
      className={cn(
        'relative flex min-h-screen w-full items-center justify-center px-4 py-10 md:px-16',
        PLACEMENT[data.placement],
      )}
      style={style}
      data-testid="login-page"
      data-login-theme={data.theme}
      data-login-placement={data.placement}
    >
      {data.bannerUrl ? (
        <>
          <picture className="pointer-events-none absolute inset-0">
            {data.bannerVerticalUrl ? (
              <source media="(max-width: 767px)" srcSet={data.bannerVerticalUrl} />
            ) : null}
            <img src={data.bannerUrl} alt="" className="h-full w-full object-cover" />
          </picture>
          <div aria-hidden className="absolute inset-0 bg-black" style={{ opacity: data.overlay }} />
        </>
      ) : null}

      <section
        aria-labelledby="login-heading"
        className={cn('relative z-10 w-full max-w-[420px] rounded-2xl p-6 sm:p-8', CARD[data.theme])}
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
        <h1 id="login-heading" className="mb-6 text-center text-2xl font-bold">
          {data.heading ?? t('page.defaultHeading')}
        </h1>

        <LoginPanel
          magicLinkEnabled={data.magicLinkEnabled}
          next={next}
          initialError={magicLinkError ? t('magicLinkInvalid') : null}
        />

        {data.cta ? (
          <a
            href={data.cta.href}
            rel="noopener noreferrer"
            className="mt-6 inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border border-current/30 px-4 text-sm font-medium transition hover:bg-white/10"
            data-testid="login-cta"
          >
            {data.cta.title}
            <ExternalLink aria-hidden className="h-4 w-4" />
          </a>
        ) : null}
      </section>
    </main>
  );
}
