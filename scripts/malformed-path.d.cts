// Types of scripts/malformed-path.cjs (a CommonJS preload), for the tests.
export const MALFORMED_HEADER: string;
export const NOT_FOUND_PATH: string;
export function escapeMalformed(target: string): { origin: string; path: string; rest: string } | null;
export function guardMalformedPath(req: {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): void;
