-- CreateEnum
CREATE TYPE "LessonRelease" AS ENUM ('immediate', 'after_enrollment', 'at_date');

-- AlterEnum
ALTER TYPE "LessonMediaType" ADD VALUE 'audio';

-- AlterTable
ALTER TABLE "courses" ADD COLUMN     "deleted_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "modules" ADD COLUMN     "deleted_at" TIMESTAMP(3),
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "lessons" ADD COLUMN     "body" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "deleted_at" TIMESTAMP(3),
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "release_at" TIMESTAMP(3),
ADD COLUMN     "release_days" INTEGER,
ADD COLUMN     "release_mode" "LessonRelease" NOT NULL DEFAULT 'immediate';

-- CreateTable
CREATE TABLE "lesson_attachments" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "lesson_id" UUID NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "url" TEXT NOT NULL,
    "size_bytes" BIGINT NOT NULL DEFAULT 0,
    "order" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lesson_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lesson_attachments_tenant_id_lesson_id_order_idx" ON "lesson_attachments"("tenant_id", "lesson_id", "order");

-- AddForeignKey
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "lessons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Row-level security of the new tenant-owned table (docs/adr/0221).
GRANT SELECT, INSERT, UPDATE, DELETE ON "lesson_attachments" TO praca_tenant;
ALTER TABLE "lesson_attachments" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "lesson_attachments" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "lesson_attachments" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
