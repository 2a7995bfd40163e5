// Starts Praça: validates the configuration, brings up the database (DATABASE_URL, or an embedded
// PostgreSQL under .data/ when it is unset), applies migrations, seeds when asked, then runs Next.
//
//   node scripts/start.mjs                 production start (what `npm start` and the Docker image run)
//   node scripts/start.mjs --demo          + seed the demo tenants, build first if there is no build
//                                          (implies EMBEDDED_DB=true and ALLOW_DEMO_IN_PRODUCTION=true)
//   node scripts/start.mjs --dev           + seed, then `next dev`
//   flags: --seed (seed the demo tenants; also SEED_DEMO=true), --build (build first if missing),
//          --reset-database (drop and recreate the database first; only for names ending in _e2e)
// In production (NODE_ENV=production, the default here except with --dev) the configuration check refuses
// the demo seed without ALLOW_DEMO_IN_PRODUCTION=true, and a missing DATABASE_URL without EMBEDDED_DB=true
// (ADR 0300): `--demo` is that explicit request; the browser tests' web server sets both variables.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  adminQuery,
  ensureDatabase,
  migrate,
  startEmbedded,
  tenantHostsIn,
  withDatabase,
} from './lib/pg.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const args = new Set(process.argv.slice(2));
const demo = args.has('--demo');
const dev = args.has('--dev');
const wantSeed = demo || dev || args.has('--seed') || /^(1|true)$/i.test(process.env.SEED_DEMO ?? '');
const wantBuild = demo || args.has('--build');

function say(msg) {
  console.log(`[praca] ${msg}`);
}

/** KEY=value lines of .env, for variables not already set (the shell and compose win). */
function loadDotEnv() {
  const file = path.join(root, '.env');
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trim().startsWith('#')) continue;
    const value = m[2].replace(/^(['"])(.*)\1$/, '$2');
    if (process.env[m[1]] === undefined) process.env[m[1]] = value;
  }
}

function run(cmd, argv, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(argv[0] ?? cmd)} exited with ${code}`)),
    );
  });
}

/**
 * The local storage driver signs its upload URLs. Production requires STORAGE_SIGNING_SECRET (every
 * instance must share it); a single-machine run (the embedded database, `--demo`, `--dev`) gets one
 * generated once and kept in DATA_DIR/storage-secret, the file lib/server/storage/local.ts also uses.
 */
function ensureLocalSigningSecret() {
  const driver = process.env.STORAGE_DRIVER || (process.env.S3_BUCKET ? 's3' : 'local');
  if (driver !== 'local' || process.env.STORAGE_SIGNING_SECRET) return;
  if (process.env.DATABASE_URL && !demo && !dev) return;
  const file = path.resolve(process.env.DATA_DIR || '.data', 'storage-secret');
  let secret = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (secret.length < 32) {
    secret = randomBytes(32).toString('base64url');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
  }
  process.env.STORAGE_SIGNING_SECRET = secret;
}

async function checkEnv() {
  const { register } = await import('tsx/esm/api');
  const unregister = register();
  try {
    const { parseEnv } = await import('../lib/server/env.ts');
    // The seed flags count as SEED_DEMO=true: production refuses them without ALLOW_DEMO_IN_PRODUCTION.
    const { env, problems } = parseEnv({ ...process.env, ...(wantSeed ? { SEED_DEMO: 'true' } : {}) });
    if (problems.length || !env) {
      console.error('[praca] invalid configuration:');
      for (const p of problems) console.error(`  - ${p}`);
      process.exit(1);
    }
    // The pages' security headers, set by the request hook (scripts/page-headers.cjs, decision 382).
    const { pageHeadersConfig } = await import('../lib/security/headers.ts');
    const { NONCE_SLOT } = createRequire(import.meta.url)('./page-headers.cjs');
    // The demo tenants' host names, refused below on a production database an earlier release seeded.
    const { SEED_TENANTS } = await import('../lib/seed/demo-data.ts');
    const checkDemo = env.NODE_ENV === 'production' && !env.ALLOW_DEMO_IN_PRODUCTION;
    return {
      pageHeaders: pageHeadersConfig(env, { nonceSlot: NONCE_SLOT, dev }),
      demoTenants: checkDemo ? Object.fromEntries(SEED_TENANTS.map((t) => [t.slug, t.hosts])) : null,
    };
  } finally {
    await unregister();
  }
}

async function database() {
  let stopEmbedded;
  if (!process.env.DATABASE_URL) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    const dataDir = path.resolve(process.env.DATA_DIR ?? '.data', 'pg');
    say(
      `DATABASE_URL is not set: starting the embedded PostgreSQL (${path.relative(root, dataDir)}, port ${port})`,
    );
    const embedded = await startEmbedded({ dir: dataDir, port });
    stopEmbedded = embedded.stop;
    const name = process.env.EMBEDDED_DB_NAME ?? 'praca';
    if (args.has('--reset-database')) await resetDatabase(embedded.url, name);
    process.env.DATABASE_URL = await ensureDatabase(embedded.url, name);
  } else if (args.has('--reset-database')) {
    const name = new URL(process.env.DATABASE_URL).pathname.slice(1);
    await resetDatabase(withDatabase(process.env.DATABASE_URL, 'postgres'), name);
    await ensureDatabase(withDatabase(process.env.DATABASE_URL, 'postgres'), name);
  }
  return stopEmbedded;
}

async function resetDatabase(adminUrl, name) {
  if (!name.endsWith('_e2e'))
    throw new Error(`--reset-database refuses "${name}": only databases ending in _e2e`);
  say(`resetting database ${name}`);
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
}

async function main() {
  loadDotEnv();
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  // Validate what the server will see: `next start` runs in production, `next dev` in development.
  process.env.NODE_ENV ??= dev ? 'development' : 'production';
  // `npm run demo` is the explicit request for the demo on this machine's embedded database (ADR 0300).
  if (demo) {
    process.env.EMBEDDED_DB ??= 'true';
    process.env.ALLOW_DEMO_IN_PRODUCTION ??= 'true';
  }
  ensureLocalSigningSecret();
  // The demo serves plain http on PORT: its e-mails must link there, not to https on port 443 (the
  // production default of links without APP_URL; lib/server/public-origin.ts, ADR 0240).
  if (demo && !process.env.APP_URL) process.env.APP_URL = `http://localhost:${process.env.PORT ?? '3000'}`;
  const { pageHeaders, demoTenants } = await checkEnv();
  const stopEmbedded = await database();
  let child;
  const shutdown = async (signal) => {
    if (child && child.exitCode === null) child.kill(signal);
    else {
      await stopEmbedded?.().catch(() => {});
      process.exit(0);
    }
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await migrate(process.env.DATABASE_URL);
  // A database seeded by an earlier release (compose used to seed by default) still answers the demo's
  // host names with the published password (ADR 0300): production stops until they are removed.
  const seededHosts = demoTenants ? await tenantHostsIn(process.env.DATABASE_URL, demoTenants) : [];
  if (seededHosts.length) {
    await stopEmbedded?.().catch(() => {});
    throw new Error(
      `this database holds the demo tenants (hosts ${seededHosts.join(', ')}), whose admin password the ` +
        'README publishes: remove them (docs/deploy.md section 2), or set ALLOW_DEMO_IN_PRODUCTION=true for a demo',
    );
  }
  if (wantSeed) {
    say('seeding the demo tenants');
    await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'prisma/seed.ts']);
  }

  const port = process.env.PORT ?? '3000';
  const hostname = process.env.HOSTNAME_BIND;
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
  let argv;
  // The tenants' font files (public/fonts, git-ignored): `npm run build` writes them; a plain `next
  // build` or `next dev` does not, so write them here when missing (the Docker image has them).
  if (
    !fs.existsSync(path.join(root, 'server.js')) &&
    !fs.existsSync(path.join(root, 'public/fonts/poppins.css'))
  ) {
    say('writing public/fonts (scripts/fonts.mjs)');
    (await import('./fonts.mjs')).writeFonts();
  }
  if (fs.existsSync(path.join(root, 'server.js'))) {
    // Docker image: Next's standalone server.
    argv = [path.join(root, 'server.js')];
    // Docker sets HOSTNAME to the container id; the standalone server binds to it.
    process.env.HOSTNAME = hostname ?? '0.0.0.0';
  } else if (dev) {
    argv = [nextBin, 'dev', '-p', port];
  } else {
    if (!fs.existsSync(path.join(root, '.next/BUILD_ID'))) {
      if (!wantBuild)
        throw new Error('no build found: run `npm run build` first (or `npm run demo`, which builds)');
      say('first run: building the app (a few minutes)');
      await run(process.execPath, [nextBin, 'build']);
    }
    argv = [nextBin, 'start', '-p', port, ...(hostname ? ['-H', hostname] : [])];
  }
  if (wantSeed) {
    say('demo logins (password senha-demo-123, for the demo only):');
    say(`  http://localhost:${port}        admin@demo.local / aluno@demo.local`);
    say(`  http://outra.localhost:${port}  admin@outra.local / aluno@outra.local`);
  }
  // The client's socket address for login throttling without a trusted proxy (decision 65), and the
  // pages' security headers (decision 382): one request hook, preloaded.
  const peerToken = randomBytes(32).toString('hex');
  const preload = `--require=${path.join(root, 'scripts/peer-address.cjs')}`;
  const env = {
    ...process.env,
    PORT: port,
    PRACA_PEER_TOKEN: peerToken,
    PRACA_PAGE_HEADERS: pageHeaders,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
  };
  child = spawn(process.execPath, argv, { stdio: 'inherit', env });
  child.on('exit', async (code) => {
    await stopEmbedded?.().catch(() => {});
    process.exit(code ?? 0);
  });
}

main().catch((err) => {
  console.error(`[praca] ${err?.message ?? err}`);
  process.exit(1);
});
