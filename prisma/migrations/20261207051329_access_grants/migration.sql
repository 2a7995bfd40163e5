-- CreateEnum
CREATE TYPE "AccessOrigin" AS ENUM ('manual', 'import', 'webhook', 'seed');

-- CreateEnum
CREATE TYPE "AccessEventKind" AS ENUM ('granted', 'revoked', 'expired', 'extended');

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "access_days" INTEGER,
ADD COLUMN     "archived_at" TIMESTAMP(3),
ADD COLUMN     "sales_url" TEXT;

-- AlterTable
ALTER TABLE "enrollments" ADD COLUMN     "ended_at" TIMESTAMP(3),
ADD COLUMN     "expires_at" TIMESTAMP(3),
ADD COLUMN     "origin" "AccessOrigin" NOT NULL DEFAULT 'manual',
ADD COLUMN     "origin_ref" TEXT,
ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "access_events" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "kind" "AccessEventKind" NOT NULL,
    "origin" "AccessOrigin" NOT NULL,
    "origin_ref" TEXT,
    "expires_at" TIMESTAMP(3),
    "actor_id" UUID,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "access_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "access_events_tenant_id_user_id_at_idx" ON "access_events"("tenant_id", "user_id", "at");

-- CreateIndex
CREATE INDEX "access_events_tenant_id_product_id_at_idx" ON "access_events"("tenant_id", "product_id", "at");

-- CreateIndex
CREATE INDEX "enrollments_expires_at_idx" ON "enrollments"("expires_at");

-- AddForeignKey
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The demo seed wrote every enrollment that exists before this migration.
UPDATE "enrollments" SET "origin" = 'seed';

-- The history points at its product inside its own tenant (composite key, decision 130).
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- The history is append-only by convention (lib/access writes only inserts), and the tenant role gets the
-- usual four privileges so a cross-tenant change is refused by the policy like on every other table.
GRANT SELECT, INSERT, UPDATE, DELETE ON "access_events" TO praca_tenant;
ALTER TABLE "access_events" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "access_events" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "access_events" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
