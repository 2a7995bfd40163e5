// One UUID rule (any version, the canonical 8-4-4-4-12 hex form). Client-importable: forms, schemas,
// pages and the storage key parser share it instead of each copying the pattern.

/** The bare pattern (lowercase hex, no anchors), for building larger expressions such as storage keys. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole string that is a UUID, either case. */
export const UUID_RE = new RegExp(`^${UUID_PATTERN}$`, 'i');

export const isUuid = (value: string): boolean => UUID_RE.test(value);
