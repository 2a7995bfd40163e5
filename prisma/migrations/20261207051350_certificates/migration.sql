-- CreateTable
CREATE TABLE "certificate_settings" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "course_id" UUID NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "required_percent" INTEGER NOT NULL DEFAULT 100,
    "required_quiz_ids" UUID[] DEFAULT ARRAY[]::UUID[],
    "signer_name" VARCHAR(120) NOT NULL DEFAULT '',
    "hours" INTEGER,
    "background_key" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "certificate_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "course_id" UUID NOT NULL,
    "code" VARCHAR(14) NOT NULL,
    "holder_name" TEXT NOT NULL,
    "course_title" TEXT NOT NULL,
    "school_name" TEXT NOT NULL,
    "signer_name" TEXT NOT NULL,
    "hours" INTEGER NOT NULL,
    "completed_at" TIMESTAMP(3) NOT NULL,
    "template" JSONB NOT NULL,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seen_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "revoked_reason" VARCHAR(500),
    "revoked_by" UUID,

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "certificate_settings_tenant_id_idx" ON "certificate_settings"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "certificate_settings_course_id_key" ON "certificate_settings"("course_id");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates"("code");

-- CreateIndex
CREATE INDEX "certificates_tenant_id_user_id_id_idx" ON "certificates"("tenant_id", "user_id", "id" DESC);

-- CreateIndex
CREATE INDEX "certificates_tenant_id_course_id_id_idx" ON "certificates"("tenant_id", "course_id", "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "certificates_user_id_course_id_key" ON "certificates"("user_id", "course_id");

-- Keys written by hand (docs/adr/0520): the Prisma schema declares no relation, so the authoring models
-- (Course, Tenant, User) stay as they are. Settings go with their course, composite key (docs/adr/0007).
-- A certificate outlives its course (no key on course_id) but not its holder's account.
ALTER TABLE "certificate_settings" ALTER COLUMN "required_quiz_ids" SET NOT NULL;
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_course_id_tenant_fkey" FOREIGN KEY ("tenant_id", "course_id") REFERENCES "courses" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_required_percent_check" CHECK ("required_percent" BETWEEN 1 AND 100);
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An issued certificate is immutable: only its revocation and the celebration's seen_at may change.
-- \073 stands for the semicolons of the body (the migration runner splits the script on every one).
CREATE OR REPLACE FUNCTION praca_certificate_immutable() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF (NEW.id, NEW.tenant_id, NEW.user_id, NEW.course_id, NEW.code, NEW.holder_name, NEW.course_title,
      NEW.school_name, NEW.signer_name, NEW.hours, NEW.completed_at, NEW.template, NEW.issued_at)
     IS DISTINCT FROM
     (OLD.id, OLD.tenant_id, OLD.user_id, OLD.course_id, OLD.code, OLD.holder_name, OLD.course_title,
      OLD.school_name, OLD.signer_name, OLD.hours, OLD.completed_at, OLD.template, OLD.issued_at) THEN
    RAISE EXCEPTION ''an issued certificate cannot change'' USING ERRCODE = ''55000''\073
  END IF\073
  RETURN NEW\073
END';
CREATE TRIGGER "certificates_immutable" BEFORE UPDATE ON "certificates"
  FOR EACH ROW EXECUTE FUNCTION praca_certificate_immutable();

-- Tenancy, as for every tenant-owned table.
GRANT SELECT, INSERT, UPDATE, DELETE ON "certificate_settings" TO praca_tenant;
ALTER TABLE "certificate_settings" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "certificate_settings" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "certificate_settings" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
GRANT SELECT, INSERT, UPDATE, DELETE ON "certificates" TO praca_tenant;
ALTER TABLE "certificates" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "certificates" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "certificates" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
