'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** Longest delay setTimeout keeps (about 24.8 days); a page left open longer is not waited on. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Renders the page's server parts again once `at` has passed, a second late: the /live page then turns
 * from "starts at" into the player, and from the player into "ended", without the member reloading
 * (decision 437).
 */
export function RefreshAt({ at }: { at: string }) {
  const router = useRouter();
  useEffect(() => {
    const ms = new Date(at).getTime() - Date.now() + 1000;
    if (!(ms > 0) || ms > MAX_DELAY) return;
    const id = window.setTimeout(() => router.refresh(), ms);
    return () => window.clearTimeout(id);
  }, [at, router]);
  return null;
}
