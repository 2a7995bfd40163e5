import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { cnLite } from '@/lib/client/cn-lite';
import { KIT_PARTS, kitClassUniverse } from '../support/kit-classes';

// Decision 260: `cnLite` must merge exactly like tailwind-merge's full `twMerge` wherever it is used.
// tailwind-merge decides per pair (a later class removes an earlier one of the same group and modifiers,
// or of a group it conflicts with), so agreeing on every ordered pair of the classes in play means
// agreeing on any list of them.
const { users, tokens } = kitClassUniverse(KIT_PARTS);

describe('cnLite merges like twMerge (decision 260)', () => {
  it('finds the modules that use it and the classes in play', () => {
    // decision 350: the merging Button is its last user (the first load's parts join with clsx)
    expect(users).toEqual(['components/ui/button.tsx']);
    // the button's classes and those its callers pass (before decision 350 the first load's classes too)
    expect(tokens).toEqual(
      expect.arrayContaining(['h-10', 'px-4', 'rounded-md', 'rounded-full', 'p-0', 'w-full']),
    );
    expect(tokens.length).toBeGreaterThan(60);
  });

  it('agrees with twMerge on every ordered pair of those classes', () => {
    const differ: string[] = [];
    for (const a of tokens)
      for (const b of tokens) {
        if (a === b) continue;
        const want = twMerge(`${a} ${b}`);
        const got = cnLite(a, b);
        if (got !== want) differ.push(`"${a} ${b}": twMerge "${want}", cnLite "${got}"`);
      }
    // a class listed here needs its group in lib/client/cn-lite.ts (copied from tailwind-merge's default config)
    expect(differ).toEqual([]);
  });

  it('agrees with twMerge on variants, important, negative, postfix and arbitrary forms of those groups', () => {
    const forms = [
      ...['p-0', 'px-[3px]', 'py-(--gap)', 'pb-px', 'mx-auto', 'ml-2', 'mt-1.5', 'gap-[2vw]'],
      ...[
        'w-[200px]',
        'h-(--h)',
        'h-dvh',
        'min-w-full',
        'max-w-screen-md',
        'max-w-prose',
        'max-h-none',
        'w-1/3',
      ],
      ...[
        '-top-1',
        'inset-0',
        'inset-x-2',
        'left-[10%]',
        'z-[5]',
        'z-auto',
        'basis-1/2',
        'flex-none',
        'grow',
      ],
      ...['text-sm/6', 'text-[length:var(--x)]', 'text-[#fff]', 'text-(--c)', 'text-left', 'leading-[1.2]'],
      ...[
        'font-[550]',
        'line-clamp-3',
        'bg-[url(/a.png)]',
        'bg-linear-to-r',
        'bg-red-500/50',
        'bg-(image:--i)',
      ],
      ...['outline', 'outline-none', 'outline-offset-4', 'outline-red-500', 'rounded-t-md', 'rounded-xl'],
      ...[
        'opacity-[.3]',
        'transition-colors',
        'duration-300',
        'object-fill',
        'overflow-x-hidden',
        'items-baseline',
      ],
      ...[
        'md:hover:px-2',
        'hover:md:px-3',
        '!p-1',
        'p-2!',
        'dark:md:text-xs',
        '[&>svg]:h-4',
        'before:hover:p-1',
      ],
      ...[
        '[scrollbar-width:thin]',
        'border-0',
        'border-t-2',
        'border-x-red-500',
        'border-dashed',
        'border-white/20',
      ],
      ...[
        'rounded-none',
        'rounded-tl-lg',
        'text-balance',
        'truncate',
        'text-shadow-md',
        'bg-cover',
        'bg-center',
      ],
      ...['bg-no-repeat', 'bg-fixed', 'bg-clip-text', 'aspect-4/3', 'justify-stretch', 'shadow-md'],
    ];
    const differ: string[] = [];
    for (const a of [...forms, ...tokens.slice(0, 120)])
      for (const b of forms) {
        if (a === b) continue; // a class twice: twMerge keeps one where it knows the group, cnLite may keep both
        for (const pair of [`${a} ${b}`, `${b} ${a}`]) {
          const want = twMerge(pair);
          if (cnLite(pair) !== want) differ.push(`"${pair}": twMerge "${want}", cnLite "${cnLite(pair)}"`);
        }
      }
    expect(differ).toEqual([]);
  });

  it('keeps the outcomes the kit relies on', () => {
    // the bell's two buttons: the icon button's display is replaced by the breakpoint's
    expect(cnLite('relative inline-flex h-10 w-10 items-center', 'hidden md:inline-flex')).toBe(
      'relative h-10 w-10 items-center hidden md:inline-flex',
    );
    // Button with a caller's size and shape
    expect(cnLite('inline-flex rounded-md h-10 px-4 text-sm', 'rounded-full h-auto p-0 text-xs')).toBe(
      'inline-flex rounded-full h-auto p-0 text-xs',
    );
    // Badge: a caller's font size drops the base line height (Tailwind 4's text-* sets it)
    expect(cnLite('text-[11px] font-semibold leading-4', 'text-xs')).toBe('font-semibold text-xs');
    // conditional parts as clsx takes them
    expect(cnLite('h-full w-full', false && 'opacity-50', { 'opacity-50': true }, undefined)).toBe(
      'h-full w-full opacity-50',
    );
  });
});
