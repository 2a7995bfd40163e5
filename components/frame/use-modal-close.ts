'use client';

import { useEffect, useRef } from 'react';
import { MODAL_CLOSE_MS } from '@/lib/frame/schemas';

/** Closes a panel modal MODAL_CLOSE_MS after a successful save (SPEC 4, 9); the timer dies with the component. */
export function useCloseAfterSave(close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(close, MODAL_CLOSE_MS);
  };
}
