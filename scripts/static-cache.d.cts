// Types of scripts/static-cache.cjs (part of a CommonJS preload), for the tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const STATIC_PREFIX: string;
export function isStaticAsset(req: IncomingMessage, res: ServerResponse): boolean;
export function compressWhole(coding: 'gzip' | 'zstd', body: Buffer, zstdOptions?: object): Promise<Buffer>;
export interface StaticCache {
  get(key: string, compress: () => Promise<Buffer>): Promise<Buffer>;
  peek(key: string): Buffer | undefined;
  has(key: string): boolean;
  stats: { hits: number; compressions: number; bytes: number };
}
export function createStaticCache(maxBytes?: number): StaticCache;
