import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { root } from '../support/client-graph';

// Decision 360: the first load's icons (components/icons/) render the SVG lucide-react renders for the same
// props. A path copied wrong, a class name left out, or a lucide upgrade that changes an icon fails here.

const dir = path.join(root, 'components/icons');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts'));

/** every icon module's exports, by name */
const icons = async () => {
  const out: [string, ComponentType<object>][] = [];
  for (const f of files) {
    const mod = (await import(path.join(dir, f))) as Record<string, ComponentType<object>>;
    out.push(...Object.entries(mod));
  }
  return out;
};

// what the callers pass (aria-hidden and classes), and lucide's other props that change its output
const PROPS: object[] = [
  {},
  { 'aria-hidden': true, className: 'h-4 w-4' },
  { 'aria-hidden': true, className: 'mr-1  h-4 w-4 mr-1 fill-current' },
  { 'aria-label': 'Curtir', role: 'img' },
  { title: 'x' },
  { size: 16, strokeWidth: 1.5, color: 'red' },
  { width: 10, height: 12, size: 20 },
  { fill: 'currentColor', style: { opacity: 0.5 }, 'data-testid': 'icon', id: 'i1' },
];

describe('the first load icons render as lucide-react does (decision 360)', () => {
  it('there is one module per icon, each exporting one icon under its lucide-react name', async () => {
    const all = await icons();
    expect(all.length).toBe(files.length);
    expect(all.length).toBeGreaterThan(20);
    for (const [name] of all) expect(typeof (lucide as Record<string, unknown>)[name]).toBe('object');
  });

  it.each(PROPS)('same SVG for %j', async (props) => {
    for (const [name, Ours] of await icons()) {
      const Theirs = (lucide as unknown as Record<string, ComponentType<object>>)[name]!;
      const ours = renderToStaticMarkup(createElement(Ours, props));
      expect(ours, name).toBe(renderToStaticMarkup(createElement(Theirs, props)));
      expect(ours).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*><(path|circle|rect|line) /);
    }
  });

  it('children are drawn after the paths, and leave out aria-hidden as lucide does', async () => {
    const [[name, Ours]] = (await icons()).filter(([n]) => n === 'Heart') as [
      [string, ComponentType<object>],
    ];
    const Theirs = (lucide as unknown as Record<string, ComponentType<object>>)[name]!;
    const child = createElement('title', null, 'Curtir');
    const props: object = { className: 'h-4 w-4' };
    const ours = renderToStaticMarkup(createElement(Ours, props, child));
    expect(ours).toBe(renderToStaticMarkup(createElement(Theirs, props, child)));
    expect(ours).not.toContain('aria-hidden');
  });
});
