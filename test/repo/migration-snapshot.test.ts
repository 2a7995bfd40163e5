import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run db:migration:new` diffs prisma/schema.prisma against the newest migration's snapshot
// (scripts/migrate.mjs). A schema edited without its migration, or two branches' migrations merged with
// an older snapshot last, would make the next migration repeat or miss changes: the newest snapshot must
// be the schema itself, and every migration folder must hold its SQL.
const dir = path.resolve('prisma/migrations');
const folders = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe('migrations', () => {
  it('the newest migration snapshot is prisma/schema.prisma', () => {
    const newest = folders.at(-1)!;
    const snapshot = fs.readFileSync(path.join(dir, newest, 'schema.prisma'), 'utf8');
    const schema = fs.readFileSync(path.resolve('prisma/schema.prisma'), 'utf8');
    expect(snapshot === schema, `${newest}/schema.prisma differs from prisma/schema.prisma`).toBe(true);
  });

  it('every folder is <14-digit timestamp>_<snake_name> with a migration.sql', () => {
    for (const f of folders) {
      expect(f).toMatch(/^\d{14}_[a-z0-9_]+$/);
      expect(fs.existsSync(path.join(dir, f, 'migration.sql')), f).toBe(true);
    }
  });
});
