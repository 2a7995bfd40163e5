// Limits and types of lesson video uploads (docs/adr/0420). Client-importable and zod-free: the video
// field refuses a file before sending it with the same table the server checks.
import type { Sniffed } from '@/lib/server/storage/sniff';

export const MiB = 1024 * 1024;
/** 5 GB per file (issue 46) */
export const VIDEO_MAX_BYTES = 5 * 1024 * MiB;
/** parts uploaded at once by the browser */
export const PARALLEL_PARTS = 4;

export interface VideoType {
  mime: string;
  exts: readonly string[];
  /** what the first bytes must be (lib/server/storage/sniff.ts) */
  sniff: readonly Sniffed[];
}

export const VIDEO_TYPES: readonly VideoType[] = [
  { mime: 'video/mp4', exts: ['mp4', 'm4v'], sniff: ['isobmff', 'quicktime'] },
  { mime: 'video/quicktime', exts: ['mov'], sniff: ['isobmff', 'quicktime'] },
  { mime: 'video/webm', exts: ['webm'], sniff: ['ebml'] },
];

export const VIDEO_ACCEPT = VIDEO_TYPES.flatMap((t) => [t.mime, ...t.exts.map((e) => `.${e}`)]).join(',');

/** The type a file declares, by MIME type, else (none or a generic one) by its extension. */
export function videoTypeOf(contentType: string, filename: string): VideoType | null {
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  if (mime && mime !== 'application/octet-stream') return VIDEO_TYPES.find((t) => t.mime === mime) ?? null;
  const dot = filename.lastIndexOf('.');
  const ext = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  return VIDEO_TYPES.find((t) => t.exts.includes(ext)) ?? null;
}

/** 8 MB parts, 16 MB past 2 GB: at most 320 parts for 5 GB, each above S3's 5 MB minimum. */
export function partSizeFor(size: number): number {
  return size > 2 * 1024 * MiB ? 16 * MiB : 8 * MiB;
}

export const partCountOf = (size: number, partSize: number) => Math.max(1, Math.ceil(size / partSize));

/** The bytes of part n (1-based): every part is partSize but the last. */
export function partBytes(n: number, size: number, partSize: number): number {
  const count = partCountOf(size, partSize);
  return n < count ? partSize : size - partSize * (count - 1);
}

export type VideoStatus = 'uploading' | 'uploaded' | 'processing' | 'ready' | 'failed';

/** `asset:<uuid>` in Lesson.mediaUrl: an uploaded video (the contract with the lesson editor). */
export const ASSET_PREFIX = 'asset:';
const ASSET_RE = /^asset:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const assetIdOf = (mediaUrl: string | null | undefined) =>
  mediaUrl ? (ASSET_RE.exec(mediaUrl)?.[1]?.toLowerCase() ?? null) : null;
