import { createElement, createRef, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-classes';
import { mergeSlotProps, Slot } from '@/components/ui/slot';

// Decision 247: Button's asChild renders through components/ui/slot.tsx instead of Radix's Slot.

describe('Button and its Slot', () => {
  it('renders a native button with the classes of buttonClass and type "button"', () => {
    const html = renderToStaticMarkup(createElement(Button, { variant: 'secondary', size: 'sm' }, 'Ok'));
    expect(html).toBe(`<button type="button" class="${buttonClass('secondary', 'sm')}">Ok</button>`);
  });

  it('merges a caller class with tailwind-merge (a later size wins)', () => {
    const html = renderToStaticMarkup(createElement(Button, { size: 'md', className: 'h-12 w-full' }, 'Ok'));
    expect(html).toContain('h-12 w-full');
    expect(html).not.toContain('h-10');
  });

  it('asChild renders the child element with the button classes, its own class and no type', () => {
    const html = renderToStaticMarkup(
      createElement(
        Button,
        { asChild: true, variant: 'primary', className: 'mt-8' },
        createElement('a', { href: '/homepage', className: 'x-child' }, 'Início'),
      ),
    );
    expect(html).toBe(`<a href="/homepage" class="${buttonClass('primary', 'md')} mt-8 x-child">Início</a>`);
  });

  it("merges props as Radix does: the child's win, handlers both run (child first), styles merged", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: () => calls.push('slot'), title: 'slot', style: { color: 'red', margin: 1 }, id: 's' },
      { onClick: () => calls.push('child'), title: 'child', style: { color: 'blue' } },
    );
    (merged.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
    expect(merged.title).toBe('child');
    expect(merged.id).toBe('s');
    expect(merged.style).toEqual({ color: 'blue', margin: 1 });
    const onlySlot = vi.fn();
    expect(mergeSlotProps({ onFocus: onlySlot }, { onFocus: undefined }).onFocus).toBe(onlySlot);
  });

  it("composes the slot's ref with the child's", () => {
    const outer = createRef<HTMLAnchorElement>();
    const inner = createRef<HTMLAnchorElement>();
    const el = Slot({ ref: outer, children: createElement('a', { ref: inner }) }) as ReactElement<{
      ref: (node: unknown) => void;
    }>;
    const node = { tag: 'a' };
    el.props.ref(node);
    expect(outer.current).toBe(node);
    expect(inner.current).toBe(node);
  });
});
