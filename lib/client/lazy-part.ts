import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A client part that is not in the page's first load (decisions 230, 233, 240-244): `Part` is the lazy
 * component of `load()`'s export `name`, rendered in a <Suspense> of its own, and `preload` starts the
 * download early (the opening button's pointer-enter or focus), ignoring a failure: rendering `Part` asks
 * again.
 */
export function lazyPart<M extends { [P in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): { Part: LazyExoticComponent<M[K]>; preload: () => void } {
  return {
    Part: lazy(() => load().then((m) => ({ default: m[name] }))),
    preload: () => void load().catch(() => undefined),
  };
}
