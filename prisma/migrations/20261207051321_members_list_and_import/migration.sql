-- AlterTable
ALTER TABLE "memberships" ADD COLUMN     "deactivated_at" TIMESTAMP(3),
ADD COLUMN     "last_access_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "member_imports" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "created_by_id" UUID,
    "file_name" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'queued',
    "invite" BOOLEAN NOT NULL DEFAULT false,
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "member_imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_import_rejects" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "import_id" UUID NOT NULL,
    "line" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "reason" VARCHAR(64) NOT NULL,

    CONSTRAINT "member_import_rejects_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "member_imports_tenant_id_created_at_idx" ON "member_imports"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "member_import_rejects_tenant_id_idx" ON "member_import_rejects"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "member_import_rejects_import_id_line_key" ON "member_import_rejects"("import_id", "line");

-- CreateIndex
CREATE INDEX "memberships_tenant_id_id_idx" ON "memberships"("tenant_id", "id");

-- AddForeignKey
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_import_rejects" ADD CONSTRAINT "member_import_rejects_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_import_rejects" ADD CONSTRAINT "member_import_rejects_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "member_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The members list's search (ADR 0460): name and e-mail folded (lower case, accents off) and matched by
-- trigrams. translate() with a fixed map is immutable, so the fold can sit in an index (unaccent() cannot).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE OR REPLACE FUNCTION praca_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(translate(t,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) $$;

CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (praca_fold("name" || ' ' || "email") gin_trgm_ops);

-- A rejected line points at its import inside its own tenant (composite key, ADR 0007).
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "member_import_rejects" ADD CONSTRAINT "member_import_rejects_import_id_tenant_fkey" FOREIGN KEY ("tenant_id", "import_id") REFERENCES "member_imports" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

GRANT SELECT, INSERT, UPDATE, DELETE ON "member_imports" TO praca_tenant;
ALTER TABLE "member_imports" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "member_imports" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "member_imports" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));

GRANT SELECT, INSERT, UPDATE, DELETE ON "member_import_rejects" TO praca_tenant;
ALTER TABLE "member_import_rejects" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "member_import_rejects" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "member_import_rejects" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
