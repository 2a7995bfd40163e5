import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTIONS, PERMISSIONS, ROLES } from '@/lib/auth/permissions';

// The route table's actions read from the source (no handler is imported), and docs/permissions.md
// rendered from lib/auth/permissions.ts and that table: test/team/permissions-doc.test.ts compares the
// page with this rendering, `UPDATE_DOCS=1` rewrites it.

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RouteAction {
  /** "METHOD /api/..." with [segments] as {segments} */
  name: string;
  auth: string;
  /** null: the route names none and is checked against its auth level's fallback */
  action: string | null;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? routeFiles(path.join(dir, e.name))
      : /^route\.tsx?$/.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );
}

export function routeActions(): RouteAction[] {
  const out: RouteAction[] = [];
  for (const file of routeFiles(path.join(ROOT, 'app'))) {
    const rel = path.relative(path.join(ROOT, 'app'), path.dirname(file)).split(path.sep);
    const url =
      '/' +
      rel
        .filter((s) => !/^\(.*\)$/.test(s))
        .map((s) => s.replace(/^\[\.{0,3}(.+)\]$/, '{$1}'))
        .join('/');
    const src = readFileSync(file, 'utf8');
    const re = /export const (GET|POST|PUT|PATCH|DELETE) = route\(\{([\s\S]*?)\n\}\);/g;
    for (const m of src.matchAll(re)) {
      const auth = /\bauth: '(\w+)'/.exec(m[2]!)?.[1] ?? '?';
      const action = /\baction: '([\w.]+)'/.exec(m[2]!)?.[1] ?? null;
      out.push({ name: `${m[1]} ${url}`, auth, action });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export function renderPermissionsDoc(): string {
  const head = `| action | ${ROLES.join(' | ')} |\n| --- | ${ROLES.map(() => ':-:').join(' | ')} |`;
  const rows = ACTIONS.map(
    (a) =>
      `| \`${a}\` | ${ROLES.map((r) => ((PERMISSIONS[a] as readonly string[]).includes(r) ? 'yes' : '')).join(' | ')} |`,
  );
  const routes = routeActions();
  const byAction = ACTIONS.map((a) => {
    const names = routes.filter((r) => r.action === a).map((r) => `- \`${r.name}\``);
    return names.length ? `### \`${a}\`\n\n${names.join('\n')}\n` : '';
  }).filter(Boolean);
  const fallback = routes.filter((r) => !r.action).map((r) => `- \`${r.name}\` (auth \`${r.auth}\`)`);
  return `# Permissions

Generated from \`lib/auth/permissions.ts\` and the \`action\` of every \`route()\` under \`app/\`;
\`test/team/permissions-doc.test.ts\` fails when this page drifts (\`UPDATE_DOCS=1\` rewrites it). ADR 0500.

A role may do an action when its cell says yes. route() answers 403 to a signed-in role without the
endpoint's action; \`can(ctx, action)\` is the same check inside services and the edit drawer.

## Actions per role

${head}
${rows.join('\n')}

## Endpoints per action

${byAction.join('\n')}
## Endpoints on the fallback

An endpoint that names no action is checked against its \`auth\` level's fallback (\`editor\` ->
\`school.admin\`: owner and admin only). Map each to an action:

${fallback.length ? fallback.join('\n') : '(none)'}
`;
}
