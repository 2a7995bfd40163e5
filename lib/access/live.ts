// The one rule every access reader applies to an Enrollment (issue 47, ADR 0440): a row gives access
// while it has no end or its end is still ahead. A revoke and an expiry both leave the row with an end in
// the past, so readers need no other column. Kept free of server imports: the Prisma filter and the SQL
// text are plain values.

/** Prisma `where` part for a live enrollment of `userId` (evaluated when called: the clock moves). */
export function liveEnrollment(userId: string) {
  return { userId, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] };
}

/**
 * The same rule in SQL for an enrollments row aliased `e`. `expires_at` is a UTC timestamp without time
 * zone, so it is compared with the database clock read as UTC (never the session's time zone).
 */
export const LIVE_ENROLLMENT_SQL = `(e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))`;
