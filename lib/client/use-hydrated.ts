'use client';

import { useSyncExternalStore } from 'react';

const NO_SUBSCRIPTION = () => () => {};
const IN_BROWSER = () => true;
const ON_SERVER = () => false;

/**
 * False while the server renders and while the page hydrates, true once it is live in the browser (and on
 * every later render): what a part needs before it takes input the server's HTML could not have kept
 * (the live scheduler, the study reminder form; decisions 447, 448).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(NO_SUBSCRIPTION, IN_BROWSER, ON_SERVER);
}
