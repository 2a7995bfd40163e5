import { createElement, Suspense, type ComponentProps, type ComponentType } from 'react';
import { lazyPart } from './lazy-part';

/**
 * A client part that the server renders but whose code only the pages rendering it download: the chunk is
 * asked for when the part hydrates (or first renders in the browser), not listed in the page's first load
 * for every page that could show it (decision 362). Its own <Suspense> without a fallback keeps the
 * server's HTML shown until the chunk arrives. For parts a page shows only sometimes (a community's
 * ranking, custom HTML blocks); a part every visit shows belongs in the page's own chunk.
 */
export function lazyRendered<M extends { [P in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> {
  const { Part } = lazyPart(load, name);
  return function LazyRendered(props: ComponentProps<M[K]>) {
    return createElement(Suspense, { fallback: null }, createElement(Part, props));
  };
}
