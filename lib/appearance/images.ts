import 'server-only';
import { publicUrlOf } from '@/lib/server/storage/uploads';

/**
 * Stored images are upload keys (what the appearance form saves) or URLs (seeded assets, older rows);
 * either way the browser gets a URL, never a `javascript:` or other scheme.
 */
export function storedImageUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'))) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  try {
    return publicUrlOf(v);
  } catch {
    return null;
  }
}
