import { createHash } from 'node:crypto';
import { tryGetEnv } from './env';

// One JSON line per event on stdout/stderr. Stack traces go to the log, never to a response.
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

function enabled(level: Level) {
  // An invalid environment still logs (at info): the logger reports that very problem.
  const env = tryGetEnv();
  const min = env?.LOG_LEVEL ?? (env?.NODE_ENV === 'test' ? 'silent' : 'info');
  return ORDER[level] >= (ORDER[min] ?? 20);
}

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (!enabled(level)) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/**
 * A stand-in for personal data in a log line (an e-mail address): the first 16 hex digits of its
 * SHA-256, lower-cased and trimmed first, so one person's lines still group together (issue 56).
 */
export function logHash(value: string): string {
  return `sha256:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}
