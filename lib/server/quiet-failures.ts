import 'server-only';
import { databaseUnavailableReason } from '../../scripts/db-unavailable.cjs';
import { AppError } from './errors';

// Failures the route wrapper answers without an error line and its stack in the log (decision 231): the
// request's own line says what happened, once per request.
// - The database unavailable (refused, shut down, too many connections, timed out connecting; the test
//   is scripts/db-unavailable.cjs, shared with the pages' outage answer in scripts/outage.cjs): 503 with
//   Retry-After and the translated 'Estamos com instabilidade…', a warning.
// - A request its client aborted (the tab closed, a navigation away): nobody reads the answer, and it is
//   not our error, so an info line.

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/** The answer for `err` when the database is unavailable; null for any other error. */
export function unavailableError(err: unknown): AppError | null {
  if (!databaseUnavailableReason(err)) return null;
  return new AppError('UNAVAILABLE', {
    messageKey: 'errors.databaseUnavailable',
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

export interface QuietFailure {
  level: 'info' | 'warn';
  fields: Record<string, unknown>;
}

/** How to log a failure without its stack; null for a real error, which is logged in full. */
export function quietFailure(err: unknown, req: Request): QuietFailure | null {
  if (req.signal.aborted) return { level: 'info', fields: { aborted: true } };
  const reason = databaseUnavailableReason(err);
  return reason ? { level: 'warn', fields: { databaseUnavailable: reason } } : null;
}
