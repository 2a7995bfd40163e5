// The outbox's retry limit, in a module of its own so the browser tests' fixtures (e2e/support/db.ts) can
// tell a parked row from a pending one without importing the server-only outbox.

/** A row whose consumers failed this many times is parked (never retried; last_error says why). */
export const OUTBOX_MAX_ATTEMPTS = 5;
