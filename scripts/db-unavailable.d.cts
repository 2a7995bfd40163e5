// Types of scripts/db-unavailable.cjs (shared by the request hook and lib/server/db-unavailable.ts).
export function databaseUnavailableReason(err: unknown): string | null;
