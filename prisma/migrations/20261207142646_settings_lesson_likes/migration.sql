-- CreateTable
CREATE TABLE "lesson_likes" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "lesson_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lesson_likes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lesson_likes_tenant_id_lesson_id_idx" ON "lesson_likes"("tenant_id", "lesson_id");

-- CreateIndex
CREATE UNIQUE INDEX "lesson_likes_lesson_id_user_id_key" ON "lesson_likes"("lesson_id", "user_id");

-- AddForeignKey
ALTER TABLE "lesson_likes" ADD CONSTRAINT "lesson_likes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_likes" ADD CONSTRAINT "lesson_likes_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "lessons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_likes" ADD CONSTRAINT "lesson_likes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The composite twin of lesson_likes.lesson_id (ADR 0007): a like names a lesson of its own tenant.
ALTER TABLE "lesson_likes" ADD CONSTRAINT "lesson_likes_lesson_id_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- Row-level security of the new tenant-owned table (docs/adr/0221).
GRANT SELECT, INSERT, UPDATE, DELETE ON "lesson_likes" TO praca_tenant;
ALTER TABLE "lesson_likes" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "lesson_likes" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "lesson_likes" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
