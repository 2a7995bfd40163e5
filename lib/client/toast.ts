// The student pages' toasts without sonner in their first load (decision 241): `toast.success` and
// `toast.error` queue their calls until the toaster (components/shell/toaster-outlet.tsx, sonner) is
// loaded and mounted, which the first call asks for; from then on they go straight to sonner. Editors'
// pages mount the toaster right away (their panels call sonner directly).

export interface ToastOptions {
  duration?: number;
}

type Kind = 'success' | 'error';
type Show = (message: string, options?: ToastOptions) => unknown;
export interface ToastApi {
  success: Show;
  error: Show;
}

let outlet: ToastApi | null = null;
let wanted = false;
const queue: [Kind, string, ToastOptions | undefined][] = [];
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (outlet) {
    outlet[kind](message, options);
    return;
  }
  queue.push([kind, message, options]);
  requestToaster();
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};

/** Asks the page's toaster host to load and mount the outlet (the first toast, or an editor's page). */
export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For the toaster host (useSyncExternalStore): has a toast or an editor asked for the outlet yet? */
export const toasterWanted = () => wanted;
export function subscribeToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The mounted outlet hands over sonner's functions (null when it unmounts); the toasts asked for while
 * it loaded are shown now, in their order.
 */
export function attachToastOutlet(api: ToastApi | null) {
  outlet = api;
  if (!api) return;
  for (const [kind, message, options] of queue.splice(0)) api[kind](message, options);
}
