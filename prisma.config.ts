import { defineConfig } from 'prisma/config';

// Prisma 7 reads the connection from here for CLI commands that need one. Migrations are applied by
// scripts/migrate.mjs (WebAssembly schema engine), so the CLI only needs the schema path to generate.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/praca' },
});
