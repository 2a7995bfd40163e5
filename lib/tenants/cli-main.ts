// `npm run tenant -- <command>`: the operator's school administration (ADR 0480), here and in the Docker
// image (`docker compose exec app npm run tenant -- list`), which runs it with tsx like the worker: no
// dev tool needed. The `server-only` marker would throw outside Next, so a resolve hook maps it to an
// empty module before any server module loads (as lib/server/jobs/worker-main.ts does).
import { allowServerModules, runCommand } from '../server/cli-entry';

async function main(): Promise<number> {
  allowServerModules();
  const { getEnv } = await import('../server/env');
  if (!getEnv().DATABASE_URL) {
    console.error('error: DATABASE_URL is not set (the CLI works on the database the app uses)');
    return 1;
  }
  const { runTenantCli } = await import('./cli');
  const code = await runTenantCli(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  // the owner's e-mail is queued on pg-boss: stop it cleanly so the job is committed and the process ends
  const { stopBoss } = await import('../server/jobs/boss');
  await stopBoss({ timeout: 5_000 });
  return code;
}

runCommand(main);
