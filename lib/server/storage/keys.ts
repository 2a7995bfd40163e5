import 'server-only';
import { randomBytes } from 'node:crypto';
import { formatUuidV7, UUID_PATTERN } from '@/lib/validation/uuid';
import { isUploadKind, type UploadKindName } from './kinds';

// Keys: tenants/{tenantId}/{kind}/{uuid}.{ext}, made only here. Anything read back from a URL goes through
// parseKey, which accepts nothing else, so no "..", no absolute path and no other layout reaches a driver.
const KEY_RE = new RegExp(
  `^tenants/(${UUID_PATTERN})/([a-z][a-z0-9-]{0,39})/(${UUID_PATTERN})\\.([a-z0-9]{1,5})$`,
);

export interface ParsedKey {
  key: string;
  tenantId: string;
  kind: UploadKindName;
  id: string;
  ext: string;
}

/** A UUID v7 (time-ordered, so keys of one kind list in upload order). */
export function uuidv7(now = Date.now()): string {
  const b = randomBytes(16);
  b.writeUIntBE(now, 0, 6);
  return formatUuidV7(b);
}

export function makeKey(tenantId: string, kind: UploadKindName, ext: string): string {
  const key = `tenants/${tenantId}/${kind}/${uuidv7()}.${ext}`;
  if (!parseKey(key)) throw new Error(`refusing to make an invalid storage key: ${key}`);
  return key;
}

export function parseKey(key: string | readonly string[]): ParsedKey | null {
  const k = typeof key === 'string' ? key : key.join('/');
  if (k.length > 200) return null;
  const m = KEY_RE.exec(k);
  if (!m || !isUploadKind(m[2])) return null;
  return { key: k, tenantId: m[1]!, kind: m[2], id: m[3]!, ext: m[4]! };
}

export const tenantPrefix = (tenantId: string) => `tenants/${tenantId}/`;

// Video assets (lib/video) keep several files under one folder: the source, the HLS renditions and the
// poster, tenants/{tenantId}/videos/{assetId}/{name}. Same rule: only keys that parse reach a driver.
const VIDEO_KEY_RE = new RegExp(
  `^tenants/(${UUID_PATTERN})/videos/(${UUID_PATTERN})/((?:hls/(?:(?:360|720|1080)p/)?)?[a-z0-9_-]{1,40}\\.(?:mp4|mov|webm|m3u8|ts|jpg))$`,
);

export interface ParsedVideoKey {
  key: string;
  tenantId: string;
  assetId: string;
  /** the file's path inside the asset's folder: source.mp4, hls/720p/index.m3u8, poster.jpg */
  name: string;
}

export function parseVideoKey(key: string | readonly string[]): ParsedVideoKey | null {
  const k = typeof key === 'string' ? key : key.join('/');
  if (k.length > 200) return null;
  const m = VIDEO_KEY_RE.exec(k);
  return m ? { key: k, tenantId: m[1]!, assetId: m[2]!, name: m[3]! } : null;
}

export function videoKey(tenantId: string, assetId: string, name: string): string {
  const key = `tenants/${tenantId}/videos/${assetId}/${name}`;
  if (!parseVideoKey(key)) throw new Error(`refusing to make an invalid video key: ${key}`);
  return key;
}
