-- CreateEnum
CREATE TYPE "IntegrationSource" AS ENUM ('hotmart', 'kiwify', 'stripe', 'generic');

-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('received', 'processed', 'ignored', 'needs_attention', 'rejected', 'failed');

-- CreateTable
CREATE TABLE "integrations" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "source" "IntegrationSource" NOT NULL,
    "url_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_secrets" (
    "integration_id" UUID NOT NULL,
    "secret" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "integration_secrets_pkey" PRIMARY KEY ("integration_id")
);

-- CreateTable
CREATE TABLE "integration_products" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "integration_id" UUID NOT NULL,
    "external_id" TEXT NOT NULL,
    "product_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "integration_id" UUID NOT NULL,
    "event_id" TEXT,
    "event_type" TEXT,
    "action" TEXT,
    "purchase_ref" TEXT,
    "email" TEXT,
    "external_product_id" TEXT,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'received',
    "result" TEXT,
    "raw_body" TEXT NOT NULL,
    "headers" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMP(3),

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "integrations_url_key_key" ON "integrations"("url_key");

-- CreateIndex
CREATE UNIQUE INDEX "integrations_tenant_id_source_key" ON "integrations"("tenant_id", "source");

-- CreateIndex
CREATE INDEX "integration_products_tenant_id_product_id_idx" ON "integration_products"("tenant_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "integration_products_integration_id_external_id_key" ON "integration_products"("integration_id", "external_id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_tenant_id_received_at_id_idx" ON "webhook_deliveries"("tenant_id", "received_at", "id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_integration_id_purchase_ref_idx" ON "webhook_deliveries"("integration_id", "purchase_ref");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_integration_id_event_id_key" ON "webhook_deliveries"("integration_id", "event_id");

-- AddForeignKey
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_secrets" ADD CONSTRAINT "integration_secrets_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_products" ADD CONSTRAINT "integration_products_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_products" ADD CONSTRAINT "integration_products_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_products" ADD CONSTRAINT "integration_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Composite tenant keys (decision 130): a mapping or a delivery points only inside its own tenant.
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "integration_products" ADD CONSTRAINT "integration_products_integration_id_tenant_fkey" FOREIGN KEY ("tenant_id", "integration_id") REFERENCES "integrations" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "integration_products" ADD CONSTRAINT "integration_products_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_integration_id_tenant_fkey" FOREIGN KEY ("tenant_id", "integration_id") REFERENCES "integrations" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- The signing secrets: no grant for praca_tenant, said out loud (ADR 0220, 0441).
REVOKE ALL ON "integration_secrets" FROM praca_tenant;

GRANT SELECT, INSERT, UPDATE, DELETE ON "integrations" TO praca_tenant;
ALTER TABLE "integrations" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "integrations" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "integrations" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));

GRANT SELECT, INSERT, UPDATE, DELETE ON "integration_products" TO praca_tenant;
ALTER TABLE "integration_products" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "integration_products" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "integration_products" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));

GRANT SELECT, INSERT, UPDATE, DELETE ON "webhook_deliveries" TO praca_tenant;
ALTER TABLE "webhook_deliveries" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "webhook_deliveries" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "webhook_deliveries" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
