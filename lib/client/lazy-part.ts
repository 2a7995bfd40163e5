import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The parts loaded on intent still translate with next-intl, which a student's first load does not carry
// (decision 351): each comes with `NextIntlBridge` around it, in the same download.
const bridge = () => import('@/components/i18n/next-intl-bridge');

/**
 * A client part that is not in the page's first load (decisions 230, 233, 240-244): `Part` is the lazy
 * component of `load()`'s export `name` inside next-intl's provider (fed by the page's `LiteIntlProvider`),
 * rendered in a <Suspense> of its own, and `preload` starts the download early (the opening button's
 * pointer-enter or focus), ignoring a failure: rendering `Part` asks again.
 */
export function lazyPart<M extends { [P in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): { Part: LazyExoticComponent<M[K]>; preload: () => void } {
  const both = () => Promise.all([load(), bridge()]);
  return {
    Part: lazy(() => both().then(([m, b]) => ({ default: b.withNextIntl(m[name]) as M[K] }))),
    preload: () => void both().catch(() => undefined),
  };
}
