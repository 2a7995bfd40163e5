// Types of scripts/page-headers.cjs (a CommonJS preload), for lib/ and the tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PageHeadersConfig {
  csp: string;
  hsts: string;
  trustProxy: boolean;
}
export const NONCE_SLOT: string;
export function isPagePath(pathname: string): boolean;
export function parseConfig(text: string | undefined): PageHeadersConfig | null;
export function applyPageHeaders(
  req: Pick<IncomingMessage, 'url'> & {
    headers: Record<string, string | string[] | undefined>;
    socket?: { encrypted?: boolean } | null;
  },
  res: Pick<ServerResponse, 'setHeader'> | { setHeader(name: string, value: string): unknown },
  cfg: PageHeadersConfig,
): void;
