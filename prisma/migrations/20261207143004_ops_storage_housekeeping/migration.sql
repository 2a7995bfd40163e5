-- CreateTable
CREATE TABLE "storage_deletions" (
    "key" TEXT NOT NULL,
    "tenant_id" UUID NOT NULL,
    "deleted_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "storage_deletions_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "storage_cleanup_counts" (
    "reason" TEXT NOT NULL,
    "objects" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "storage_cleanup_counts_pkey" PRIMARY KEY ("reason")
);

-- CreateIndex
CREATE INDEX "storage_deletions_deleted_at_idx" ON "storage_deletions"("deleted_at");

-- Written by the triggers below, in the transaction of the write: the tenant role inserts rows of its own
-- tenant (ADR 0005), the cleanup job reads and deletes them with the pool of the owner.
GRANT SELECT, INSERT, UPDATE, DELETE ON "storage_deletions" TO praca_tenant;
ALTER TABLE "storage_deletions" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "storage_deletions" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "storage_deletions" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));

-- Storage housekeeping (issue 56, ADR 0308): a row deleted, or a file column pointed elsewhere, notes the
-- old value (an upload key, a URL or a seeded path: the job keeps only keys of uploads of that tenant).
-- TG_ARGV names the file columns. A cascade (the attachments of a deleted lesson) fires it too. The
-- runner splits the script on every semicolon, hence the E-string with \073 (as in
-- tenant_row_level_security).
CREATE FUNCTION praca_note_dropped_files() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  col text\073
  old_value text\073
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    old_value := to_jsonb(OLD) ->> col\073
    IF old_value IS NULL OR old_value = '''' THEN CONTINUE\073 END IF\073
    IF TG_OP = ''UPDATE'' AND (to_jsonb(NEW) ->> col) IS NOT DISTINCT FROM old_value THEN CONTINUE\073 END IF\073
    INSERT INTO storage_deletions (key, tenant_id, deleted_at) VALUES (old_value, OLD.tenant_id, now())
      ON CONFLICT (key) DO UPDATE SET deleted_at = EXCLUDED.deleted_at\073
  END LOOP\073
  RETURN NULL\073
END';

CREATE TRIGGER banners_dropped_files AFTER DELETE OR UPDATE ON "banners" FOR EACH ROW
  EXECUTE FUNCTION praca_note_dropped_files('url_image', 'url_image_vertical', 'url_video', 'url_video_vertical', 'headline_image');
CREATE TRIGGER courses_dropped_files AFTER DELETE OR UPDATE ON "courses" FOR EACH ROW
  EXECUTE FUNCTION praca_note_dropped_files('cover_url');
CREATE TRIGGER lessons_dropped_files AFTER DELETE OR UPDATE ON "lessons" FOR EACH ROW
  EXECUTE FUNCTION praca_note_dropped_files('media_url', 'thumbnail_url');
CREATE TRIGGER lesson_attachments_dropped_files AFTER DELETE OR UPDATE ON "lesson_attachments" FOR EACH ROW
  EXECUTE FUNCTION praca_note_dropped_files('url');
