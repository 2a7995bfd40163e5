import { createElement, lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A client part that the server renders but whose code only the pages rendering it download: the chunk is
 * asked for when the part hydrates (or first renders in the browser), not listed in the page's first load
 * for every page that could show it (decision 362). Its own <Suspense> without a fallback keeps the
 * server's HTML shown until the chunk arrives. For parts a page shows only sometimes (a community's
 * ranking, custom HTML blocks); a part every visit shows belongs in the page's own chunk.
 *
 * Such a part translates with the lite translator like the first load (no next-intl): it comes without
 * `NextIntlBridge`, whose chunk (use-intl's core, 3 kB gz) a community with its ranking on downloaded
 * for nothing (decision 381). `student-first-load.test.ts` fails for a part loaded here that uses next-intl.
 */
export function lazyRendered<M extends { [P in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> {
  const Part = lazy(() => load().then((m) => ({ default: m[name] })));
  return function LazyRendered(props: ComponentProps<M[K]>) {
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
  };
}
