// Types of scripts/request-log.cjs (a CommonJS preload), for the tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID: RegExp;
export function assignRequestId(
  req: IncomingMessage,
  res: ServerResponse | undefined,
  isPage: boolean,
): string;
export function logLine(level: 'debug' | 'info' | 'warn' | 'error', fields: Record<string, unknown>): void;
export function requestFields(req: IncomingMessage, res: ServerResponse): Record<string, unknown>;
