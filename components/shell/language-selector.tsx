'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Languages } from 'lucide-react';
import { cn } from '@/lib/client/cn';
import { apiFetch } from '@/lib/client/fetcher';
import { writeLocaleCookie } from '@/lib/client/locale';
import { LOCALES, type Locale } from '@/lib/i18n/config';

/** Sets the NEXT_LOCALE cookie, remembers the choice on the account, and re-renders in the new language. */
export function LanguageSelector() {
  const t = useTranslations('shell.sideMenu');
  const tc = useTranslations('common.languages');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const choose = async (next: Locale) => {
    if (next === locale) return;
    writeLocaleCookie(next);
    // The cookie alone switches the language; saving it on the account is best effort.
    await apiFetch('/api/auth/me/locale', { method: 'PUT', body: { locale: next } }).catch(() => undefined);
    startTransition(() => router.refresh());
  };

  return (
    <div
      role="group"
      aria-labelledby="side-menu-language"
      className="px-3 py-2"
      data-testid="language-selector"
    >
      <p
        id="side-menu-language"
        className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-wide uppercase opacity-60"
      >
        <Languages aria-hidden className="h-4 w-4" />
        {t('language')}
      </p>
      <div className="flex flex-wrap gap-2">
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={l === locale}
            disabled={pending}
            onClick={() => void choose(l)}
            data-testid={`language-${l}`}
            className={cn(
              'rounded-full border border-white/15 px-3 py-1 text-sm transition hover:bg-white/10',
              'focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60',
              l === locale && 'border-primary bg-primary text-primary-text hover:bg-primary',
            )}
          >
            {tc(l)}
          </button>
        ))}
      </div>
    </div>
  );
}
