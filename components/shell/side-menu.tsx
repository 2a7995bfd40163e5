'use client';

import { Suspense, useState, type RefObject } from 'react';
import type { TShellData, TShellLink } from '@/lib/shell/schemas';
import { lazyPart } from '@/lib/client/lazy-part';

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: TShellData;
  links: TShellLink[];
  host: string;
  /** the button that opened it: focused again on closing, as Radix does for its own trigger */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

const sheet = lazyPart(() => import('./side-menu-sheet'), 'SideMenuSheet');
const SideMenuSheet = sheet.Part;

/** Starts the sheet's download early (the menu button's pointer-enter or focus). */
export const preloadSideMenu = sheet.preload;

/**
 * The side menu's sheet (Radix dialog, the Notificações modal) is not in the page's first load: it is
 * downloaded on the first opening (or earlier, from `preloadSideMenu`) and stays mounted afterwards, so
 * later openings and closings are Radix's own. Its own <Suspense> keeps the loading from suspending the
 * shell (decision 230); the sheet mounts open, and Radix moves the focus into it then (decision 233).
 */
export function SideMenu(props: SideMenuProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuSheet {...props} />
    </Suspense>
  );
}
