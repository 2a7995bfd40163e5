-- CreateTable
CREATE TABLE "marquees" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "timer" INTEGER NOT NULL DEFAULT 40,
    "url" TEXT,
    "type" TEXT NOT NULL DEFAULT 'horizontal',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "marquees_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "marquees_tenant_id_created_at_idx" ON "marquees"("tenant_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "marquees_tenant_id_product_id_key" ON "marquees"("tenant_id", "product_id");

-- AddForeignKey
ALTER TABLE "marquees" ADD CONSTRAINT "marquees_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "marquees" ADD CONSTRAINT "marquees_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
