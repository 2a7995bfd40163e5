import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@/lib/auth/permissions';
import { renderPermissionsDoc, ROOT, routeActions } from './permissions-doc';

const DOC = path.join(ROOT, 'docs/permissions.md');

describe('the permission table', () => {
  it('docs/permissions.md is the rendering of lib/auth/permissions.ts and the routes', () => {
    const expected = renderPermissionsDoc();
    if (process.env.UPDATE_DOCS === '1') writeFileSync(DOC, expected);
    expect(
      readFileSync(DOC, 'utf8'),
      'run UPDATE_DOCS=1 npx vitest run test/team/permissions-doc.test.ts',
    ).toBe(expected);
  });

  it('reads every route() of app/ (the parser misses none)', () => {
    const routes = routeActions();
    expect(routes.length).toBeGreaterThan(180);
    expect(routes.every((r) => r.auth !== '?')).toBe(true);
    expect(routes.map((r) => r.name)).toContain('PUT /api/team/{userId}');
  });

  it('every action a route names is in the table', () => {
    for (const r of routeActions())
      if (r.action) expect(Object.keys(PERMISSIONS), r.name).toContain(r.action);
  });

  // Endpoints merged from other branches without an action run on their auth level's fallback (safe:
  // 'editor' -> owner and admin); this lists them so each gets its action.
  it('every endpoint names its action (the list to map otherwise)', () => {
    const fallback = routeActions().filter((r) => !r.action);
    expect(fallback.map((r) => `${r.name} (auth ${r.auth})`)).toEqual([]);
  });

  it('the team roles keep what they are for', () => {
    expect(PERMISSIONS['team.manage']).toEqual(['owner', 'admin']);
    expect(PERMISSIONS['school.admin']).toEqual(['owner', 'admin']);
    expect(PERMISSIONS['look.edit']).toContain('editor');
    expect(PERMISSIONS['look.edit']).not.toContain('moderator');
    expect(PERMISSIONS['community.moderate']).toContain('moderator');
    expect(PERMISSIONS['members.grant']).toContain('support');
    expect(PERMISSIONS['members.grant']).not.toContain('editor');
    for (const a of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[])
      expect(PERMISSIONS[a], a).toContain('admin');
  });
});
