// Types of scripts/outage.cjs (a CommonJS preload), for the tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface OutageTexts {
  title: string;
  text: string;
  retry: string;
}
export const RETRY_AFTER_SECONDS: number;
export function loadTexts(dir?: string): Record<string, OutageTexts> | null;
export function pickLocale(
  headers: Record<string, string | string[] | undefined>,
  texts: Record<string, OutageTexts>,
): string;
export function outagePage(texts: Record<string, OutageTexts>, locale: string): string;
export function installConsoleFilter(target?: { error: (...args: unknown[]) => void }): void;
export function withOutageGuard<T>(
  req: IncomingMessage,
  res: ServerResponse | undefined,
  isPage: boolean,
  run: () => T,
): T;
