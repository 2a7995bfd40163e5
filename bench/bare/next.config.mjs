// The HTTP bench's yardstick (bench/README.md "The bare yardstick"): a bare Next app served by the same
// Next version from the same node_modules, built by the bench run itself (`next build bench/bare`) and
// started beside the product. Nothing of Praça is in it: no proxy, no layout data, no database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  turbopack: { root },
  typescript: { ignoreBuildErrors: true },
};

export default config;
