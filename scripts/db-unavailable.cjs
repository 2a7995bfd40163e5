// Whether an error means "the database cannot be reached right now" (decision 231): refused or reset
// connections, a server shutting down or starting, too many connections, timeouts while connecting or
// waiting for a pooled connection. Shared by the route wrapper (lib/server/db-unavailable.ts: a 503 with
// Retry-After) and the request hook's outage page (scripts/outage.cjs), so it is CommonJS and
// dependency-free. It reads the shapes pg, pg-pool, @prisma/adapter-pg and the Prisma client give such an
// error, following `cause` and Prisma's `meta.driverAdapterError`.
'use strict';

/** SQLSTATEs: class 08 (connection exception) and these. */
const SQLSTATES = {
  53300: 'too many connections',
  '57P01': 'admin shutdown',
  '57P02': 'crash shutdown',
  '57P03': 'cannot connect now',
};
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** Prisma: can't reach the server, connect timed out, server closed the connection, no pooled connection. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
/** @prisma/driver-adapter-utils error kinds. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'TooManyConnections',
  'ConnectionClosed',
  'SocketTimeout',
]);
/** pg and pg-pool say these in words only; Prisma's interactive transaction that found no connection. */
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated (unexpectedly|due to connection timeout)/i,
  /Client has encountered a connection error and is not queryable/i,
  /Unable to start a transaction in the given time/i,
];

/** A short reason ('ECONNREFUSED', 'admin shutdown', 'P1001'…) when `err` is one of these; else null. */
function databaseUnavailableReason(err, depth = 0) {
  if (!err || typeof err !== 'object' || depth > 5) return null;
  for (const code of [err.code, err.originalCode]) {
    if (typeof code !== 'string') continue;
    if (SOCKET_CODES.has(code) || PRISMA_CODES.has(code)) return code;
    if (Object.hasOwn(SQLSTATES, code)) return SQLSTATES[code];
    if (/^08[0-9A-Z]{3}$/.test(code)) return `connection exception ${code}`;
  }
  if (typeof err.kind === 'string' && ADAPTER_KINDS.has(err.kind)) return err.kind;
  if (typeof err.message === 'string') {
    const hit = MESSAGES.find((re) => re.test(err.message));
    if (hit) return hit.exec(err.message)[0];
  }
  const adapter = err.meta && typeof err.meta === 'object' ? err.meta.driverAdapterError : undefined;
  return databaseUnavailableReason(err.cause, depth + 1) ?? databaseUnavailableReason(adapter, depth + 1);
}

module.exports = { databaseUnavailableReason };
