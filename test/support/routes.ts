// The app's route table, read from the folders under app/ the way Next's router reads them, so tests get
// the params Next would hand a handler for a path instead of typing them by hand. A [segment] folder
// renamed without its params schema (or the reverse) then fails every test that calls the route.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'dynamic'; name: string }
  | { kind: 'catchAll'; name: string; optional: boolean };

export interface RouteEntry {
  /** the folder path under app/, e.g. api/auth/marquee/products/[tenant] */
  file: string;
  segments: Segment[];
}

const APP_DIR = fileURLToPath(new URL('../../app', import.meta.url));
// Next tries static segments before dynamic ones, and those before catch-alls.
const RANK = { static: 0, dynamic: 1, catchAll: 2 } as const;

function parseSegment(name: string): Segment | null {
  if (/^\(.*\)$/.test(name) || name.startsWith('@')) return null; // route groups, parallel slots
  const optional = /^\[\[\.\.\.(.+)\]\]$/.exec(name);
  if (optional) return { kind: 'catchAll', name: optional[1]!, optional: true };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(name);
  if (catchAll) return { kind: 'catchAll', name: catchAll[1]!, optional: false };
  const dynamic = /^\[(.+)\]$/.exec(name);
  if (dynamic) return { kind: 'dynamic', name: dynamic[1]! };
  return { kind: 'static', value: name };
}

function scan(dir: string, rel: string[], out: RouteEntry[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('_'))
      scan(path.join(dir, entry.name), [...rel, entry.name], out);
    else if (/^route\.(ts|tsx|js)$/.test(entry.name))
      out.push({
        file: rel.join('/'),
        segments: rel.map(parseSegment).filter((s): s is Segment => s !== null),
      });
  }
}

let table: RouteEntry[] | undefined;

export function routeTable(): RouteEntry[] {
  if (!table) {
    const found: RouteEntry[] = [];
    scan(APP_DIR, [], found);
    table = found;
  }
  return table;
}

function match(route: RouteEntry, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const seg = route.segments[i]!;
    if (seg.kind === 'catchAll') {
      const rest = parts.slice(i);
      if (rest.length === 0 && !seg.optional) return null;
      if (rest.length) params[seg.name] = rest;
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.kind === 'static' && seg.value !== part) return null;
    if (seg.kind === 'dynamic') params[seg.name] = part;
  }
  return parts.length === route.segments.length ? params : null;
}

const rank = (r: RouteEntry) => r.segments.map((s) => RANK[s.kind]);

function better(a: RouteEntry, b: RouteEntry): boolean {
  const ra = rank(a);
  const rb = rank(b);
  for (let i = 0; i < Math.min(ra.length, rb.length); i++) if (ra[i] !== rb[i]) return ra[i]! < rb[i]!;
  return ra.length > rb.length;
}

/** The route Next would serve `pathname` with, and the params it would pass; null when none matches. */
export function resolveRoute(
  pathname: string,
): { route: RouteEntry; params: Record<string, string | string[]> } | null {
  const parts = pathname
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  let best: { route: RouteEntry; params: Record<string, string | string[]> } | null = null;
  for (const route of routeTable()) {
    const params = match(route, parts);
    if (params && (!best || better(route, best.route))) best = { route, params };
  }
  return best;
}
