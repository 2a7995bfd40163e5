import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '@/lib/server/route';
import { paramsFor } from '../support/http';
import { resolveRoute, routeTable } from '../support/routes';

const APP_DIR = fileURLToPath(new URL('../../app', import.meta.url));

// Route params come from the folder names ([tenant], [...path]) and are read by each route's params
// schema: the two must agree, or Next hands the handler params its schema refuses.

describe('the route table', () => {
  it('gives the params Next would, static segments before dynamic ones', () => {
    const r = resolveRoute('/api/auth/marquee/products/abc?x=1');
    expect(r?.route.file).toBe('api/auth/marquee/products/[tenant]');
    expect(r?.params).toEqual({ tenant: 'abc' });
    expect(resolveRoute('/api/no/such/route')).toBeNull();
  });

  it("every route's params schema reads only names its folders give", async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const entry of routeTable()) {
      const file = path.join(APP_DIR, entry.file, 'route.ts');
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const names = new Set(entry.segments.flatMap((s) => (s.kind === 'static' ? [] : [s.name])));
      for (const [verb, handler] of Object.entries(mod)) {
        const schema = (handler as { paramsSchema?: unknown } | undefined)?.paramsSchema;
        if (!(schema instanceof z.ZodObject)) continue;
        checked++;
        for (const key of Object.keys(schema.shape))
          if (!names.has(key)) problems.push(`${verb} app/${entry.file}: reads "${key}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50); // the schemas were found on the handlers
  });
});

describe('paramsFor (what call() passes a handler)', () => {
  const handler = route({
    auth: 'public',
    params: z.object({ tenantId: z.string() }),
    handler: () => null,
  });

  it('fails when the schema reads a name the folder does not give (a renamed folder)', () => {
    expect(() => paramsFor(handler, '/api/auth/marquee/products/abc')).toThrow(/reads tenantId/);
  });

  it('fails when a test hands params the path does not give', () => {
    expect(() => paramsFor(handler, '/api/auth/marquee/products/abc', { tenant: 'other' })).toThrow(
      /differ from what/,
    );
  });

  it('passes the hand-written params through for a path no route matches', () => {
    expect(paramsFor(handler, '/nowhere', { tenantId: 'x' })).toEqual({ tenantId: 'x' });
  });
});
