-- The composite twin of lesson_attachments.lesson_id (ADR 0007): an attachment names a lesson of its own
-- tenant. It landed in parallel with the composite-keys rule's check and missed it.
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_lesson_id_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
