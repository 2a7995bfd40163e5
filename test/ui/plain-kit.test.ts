import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { Badge } from '@/components/ui/badge';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClass } from '@/components/ui/button-classes';
import { MediaFallback } from '@/components/ui/media-fallback';
import { PlainButton } from '@/components/ui/plain-button';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/shell/user-avatar';
import { cnLite } from '@/lib/client/cn-lite';
import { clientModules, root, STUDENT_ENTRIES } from '../support/client-graph';
import { parse } from '../support/kit-classes';

// Decision 350: the parts of a student's first load join classes with plain clsx (no `cnLite`). That is
// right only where no two classes joined conflict: a conflict would now keep both classes where the merge
// kept the later one. These tests hold every joining place of the first load and every caller of the
// plain kit parts to "the merge would change nothing", with tailwind-merge's full `twMerge` as the judge.

/** `classes` as tailwind-merge leaves them, or null when it would drop one (a conflict) */
const conflict = (classes: string) => {
  const joined = classes.split(/\s+/).filter(Boolean).join(' ');
  const merged = twMerge(joined);
  return merged === joined ? null : `"${joined}" → twMerge "${merged}"`;
};

const classOf = (el: ReactElement) => /class="([^"]*)"/.exec(renderToStaticMarkup(el))![1]!;

const VARIANTS = Object.keys(BUTTON_VARIANTS) as (keyof typeof BUTTON_VARIANTS)[];
const SIZES = Object.keys(BUTTON_SIZES) as (keyof typeof BUTTON_SIZES)[];
const BUTTON_BASES = VARIANTS.flatMap((v) =>
  SIZES.flatMap((s) => [buttonClass(v, s), buttonClass(v, s, '', true)]),
);

/** the plain kit parts and their own classes (each variant) that a caller's `className` joins */
const PART_BASES: Record<string, string[]> = {
  PlainButton: BUTTON_BASES,
  Badge: (['primary', 'muted', 'danger'] as const).map((tone) => classOf(createElement(Badge, { tone }))),
  Skeleton: [classOf(createElement(Skeleton))],
  MediaFallback: [classOf(createElement(MediaFallback))],
  Marquee: ['overflow-hidden rounded-md bg-black/40 py-2 text-sm font-medium'],
  RankingPanel: ['rounded-lg border border-white/10 bg-surface-2 p-4'],
};

const LITERAL = (n: ts.Node): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n);
function strings(node: ts.Node, out: string[] = []) {
  if (LITERAL(node)) out.push(node.text);
  node.forEachChild((c) => void strings(c, out));
  return out;
}
const tsxFiles = (dir: string) =>
  (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => path.join(dir, f));

describe('the plain kit parts render the class lists the merging ones did (decision 350)', () => {
  it("PlainButton's classes are cnLite's for every variant and size, round or not", () => {
    for (const v of VARIANTS)
      for (const s of SIZES) {
        expect(buttonClass(v, s)).toBe(cnLite(buttonClass(v, s)));
        expect(buttonClass(v, s, '', true)).toBe(cnLite(buttonClass(v, s), 'rounded-full'));
        expect(
          classOf(createElement(PlainButton, { variant: v, size: s, round: true, className: 'mt-2' })),
        ).toBe(cnLite(buttonClass(v, s), 'rounded-full mt-2'));
      }
  });

  it("UserAvatar's sizes are cnLite's of the default size and the size's classes", () => {
    const base =
      'relative inline-flex h-9 w-9 shrink-0 overflow-hidden rounded-full bg-primary text-primary-text select-none';
    const sizes = {
      sm: 'h-8 w-8',
      md: '',
      lg: 'h-10 w-10',
      xl: 'h-12 w-12',
      '2xl': 'h-16 w-16 text-xl',
    } as const;
    for (const [size, extra] of Object.entries(sizes)) {
      const html = renderToStaticMarkup(
        createElement(UserAvatar, { name: 'Ana Lima', photoUrl: null, size: size as keyof typeof sizes }),
      );
      expect(/^<span class="([^"]*)"/.exec(html)![1]).toBe(cnLite(base, extra));
    }
  });
});

describe('nothing joined on the first load conflicts (decision 350)', () => {
  it('no caller passes a plain kit part a class that conflicts with its own', () => {
    const found: string[] = [];
    const bad: string[] = [];
    for (const file of [...tsxFiles('components'), ...tsxFiles('app')]) {
      const visit = (n: ts.Node) => {
        if (
          (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) &&
          n.tagName.getText() in PART_BASES
        ) {
          const part = n.tagName.getText();
          for (const a of n.attributes.properties)
            if (ts.isJsxAttribute(a) && a.name.getText() === 'className' && a.initializer) {
              const given = strings(a.initializer);
              found.push(`${part} ${given.join(' ')}`);
              for (const base of PART_BASES[part]!)
                for (const extra of [...given, given.join(' ')]) {
                  const c = conflict(`${base} ${extra}`);
                  if (c) bad.push(`${file} <${part}>: ${c}`);
                }
            }
        }
        n.forEachChild(visit);
      };
      visit(parse(file));
    }
    expect(found).toEqual(
      expect.arrayContaining([
        'PlainButton mt-4',
        'PlainButton ml-auto',
        'Marquee mx-auto max-w-7xl',
        'Skeleton h-10 w-full',
      ]),
    );
    expect(bad).toEqual([]);
  });

  it('no clsx call of a first-load client module joins a class that conflicts with its first argument', () => {
    const calls: string[] = [];
    const bad: string[] = [];
    for (const { file } of clientModules(STUDENT_ENTRIES)) {
      const visit = (n: ts.Node) => {
        if (ts.isCallExpression(n) && n.expression.getText() === 'clsx') {
          const [first, ...rest] = n.arguments.map((arg) => strings(arg));
          calls.push(`${file}: ${n.getText().slice(0, 60)}`);
          for (const base of first ?? [])
            for (const extra of rest.flat()) {
              const c = conflict(`${base} ${extra}`);
              if (c) bad.push(`${file}: ${c}`);
            }
        }
        n.forEachChild(visit);
      };
      visit(parse(file));
    }
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.some((c) => c.startsWith('components/home/banner-hero.tsx'))).toBe(true);
    expect(bad).toEqual([]);
  });

  it('the check finds a conflict where there is one', () => {
    expect(conflict(`${buttonClass('ghost', 'icon')} rounded-full`)).not.toBeNull();
    expect(conflict('relative inline-flex h-10 hidden md:inline-flex')).not.toBeNull();
    expect(conflict('h-full w-full opacity-50')).toBeNull();
  });
});
