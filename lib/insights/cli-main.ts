// `npm run insights:rebuild -- --tenant <slug|all>`: recomputes the Painel's rollups from the raw rows
// (docs/adr/0530). Runs with tsx like the worker; the `server-only` marker is mapped to an empty module
// before any server module loads (as lib/tenants/cli-main.ts does).
import { allowServerModules, runCommand } from '../server/cli-entry';

async function main(): Promise<number> {
  allowServerModules();
  const args = process.argv.slice(2);
  const i = args.indexOf('--tenant');
  const slug = i >= 0 ? args[i + 1] : undefined;
  if (!slug) {
    console.error('usage: npm run insights:rebuild -- --tenant <slug|all>');
    return 2;
  }
  const { rebuildInsights, tenantsFor } = await import('./rebuild');
  const tenants = await tenantsFor(slug);
  if (tenants.length === 0) {
    console.error(`error: no school '${slug}'`);
    return 1;
  }
  for (const t of tenants) {
    const started = Date.now();
    await rebuildInsights(t.id);
    console.log(`${t.slug}: rebuilt in ${Date.now() - started} ms`);
  }
  return 0;
}

runCommand(main);
