-- Orders unique per list (issue 13, docs/decisions.md 132). Reorders rewrite a whole list in one
-- statement (decision 131), so the constraints are DEFERRABLE INITIALLY IMMEDIATE: checked at the end of
-- each statement, not row by row, and a swap of two positions passes. New rows take max + 1 under a
-- per-list advisory lock. Communities are unique among live rows only (a soft-deleted one keeps its old
-- number), which a partial unique index cannot be while deferrable, hence an exclusion constraint.
-- Raw SQL only: the Prisma schema cannot say DEFERRABLE, and migrations are diffed between schema
-- snapshots (decision 2), so the next migration does not drop them. Comments here carry no semicolons:
-- the migration runner splits the file on them.
--
-- First, lists that hold a repeated order are renumbered 1..n in their current order.

UPDATE "banners" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY "order", created_at, id)::int AS pos
  FROM "banners"
  WHERE tenant_id IN (SELECT tenant_id FROM "banners" GROUP BY tenant_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "navigation_links" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY "order", created_at, id)::int AS pos
  FROM "navigation_links"
  WHERE tenant_id IN (SELECT tenant_id FROM "navigation_links" GROUP BY tenant_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "carousels" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY "order", created_at, id)::int AS pos
  FROM "carousels"
  WHERE tenant_id IN (SELECT tenant_id FROM "carousels" GROUP BY tenant_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "carousel_items" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY carousel_id ORDER BY "order", id)::int AS pos
  FROM "carousel_items"
  WHERE carousel_id IN (SELECT carousel_id FROM "carousel_items" GROUP BY carousel_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "quiz_questions" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY quiz_id ORDER BY "order", created_at, id)::int AS pos
  FROM "quiz_questions"
  WHERE quiz_id IN (SELECT quiz_id FROM "quiz_questions" GROUP BY quiz_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "quiz_profiles" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY quiz_id ORDER BY "order", created_at, id)::int AS pos
  FROM "quiz_profiles"
  WHERE quiz_id IN (SELECT quiz_id FROM "quiz_profiles" GROUP BY quiz_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "quiz_options" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY question_id ORDER BY "order", id)::int AS pos
  FROM "quiz_options"
  WHERE question_id IN (SELECT question_id FROM "quiz_options" GROUP BY question_id, "order" HAVING count(*) > 1)
) r
WHERE x.id = r.id AND x."order" <> r.pos;

UPDATE "communities" x SET "order" = r.pos
FROM (
  SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY "order", created_at, id)::int AS pos
  FROM "communities"
  WHERE tenant_id IN (SELECT tenant_id FROM "communities" WHERE deleted_at IS NULL GROUP BY tenant_id, "order" HAVING count(*) > 1) AND deleted_at IS NULL
) r
WHERE x.id = r.id AND x."order" <> r.pos;

ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_order_key" UNIQUE (tenant_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "navigation_links" ADD CONSTRAINT "navigation_links_tenant_id_order_key" UNIQUE (tenant_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "carousels" ADD CONSTRAINT "carousels_tenant_id_order_key" UNIQUE (tenant_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_carousel_id_order_key" UNIQUE (carousel_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_order_key" UNIQUE (quiz_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "quiz_profiles" ADD CONSTRAINT "quiz_profiles_quiz_id_order_key" UNIQUE (quiz_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_question_id_order_key" UNIQUE (question_id, "order") DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE "communities" ADD CONSTRAINT "communities_live_order_excl"
  EXCLUDE USING btree (tenant_id WITH =, "order" WITH =) WHERE (deleted_at IS NULL) DEFERRABLE INITIALLY IMMEDIATE;
