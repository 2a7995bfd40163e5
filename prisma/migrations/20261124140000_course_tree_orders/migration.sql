-- Orders unique per list for the course tree and post attachments (issue 13, docs/decisions.md 195),
-- as decision 132 did for banners, carousels and quizzes: courses per tenant, modules per course,
-- lessons per module, attachments per post. DEFERRABLE INITIALLY IMMEDIATE so a one-statement reorder
-- (decision 131) that swaps positions is checked at the end of the statement. None of the four tables
-- is soft deleted, so every row counts. Raw SQL, schema.prisma unchanged (the Prisma schema cannot say
-- DEFERRABLE). No semicolon inside a statement or a comment: the migration runner splits on every one.
--
-- First, every list holding a repeated order is renumbered 1..n in its current order (order, then
-- created_at, then id, the order every reader already uses), so no row is lost and reruns give the
-- same numbers. Lists without a repeat keep their numbers, gaps included.

UPDATE "courses" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY "order", created_at, id)::int AS pos
  FROM "courses"
  WHERE tenant_id IN (SELECT tenant_id FROM "courses" GROUP BY tenant_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "modules" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY course_id ORDER BY "order", created_at, id)::int AS pos
  FROM "modules"
  WHERE course_id IN (SELECT course_id FROM "modules" GROUP BY course_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "lessons" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY module_id ORDER BY "order", created_at, id)::int AS pos
  FROM "lessons"
  WHERE module_id IN (SELECT module_id FROM "lessons" GROUP BY module_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "community_post_attachments" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY post_id ORDER BY "order", created_at, id)::int AS pos
  FROM "community_post_attachments"
  WHERE post_id IN (SELECT post_id FROM "community_post_attachments" GROUP BY post_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_order_key" UNIQUE (tenant_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "modules" ADD CONSTRAINT "modules_course_id_order_key" UNIQUE (course_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_order_key" UNIQUE (module_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "community_post_attachments" ADD CONSTRAINT "community_post_attachments_post_id_order_key" UNIQUE (post_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
