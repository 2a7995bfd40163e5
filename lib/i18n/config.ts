export const LOCALES = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header ("pt-BR,pt;q=0.9,en;q=0.8"). */
export function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'pt') return 'pt-BR';
    if (base === 'en') return 'en';
    if (base === 'es') return 'es';
  }
  return undefined;
}

/** The user's explicit choice (cookie) wins, then the browser's Accept-Language, then pt-BR. */
export function resolveLocale(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * The language of a page (issue 14): the member's choice (NEXT_LOCALE cookie), else the tenant's
 * default language — never the browser's Accept-Language, so a Brazilian school seen from an en-US
 * browser stays in Portuguese. Tenants have no language setting yet: their default is pt-BR.
 */
export function resolvePageLocale(
  cookieValue: string | null | undefined,
  tenantDefault: Locale = DEFAULT_LOCALE,
): Locale {
  return isLocale(cookieValue) ? cookieValue : tenantDefault;
}
