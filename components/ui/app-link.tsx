'use client';

import { type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useRouter } from 'next/navigation';

// A link of the student site's first load without next/link's module (decision 330). It renders a plain
// `<a href>` (so the page works before hydration, and the browser keeps new tabs, downloads, copy link)
// and does what next/link does in the App Router with the router Next already ships: an unmodified left
// click on a same-origin address navigates in the app (`router.push`, or `replace`; scroll to the top
// unless `scroll={false}`); a link's page is prefetched when the pointer enters it or a finger touches it
// (`router.prefetch`, next/link's 'auto' kind), unless `prefetch={false}`. Not when it comes into view, as
// next/link does: for these dynamic pages that prefetch fetched only the route tree and the head, in two
// requests per link in view on every page view, each pair costing the server a third of a page (decision
// 396).

type Router = ReturnType<typeof useRouter>;
type ClickEvent = Pick<
  MouseEvent<HTMLAnchorElement>,
  | 'currentTarget'
  | 'button'
  | 'metaKey'
  | 'ctrlKey'
  | 'shiftKey'
  | 'altKey'
  | 'defaultPrevented'
  | 'preventDefault'
>;

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** `false`: no prefetch at all (callers that prefetch on their own intent, decision 181) */
  prefetch?: false;
  replace?: boolean;
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A same-origin address the App Router can navigate to (next/link's `isLocalURL`, no base path here). */
export function localHref(href: string): string | null {
  try {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** Clicks the browser should handle itself (next/link's `isModifiedEvent`, plus the download attribute). */
export function browserHandles(e: Omit<ClickEvent, 'defaultPrevented' | 'preventDefault'>): boolean {
  const target = e.currentTarget.getAttribute('target');
  return (
    (!!target && target !== '_self') ||
    e.button !== 0 ||
    e.metaKey ||
    e.ctrlKey ||
    e.shiftKey ||
    e.altKey ||
    e.currentTarget.hasAttribute('download')
  );
}

/**
 * next/link's click in the App Router: the browser keeps modified, middle and targeted clicks, downloads
 * and other origins; anything else navigates in the app and returns true.
 */
export function linkClicked(
  e: ClickEvent,
  href: string,
  router: Pick<Router, 'push' | 'replace'>,
  { replace, scroll }: { replace?: boolean; scroll?: boolean } = {},
): boolean {
  if (e.defaultPrevented || browserHandles(e)) return false;
  const local = localHref(href);
  if (!local) return false;
  e.preventDefault();
  const options = { scroll: scroll !== false };
  if (replace) router.replace(local, options);
  else router.push(local, options);
  return true;
}

const prefetchOn = process.env.NODE_ENV === 'production';
function prefetch(router: Router, href: string) {
  const local = localHref(href);
  if (local) router.prefetch(local);
}

export function AppLink({
  href,
  prefetch: prefetchProp,
  replace,
  scroll,
  onClick,
  onMouseEnter,
  onTouchStart,
  ref,
  ...rest
}: AppLinkProps) {
  const router = useRouter();
  const prefetchable = prefetchOn && prefetchProp !== false;

  return (
    <a
      {...rest}
      href={href}
      ref={ref}
      onClick={(e) => {
        onClick?.(e);
        linkClicked(e, href, router, { replace, scroll });
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        if (prefetchable) prefetch(router, href);
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        if (prefetchable) prefetch(router, href);
      }}
    />
  );
}
