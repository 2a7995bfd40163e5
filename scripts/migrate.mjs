// Offline migrations through Prisma's WebAssembly schema engine (see docs/decisions.md).
//   node --experimental-wasm-modules scripts/migrate.mjs new <name>   diff the schema against the
//        snapshot of the last migration and write prisma/migrations/<ts>_<name>/{migration.sql,schema.prisma}
//   node --experimental-wasm-modules scripts/migrate.mjs deploy       apply pending migrations to DATABASE_URL
// Migrations land in _prisma_migrations, the table `prisma migrate deploy` uses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = path.join(root, 'prisma', 'schema.prisma');
const migrationsDir = path.join(root, 'prisma', 'migrations');
const filters = { externalTables: [], externalEnums: [] };

async function engineFor(connectionString) {
  const { SchemaEngine } = await import('@prisma/schema-engine-wasm');
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const { bindMigrationAwareSqlAdapterFactory } = await import('@prisma/driver-adapter-utils');
  const datamodel = fs.readFileSync(schemaPath, 'utf8');
  const adapterFactory = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }));
  return SchemaEngine.new({ datamodels: [['schema.prisma', datamodel]] }, () => {}, adapterFactory);
}

function migrationDirs() {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

export async function deploy(connectionString = process.env.DATABASE_URL, { quiet = false } = {}) {
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  const engine = await engineFor(connectionString);
  const migrationDirectories = migrationDirs().map((dir) => ({
    path: dir,
    migrationFile: {
      path: 'migration.sql',
      content: { tag: 'ok', value: fs.readFileSync(path.join(migrationsDir, dir, 'migration.sql'), 'utf8') },
    },
  }));
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  const result = await engine.applyMigrations({
    migrationsList: {
      baseDir: migrationsDir,
      shadowDbInitScript: '',
      lockfile: {
        path: 'migration_lock.toml',
        content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null,
      },
      migrationDirectories,
    },
    filters,
  });
  if (!quiet) {
    const names = result.appliedMigrationNames;
    console.log(names.length ? `migrations applied: ${names.join(', ')}` : 'migrations: up to date');
  }
  return result.appliedMigrationNames;
}

async function create(name) {
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('usage: migrate.mjs new <snake_case_name>');
  // The engine opens a connection at start even for a datamodel-to-datamodel diff; nothing is changed there.
  const engine = await engineFor(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const dirs = migrationDirs();
  const current = fs.readFileSync(schemaPath, 'utf8');
  const last = dirs.at(-1);
  const from = last
    ? {
        tag: 'schemaDatamodel',
        files: [
          {
            path: 'schema.prisma',
            content: fs.readFileSync(path.join(migrationsDir, last, 'schema.prisma'), 'utf8'),
          },
        ],
      }
    : { tag: 'empty' };
  const to = { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: current }] };
  const { stdout } = await engine.diff({ from, to, script: true, exitCode: null, filters });
  if (!stdout || /^-- This is an empty migration\.?\s*$/.test(stdout.trim())) {
    console.log('no schema changes');
    return;
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migration.sql'), stdout);
  fs.writeFileSync(path.join(dir, 'schema.prisma'), current);
  const lock = path.join(migrationsDir, 'migration_lock.toml');
  if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "postgresql"\n');
  console.log(`created ${path.relative(root, dir)}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [cmd, arg] = process.argv.slice(2);
  const run =
    cmd === 'new'
      ? create(arg)
      : cmd === 'deploy'
        ? deploy()
        : Promise.reject(new Error('usage: migrate.mjs new <name> | deploy'));
  run.then(
    () => process.exit(0),
    (err) => {
      console.error(err?.message ?? err);
      process.exit(1);
    },
  );
}
