-- CreateTable
CREATE TABLE "lesson_daily_activity" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "lesson_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "members" INTEGER NOT NULL,

    CONSTRAINT "lesson_daily_activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lesson_daily_activity_lesson_id_idx" ON "lesson_daily_activity"("lesson_id");

-- CreateIndex
CREATE UNIQUE INDEX "lesson_daily_activity_tenant_id_day_lesson_id_key" ON "lesson_daily_activity"("tenant_id", "day", "lesson_id");

-- AddForeignKey
ALTER TABLE "lesson_daily_activity" ADD CONSTRAINT "lesson_daily_activity_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_daily_activity" ADD CONSTRAINT "lesson_daily_activity_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "lessons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy (decisions 130 and 135), as for every tenant-owned table, then the backfill: one row per lesson and
-- UTC day of the progress rows there are, so the ranking is the same right after the migration (decision 220).
-- No semicolon inside a statement or a comment: the migration runner splits the script on every one.

GRANT SELECT, INSERT, UPDATE, DELETE ON "lesson_daily_activity" TO praca_tenant;
ALTER TABLE "lesson_daily_activity" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "lesson_daily_activity" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "lesson_daily_activity" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

ALTER TABLE "lesson_daily_activity" ADD CONSTRAINT "lesson_daily_activity_lesson_id_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

INSERT INTO "lesson_daily_activity" ("id", "tenant_id", "lesson_id", "day", "members")
SELECT gen_random_uuid(), "tenant_id", "lesson_id", "updated_at"::date, count(*)::int
  FROM "lesson_progress"
 GROUP BY "tenant_id", "lesson_id", "updated_at"::date;
