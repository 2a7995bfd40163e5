-- CreateTable
CREATE TABLE "video_assets" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "content_type" TEXT NOT NULL,
    "part_size" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'uploading',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "duration_seconds" INTEGER,
    "hls_key" TEXT,
    "poster_key" TEXT,
    "multipart_upload_id" TEXT,
    "error" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "video_assets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "video_assets_key_key" ON "video_assets"("key");

-- CreateIndex
CREATE INDEX "video_assets_tenant_id_created_by_id_created_at_idx" ON "video_assets"("tenant_id", "created_by_id", "created_at");

-- CreateIndex
CREATE INDEX "video_assets_status_created_at_idx" ON "video_assets"("status", "created_at");

-- AddForeignKey
ALTER TABLE "video_assets" ADD CONSTRAINT "video_assets_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy (decisions 130 and 135), as for every tenant-owned table.
-- No semicolon inside a statement or a comment: the migration runner splits the script on every one.

GRANT SELECT, INSERT, UPDATE, DELETE ON "video_assets" TO praca_tenant;
ALTER TABLE "video_assets" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "video_assets" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "video_assets" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
