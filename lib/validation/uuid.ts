// One UUID rule (any version, the canonical 8-4-4-4-12 hex form). Client-importable: forms, schemas,
// pages and the storage key parser share it instead of each copying the pattern.

/** The bare pattern (lowercase hex, no anchors), for building larger expressions such as storage keys. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole string that is a UUID, either case. */
export const UUID_RE = new RegExp(`^${UUID_PATTERN}$`, 'i');

export const isUuid = (value: string): boolean => UUID_RE.test(value);

/** Sets the version-7 and variant bits on 16 bytes (timestamp already in the first six) and formats them. */
export function formatUuidV7(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes);
  b[6] = 0x70 | (b[6]! & 0x0f);
  b[8] = 0x80 | (b[8]! & 0x3f);
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
