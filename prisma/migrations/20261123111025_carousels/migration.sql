-- CreateEnum
CREATE TYPE "CarouselItemKind" AS ENUM ('course', 'module', 'lesson');

-- CreateTable
CREATE TABLE "carousels" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "type" INTEGER NOT NULL DEFAULT 1,
    "type_content" "CarouselItemKind" NOT NULL DEFAULT 'course',
    "card_type" TEXT NOT NULL DEFAULT 'horizontal',
    "carousel_type" TEXT NOT NULL DEFAULT 'Comum',
    "custom" BOOLEAN NOT NULL DEFAULT false,
    "cards_per_group" INTEGER NOT NULL DEFAULT 0,
    "cards_per_group_mobile" INTEGER NOT NULL DEFAULT 0,
    "autoplay" BOOLEAN NOT NULL DEFAULT false,
    "autoplay_time" INTEGER NOT NULL DEFAULT 4,
    "font_title" TEXT NOT NULL DEFAULT 'Poppins',
    "weight_title" INTEGER NOT NULL DEFAULT 900,
    "size_title" INTEGER NOT NULL DEFAULT 27,
    "font_description" TEXT NOT NULL DEFAULT 'Poppins',
    "weight_description" INTEGER NOT NULL DEFAULT 300,
    "size_description" INTEGER NOT NULL DEFAULT 18,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "order" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "carousels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "carousel_items" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "carousel_id" UUID NOT NULL,
    "kind" "CarouselItemKind" NOT NULL,
    "course_id" UUID,
    "module_id" UUID,
    "lesson_id" UUID,
    "order" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "carousel_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "my_list_items" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "course_id" UUID,
    "lesson_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "my_list_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "carousels_tenant_id_order_idx" ON "carousels"("tenant_id", "order");

-- CreateIndex
CREATE INDEX "carousels_tenant_id_published_order_idx" ON "carousels"("tenant_id", "published", "order");

-- CreateIndex
CREATE INDEX "carousel_items_tenant_id_carousel_id_order_idx" ON "carousel_items"("tenant_id", "carousel_id", "order");

-- CreateIndex
CREATE INDEX "carousel_items_course_id_idx" ON "carousel_items"("course_id");

-- CreateIndex
CREATE INDEX "carousel_items_module_id_idx" ON "carousel_items"("module_id");

-- CreateIndex
CREATE INDEX "carousel_items_lesson_id_idx" ON "carousel_items"("lesson_id");

-- CreateIndex
CREATE INDEX "my_list_items_tenant_id_user_id_created_at_idx" ON "my_list_items"("tenant_id", "user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "my_list_items_user_id_course_id_key" ON "my_list_items"("user_id", "course_id");

-- CreateIndex
CREATE UNIQUE INDEX "my_list_items_user_id_lesson_id_key" ON "my_list_items"("user_id", "lesson_id");

-- AddForeignKey
ALTER TABLE "carousels" ADD CONSTRAINT "carousels_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_carousel_id_fkey" FOREIGN KEY ("carousel_id") REFERENCES "carousels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_module_id_fkey" FOREIGN KEY ("module_id") REFERENCES "modules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "lessons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "lessons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
