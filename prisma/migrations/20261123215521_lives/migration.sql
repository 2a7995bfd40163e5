-- CreateTable
CREATE TABLE "lives" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "embed_url" VARCHAR(2048) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lives_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live_products" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "live_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,

    CONSTRAINT "live_products_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lives_tenant_id_ends_at_starts_at_idx" ON "lives"("tenant_id", "ends_at", "starts_at");

-- CreateIndex
CREATE INDEX "live_products_tenant_id_product_id_idx" ON "live_products"("tenant_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "live_products_live_id_product_id_key" ON "live_products"("live_id", "product_id");

-- AddForeignKey
ALTER TABLE "lives" ADD CONSTRAINT "lives_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "live_products" ADD CONSTRAINT "live_products_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "live_products" ADD CONSTRAINT "live_products_live_id_fkey" FOREIGN KEY ("live_id") REFERENCES "lives"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "live_products" ADD CONSTRAINT "live_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
