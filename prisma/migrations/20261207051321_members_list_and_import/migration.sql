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

-- The members list's search (ADR 0460): each membership carries its member's name and e-mail folded (lower
-- case, accents off). translate() with a fixed map is immutable (unaccent() is not). The column lives on
-- memberships, not users: under row-level security a search cannot use an index (LIKE is not leakproof),
-- so it scans the school's memberships, and a column there spares a join to users (and their policy) on
-- every row scanned. Triggers keep it: a new membership takes its user's, a changed name or e-mail
-- reaches all of that person's memberships. SECURITY DEFINER: the tenant role cannot read a user who is
-- not yet a member of its school. No semicolon in a statement (the runner splits on them): \073 below.
CREATE OR REPLACE FUNCTION praca_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(translate(t,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) $$;

ALTER TABLE "memberships" ADD COLUMN "search" TEXT NOT NULL DEFAULT '';

CREATE OR REPLACE FUNCTION praca_membership_search() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  AS E'BEGIN
    SELECT praca_fold(u.name || '' '' || u.email) INTO NEW.search FROM users u WHERE u.id = NEW.user_id\073
    RETURN NEW\073
  END';

CREATE TRIGGER memberships_search BEFORE INSERT ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION praca_membership_search();

CREATE OR REPLACE FUNCTION praca_user_search() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  AS E'BEGIN
    UPDATE memberships SET search = praca_fold(NEW.name || '' '' || NEW.email) WHERE user_id = NEW.id\073
    RETURN NEW\073
  END';

CREATE TRIGGER users_search AFTER UPDATE OF "name", "email" ON "users"
  FOR EACH ROW EXECUTE FUNCTION praca_user_search();

-- As praca_current_tenant(): names resolve in this schema only, pg_temp last (ADR 0221).
DO E'BEGIN
  EXECUTE format(''ALTER FUNCTION praca_membership_search() SET search_path = pg_catalog, %I, pg_temp'',
                 current_schema())\073
  EXECUTE format(''ALTER FUNCTION praca_user_search() SET search_path = pg_catalog, %I, pg_temp'',
                 current_schema())\073
END';

UPDATE "memberships" m SET "search" = praca_fold(u.name || ' ' || u.email) FROM "users" u WHERE u.id = m.user_id;

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
