-- CreateEnum
CREATE TYPE "CustomHtmlPage" AS ENUM ('homepage', 'course', 'module', 'lesson', 'community', 'favorite', 'product', 'profile', 'search');

-- CreateTable
CREATE TABLE "custom_htmls" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "title" VARCHAR(50) NOT NULL,
    "html" TEXT NOT NULL,
    "page" "CustomHtmlPage" NOT NULL,
    "course_id" UUID,
    "module_id" UUID,
    "lesson_id" UUID,
    "community_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "custom_htmls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_html_versions" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "custom_html_id" UUID NOT NULL,
    "title" VARCHAR(50) NOT NULL,
    "html" TEXT NOT NULL,
    "page" "CustomHtmlPage" NOT NULL,
    "course_id" UUID,
    "module_id" UUID,
    "lesson_id" UUID,
    "community_id" UUID,
    "author_id" UUID,
    "author_name" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "custom_html_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "custom_htmls_tenant_id_page_deleted_at_created_at_idx" ON "custom_htmls"("tenant_id", "page", "deleted_at", "created_at");

-- CreateIndex
CREATE INDEX "custom_htmls_tenant_id_deleted_at_created_at_idx" ON "custom_htmls"("tenant_id", "deleted_at", "created_at");

-- CreateIndex
CREATE INDEX "custom_html_versions_tenant_id_custom_html_id_created_at_idx" ON "custom_html_versions"("tenant_id", "custom_html_id", "created_at");

-- AddForeignKey
ALTER TABLE "custom_htmls" ADD CONSTRAINT "custom_htmls_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_html_versions" ADD CONSTRAINT "custom_html_versions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_html_versions" ADD CONSTRAINT "custom_html_versions_custom_html_id_fkey" FOREIGN KEY ("custom_html_id") REFERENCES "custom_htmls"("id") ON DELETE CASCADE ON UPDATE CASCADE;
