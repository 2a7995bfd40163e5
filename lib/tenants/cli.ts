import 'server-only';
import { parseArgs } from 'node:util';
import {
  addDomain,
  createSchool,
  listSchools,
  removeDomain,
  setSchoolDisabled,
  TenantAdminError,
} from './admin';

// `npm run tenant -- <command> [options]` (lib/tenants/cli-main.ts runs it; ADR 0480). Returns the exit
// code: 0 done, 1 refused (bad input, unknown school, domain taken: nothing changed), 2 usage.

export const USAGE = `Usage: npm run tenant -- <command> [options]

  create --name "Escola X" --domain escola.example.com --admin dono@example.com [--admin-name "Ana"]
         creates the school, its first domain and its owner, who receives a sign-in link by e-mail
  list [--json]
         every school with its domains, owners and state
  add-domain --tenant <slug|id|domain> --domain outro.example.com [--primary]
  remove-domain --domain outro.example.com
  disable --tenant <slug|id|domain>   the school answers 'Escola indisponível'; nothing is deleted
  enable --tenant <slug|id|domain>
`;

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const OPTIONS = {
  name: { type: 'string' },
  domain: { type: 'string' },
  admin: { type: 'string' },
  'admin-name': { type: 'string' },
  tenant: { type: 'string' },
  primary: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runTenantCli(argv: string[], io: CliOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    io.err(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
    return 2;
  }
  const { values: v, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (v.help || !command) {
    (v.help ? io.out : io.err)(USAGE);
    return v.help ? 0 : 2;
  }
  if (extra.length) {
    io.err(`unexpected argument "${extra[0]}"\n\n${USAGE}`);
    return 2;
  }
  try {
    switch (command) {
      case 'create': {
        const r = await createSchool({
          name: v.name,
          domain: v.domain,
          admin: v.admin,
          adminName: v['admin-name'],
        });
        io.out(`created school "${r.tenant.name}" (slug ${r.tenant.slug}, id ${r.tenant.id})`);
        io.out(`domain: ${r.origin}`);
        io.out(
          r.mailed
            ? `owner: ${r.owner}; a sign-in link was queued for them (valid 24 hours; the worker sends it)`
            : `owner: ${r.owner}; no link sent now (too many recent links): they can ask for one at ${r.origin}/login`,
        );
        return 0;
      }
      case 'list': {
        const rows = await listSchools();
        if (v.json) io.out(JSON.stringify(rows, null, 2));
        else if (!rows.length) io.out('no schools yet: npm run tenant -- create --help');
        else
          for (const r of rows)
            io.out(
              [
                r.slug,
                r.disabled ? 'disabled' : 'active',
                r.domains.map((d) => (d.primary ? `${d.host}*` : d.host)).join(',') || '-',
                r.owners.join(',') || '-',
                r.name,
              ].join('\t'),
            );
        return 0;
      }
      case 'add-domain': {
        const r = await addDomain({ tenant: v.tenant, domain: v.domain, primary: v.primary });
        io.out(`added ${r.host} to "${r.school.slug}"${v.primary ? ' (primary)' : ''}`);
        return 0;
      }
      case 'remove-domain': {
        const r = await removeDomain({ domain: v.domain });
        io.out(`removed ${r.host} from "${r.slug}"`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        const school = await setSchoolDisabled({ tenant: v.tenant }, command === 'disable');
        io.out(`${command}d "${school.slug}"`);
        return 0;
      }
      default:
        io.err(`unknown command "${command}"\n\n${USAGE}`);
        return 2;
    }
  } catch (err) {
    if (err instanceof TenantAdminError) {
      io.err(`error: ${err.message}; nothing was changed`);
      return 1;
    }
    throw err;
  }
}
