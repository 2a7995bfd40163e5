// The public pages of the site frame (client-importable): linked from the footer, listed in the sitemap.
export const LEGAL_ROUTES = { terms: '/termos', privacy: '/privacidade' } as const;
/** Pages a visitor without a session may open and a search engine may index (decision 83). */
export const PUBLIC_PATHS = ['/login', LEGAL_ROUTES.terms, LEGAL_ROUTES.privacy] as const;
