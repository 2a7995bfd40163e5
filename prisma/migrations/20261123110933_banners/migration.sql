-- CreateTable
CREATE TABLE "banners" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 1,
    "category" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "subtitle" TEXT NOT NULL DEFAULT '',
    "text_button" TEXT NOT NULL DEFAULT '',
    "headline_image" TEXT,
    "url_primary" TEXT,
    "url_image" TEXT,
    "url_image_vertical" TEXT,
    "url_video" TEXT,
    "url_video_vertical" TEXT,
    "font_headline" TEXT NOT NULL DEFAULT 'Poppins',
    "weight_headline" INTEGER NOT NULL DEFAULT 400,
    "size_headline" INTEGER NOT NULL DEFAULT 16,
    "font_title" TEXT NOT NULL DEFAULT 'Poppins',
    "weight_title" INTEGER NOT NULL DEFAULT 400,
    "size_title" INTEGER NOT NULL DEFAULT 16,
    "font_subtitle" TEXT NOT NULL DEFAULT 'Poppins',
    "weight_subtitle" INTEGER NOT NULL DEFAULT 400,
    "size_subtitle" INTEGER NOT NULL DEFAULT 16,
    "font_button" TEXT NOT NULL DEFAULT 'Poppins',
    "weight_text_button" INTEGER NOT NULL DEFAULT 400,
    "size_text_button" INTEGER NOT NULL DEFAULT 16,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "banners_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "banners_tenant_id_order_idx" ON "banners"("tenant_id", "order");

-- AddForeignKey
ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
