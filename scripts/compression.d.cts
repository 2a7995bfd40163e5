// Types of scripts/compression.cjs (a CommonJS preload), for the tests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StaticCache } from './static-cache.cjs';

export const THRESHOLD: number;
export const HAS_ZSTD: boolean;
export function chooseEncoding(header: string | string[] | undefined, zstd?: boolean): 'zstd' | 'gzip' | null;
export function compressResponse(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { zstd?: boolean; staticCache?: StaticCache },
): void;
