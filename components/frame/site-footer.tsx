import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { LEGAL_ROUTES } from '@/lib/frame/routes';
import { SOCIAL_NETWORKS } from '@/lib/frame/schemas';
import type { TSiteFrame } from '@/lib/frame/site';
import { SocialIcon } from './social-icons';

const LINK =
  'rounded-sm underline-offset-4 opacity-80 transition hover:underline hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The student footer (SPEC 2.14, issue 10): logo, links to the terms and privacy pages, the social
 * networks that are set and '© {year} {name}'. Nothing at all when the tenant switched it off.
 */
export async function SiteFooter({ frame }: { frame: TSiteFrame }) {
  if (!frame.footerVisible) return null;
  const t = await getTranslations('frame.site');
  const social = SOCIAL_NETWORKS.flatMap((n) => (frame.social[n] ? [{ n, url: frame.social[n]! }] : []));
  return (
    <footer
      data-testid="site-footer"
      aria-label={t('footerLabel')}
      className="mt-12 border-t border-white/10 bg-surface-2 text-[var(--color-on-surface)]"
    >
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-8">
        <AppLink
          href="/homepage"
          data-testid="site-footer-logo"
          className="flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-primary"
        >
          {frame.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- tenant upload of unknown size, capped by CSS
            <img
              src={frame.logo}
              alt={frame.name}
              className="block h-auto max-h-[48px] w-auto max-w-[140px] object-contain"
            />
          ) : (
            <span className="text-lg font-bold">{frame.name}</span>
          )}
        </AppLink>
        <nav aria-label={t('legalNav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <AppLink href={LEGAL_ROUTES.terms} className={LINK} data-testid="site-footer-terms">
                {t('terms')}
              </AppLink>
            </li>
            <li>
              <AppLink href={LEGAL_ROUTES.privacy} className={LINK} data-testid="site-footer-privacy">
                {t('privacy')}
              </AppLink>
            </li>
          </ul>
        </nav>
        {social.length > 0 && (
          <nav aria-label={t('socialNav')}>
            <ul className="flex gap-3">
              {social.map(({ n, url }) => (
                <li key={n}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid={`site-footer-${n}`}
                    className="flex h-10 w-10 items-center justify-center rounded-full border border-white/15 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <SocialIcon network={n} className="h-5 w-5" />
                    <span className="sr-only">
                      {t(`social.${n}`)} {t('opensInNewTab')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p
        className="border-t border-white/5 px-4 py-4 text-center text-xs opacity-70"
        data-testid="site-footer-copyright"
      >
        {t('copyright', { year: new Date().getFullYear(), name: frame.name })}
      </p>
    </footer>
  );
}
