import type { Config } from 'tailwindcss';

// Tailwind v4 reads this through `@config` in app/globals.css. Tenant colours arrive as CSS variables
// set by the root layout from the tenant's platform settings.
export default {
  theme: {
    extend: {
      colors: {
        primary: 'var(--color-primary)',
        'primary-text': 'var(--color-primary-text)',
        surface: 'var(--color-surface)',
        'surface-2': 'var(--color-surface-2)',
      },
      fontFamily: { tenant: 'var(--font-tenant)' },
      screens: { md: '768px', lg: '1024px' },
    },
  },
} satisfies Config;
