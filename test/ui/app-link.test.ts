import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 330: the student pages' links (components/ui/app-link.tsx) navigate like next/link in the App
// Router without its module.

const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const { AppLink, browserHandles, linkClicked, localHref } = await import('@/components/ui/app-link');

const ORIGIN = 'http://demo.localhost:3520';

function click(
  init: Partial<{
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
  }> = {},
  attrs: Record<string, string> = {},
  defaultPrevented = false,
) {
  const e = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...init,
    defaultPrevented,
    currentTarget: {
      getAttribute: (name: string) => attrs[name] ?? null,
      hasAttribute: (name: string) => name in attrs,
    },
    preventDefault: vi.fn(),
  };
  return e as unknown as Parameters<typeof linkClicked>[0] & { preventDefault: ReturnType<typeof vi.fn> };
}

beforeEach(() => {
  vi.stubGlobal('window', { location: { href: `${ORIGIN}/curso/t/c/l`, origin: ORIGIN } });
  router.push.mockReset();
  router.replace.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('AppLink', () => {
  it('renders a plain anchor with its href and the caller attributes, without its own props', () => {
    const html = renderToStaticMarkup(
      createElement(
        AppLink,
        { href: '/homepage', className: 'x', 'aria-current': 'page', prefetch: false, scroll: false },
        'Início',
      ),
    );
    expect(html).toBe('<a class="x" aria-current="page" href="/homepage">Início</a>');
  });

  it('an unmodified left click on a same-origin address navigates in the app, scrolling to the top', () => {
    const e = click();
    expect(linkClicked(e, '/homepage', router)).toBe(true);
    expect(e.preventDefault).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledWith('/homepage', { scroll: true });
    linkClicked(click(), `${ORIGIN}/favoritos?x=1#top`, router, { scroll: false });
    expect(router.push).toHaveBeenLastCalledWith('/favoritos?x=1#top', { scroll: false });
    linkClicked(click(), 'aula-2', router, { replace: true });
    expect(router.replace).toHaveBeenCalledWith('/curso/t/c/aula-2', { scroll: true });
    expect(router.push).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['meta', click({ metaKey: true })],
    ['ctrl', click({ ctrlKey: true })],
    ['shift', click({ shiftKey: true })],
    ['alt', click({ altKey: true })],
    ['middle button', click({ button: 1 })],
    ['target _blank', click({}, { target: '_blank' })],
    ['download', click({}, { download: '' })],
    ['prevented by the caller', click({}, {}, true)],
  ])('leaves the click to the browser: %s', (_, e) => {
    expect(linkClicked(e, '/homepage', router)).toBe(false);
    expect(e.preventDefault).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a target of _self still navigates in the app', () => {
    expect(browserHandles(click({}, { target: '_self' }))).toBe(false);
    expect(linkClicked(click({}, { target: '_self' }), '/homepage', router)).toBe(true);
  });

  it('other origins and schemes are left to the browser', () => {
    expect(localHref('https://example.com/x')).toBeNull();
    expect(localHref('http://outra.localhost:3520/homepage')).toBeNull();
    expect(localHref('mailto:a@b.c')).toBeNull();
    expect(localHref('/homepage')).toBe('/homepage');
    const e = click();
    expect(linkClicked(e, 'https://example.com/x', router)).toBe(false);
    expect(e.preventDefault).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });
});
