-- AlterTable
ALTER TABLE "courses" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "modules" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "lessons" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "community_posts" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "community_comments" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- The search ignores accents and case (issue 54, ADR 0288): each searchable row carries its text folded by
-- praca_fold() (migration members_list_and_import), kept by a trigger on insert and on a change of the
-- text. The search compares it with the folded term. Under row-level security the LIKE cannot use an
-- index of its own (it is not leakproof): each search reads one school's rows through its tenant index.
-- No semicolon in a statement (the runner splits on them): \073 below.
CREATE OR REPLACE FUNCTION praca_title_search() RETURNS trigger
  LANGUAGE plpgsql
  AS E'BEGIN
    NEW.search := praca_fold(NEW.title)\073
    RETURN NEW\073
  END';

CREATE OR REPLACE FUNCTION praca_post_search() RETURNS trigger
  LANGUAGE plpgsql
  AS E'BEGIN
    NEW.search := praca_fold(coalesce(NEW.title, '''') || '' '' || NEW.body)\073
    RETURN NEW\073
  END';

CREATE OR REPLACE FUNCTION praca_body_search() RETURNS trigger
  LANGUAGE plpgsql
  AS E'BEGIN
    NEW.search := praca_fold(NEW.body)\073
    RETURN NEW\073
  END';

CREATE TRIGGER courses_search BEFORE INSERT OR UPDATE OF "title" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION praca_title_search();
CREATE TRIGGER modules_search BEFORE INSERT OR UPDATE OF "title" ON "modules"
  FOR EACH ROW EXECUTE FUNCTION praca_title_search();
CREATE TRIGGER lessons_search BEFORE INSERT OR UPDATE OF "title" ON "lessons"
  FOR EACH ROW EXECUTE FUNCTION praca_title_search();
CREATE TRIGGER community_posts_search BEFORE INSERT OR UPDATE OF "title", "body" ON "community_posts"
  FOR EACH ROW EXECUTE FUNCTION praca_post_search();
CREATE TRIGGER community_comments_search BEFORE INSERT OR UPDATE OF "body" ON "community_comments"
  FOR EACH ROW EXECUTE FUNCTION praca_body_search();

DO E'BEGIN
  EXECUTE format(''ALTER FUNCTION praca_title_search() SET search_path = pg_catalog, %I, pg_temp'', current_schema())\073
  EXECUTE format(''ALTER FUNCTION praca_post_search() SET search_path = pg_catalog, %I, pg_temp'', current_schema())\073
  EXECUTE format(''ALTER FUNCTION praca_body_search() SET search_path = pg_catalog, %I, pg_temp'', current_schema())\073
END';

UPDATE "courses" SET "search" = praca_fold("title");
UPDATE "modules" SET "search" = praca_fold("title");
UPDATE "lessons" SET "search" = praca_fold("title");
UPDATE "community_posts" SET "search" = praca_fold(coalesce("title", '') || ' ' || "body");
UPDATE "community_comments" SET "search" = praca_fold("body");
