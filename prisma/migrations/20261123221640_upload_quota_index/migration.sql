-- CreateIndex
CREATE INDEX "uploads_tenant_id_created_by_id_created_at_idx" ON "uploads"("tenant_id", "created_by_id", "created_at");
