-- CreateTable
CREATE TABLE "member_score_counts" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "score" INTEGER NOT NULL,
    "members" INTEGER NOT NULL,

    CONSTRAINT "member_score_counts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "member_score_counts_tenant_id_score_key" ON "member_score_counts"("tenant_id", "score");

-- AddForeignKey
ALTER TABLE "member_score_counts" ADD CONSTRAINT "member_score_counts_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy (decisions 130 and 135), as for every tenant-owned table, then the backfill: one row per tenant and
-- positive score of the scores there are, so positions are the same right after the migration (decision 271).
-- No semicolon inside a statement or a comment: the migration runner splits the script on every one.

GRANT SELECT, INSERT, UPDATE, DELETE ON "member_score_counts" TO praca_tenant;
ALTER TABLE "member_score_counts" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "member_score_counts" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "member_score_counts" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

INSERT INTO "member_score_counts" ("id", "tenant_id", "score", "members")
SELECT gen_random_uuid(), "tenant_id", "score", count(*)::int
  FROM "member_scores"
 WHERE "score" > 0
 GROUP BY "tenant_id", "score";
