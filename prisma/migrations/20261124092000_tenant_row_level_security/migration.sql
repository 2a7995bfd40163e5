-- Row-level security as the second wall of tenancy (issue 13, decision 135).
-- The scoped client (lib/server/tenancy/scoped-db.ts) runs every operation in a transaction that first runs
--   SELECT set_config('role', 'praca_tenant', true), set_config('app.tenant_id', <tenant>, true)
-- so its statements run as praca_tenant, which owns nothing, cannot bypass RLS and sees only the rows whose
-- tenant_id equals the transaction-local setting (none when it is unset). Every other role (the connection
-- role itself: a superuser in dev and CI, the owner or a plain app user in production) keeps every row
-- through the permissive cross_tenant policy: that is the named cross-tenant path (the `prisma` client of db.ts).
-- Raw SQL only: schema.prisma does not change (decision 2).
-- NO SEMICOLON inside a statement, comments included: the driver adapter that applies migrations splits the
-- script on every semicolon, hence the E-strings with \073 in the two DO blocks below.

-- Roles are cluster-wide: create it only when missing (test databases are cloned from a template, and
-- several migrations may race on one server), and need no CREATEROLE when an operator made it already.
DO E'BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ''praca_tenant'') THEN
    CREATE ROLE praca_tenant NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT\073
  END IF\073
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL\073
END';

-- The connecting role must be a member to switch to it (a superuser already is).
DO E'BEGIN
  IF NOT pg_has_role(current_user, ''praca_tenant'', ''MEMBER'') THEN
    EXECUTE format(''GRANT praca_tenant TO %I'', current_user)\073
  END IF\073
END';

-- The tenant of the current transaction, NULL when unset (an unset custom setting reads as an empty string
-- once a transaction has set and reset it). STABLE SQL: inlined, so tenant_id indexes still serve.
CREATE OR REPLACE FUNCTION praca_current_tenant() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid $$;

-- The rule of the restrictive policy: rows of the transaction's tenant when running as praca_tenant, any row
-- otherwise. Keyed on current_user, not on a policy TO praca_tenant: a policy applies to the members of its
-- roles too, and the connecting user is a member (it must be, to switch), so a non-superuser app user would
-- be held to an unset tenant on its own cross-tenant path. Inlined like the function above.
CREATE OR REPLACE FUNCTION praca_tenant_row(row_tenant uuid) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT current_user <> 'praca_tenant' OR row_tenant = praca_current_tenant() $$;

GRANT USAGE ON SCHEMA public TO praca_tenant;

-- Global tables: read-only, for the relations the scoped client includes (a membership's user, a domain's
-- tenant). The scoped client refuses queries on the global models themselves. app_secrets stays out of reach.
GRANT SELECT ON "users", "tenants" TO praca_tenant;

-- Every tenant-owned table (TENANT_MODELS): DML for praca_tenant, RLS enabled and forced (the table owner is
-- held to the policies too, so a deployment whose app user owns the tables behaves like one whose app user
-- does not), a permissive policy that lets every role see every row, and a RESTRICTIVE one (ANDed with it)
-- that holds praca_tenant to the transaction's tenant.
-- A migration that adds a tenant-owned table repeats these four statements for it (test/tenancy/rls.test.ts
-- fails otherwise).

GRANT SELECT, INSERT, UPDATE, DELETE ON "tenant_domains" TO praca_tenant;
ALTER TABLE "tenant_domains" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "tenant_domains" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "tenant_domains" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "memberships" TO praca_tenant;
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "memberships" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "memberships" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "sessions" TO praca_tenant;
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "sessions" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "sessions" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "magic_link_tokens" TO praca_tenant;
ALTER TABLE "magic_link_tokens" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "magic_link_tokens" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "magic_link_tokens" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "login_attempts" TO praca_tenant;
ALTER TABLE "login_attempts" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "login_attempts" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "login_attempts" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "products" TO praca_tenant;
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "products" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "products" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "enrollments" TO praca_tenant;
ALTER TABLE "enrollments" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "enrollments" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "enrollments" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "courses" TO praca_tenant;
ALTER TABLE "courses" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "courses" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "courses" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "product_courses" TO praca_tenant;
ALTER TABLE "product_courses" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "product_courses" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "product_courses" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "modules" TO praca_tenant;
ALTER TABLE "modules" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "modules" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "modules" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "lessons" TO praca_tenant;
ALTER TABLE "lessons" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "lessons" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "lessons" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "lesson_progress" TO praca_tenant;
ALTER TABLE "lesson_progress" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "lesson_progress" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "lesson_progress" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "lesson_comments" TO praca_tenant;
ALTER TABLE "lesson_comments" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "lesson_comments" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "lesson_comments" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "platform_settings" TO praca_tenant;
ALTER TABLE "platform_settings" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "platform_settings" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "platform_settings" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "navigation_links" TO praca_tenant;
ALTER TABLE "navigation_links" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "navigation_links" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "navigation_links" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "communities" TO praca_tenant;
ALTER TABLE "communities" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "communities" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "communities" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "community_products" TO praca_tenant;
ALTER TABLE "community_products" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "community_products" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "community_products" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "points_settings" TO praca_tenant;
ALTER TABLE "points_settings" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "points_settings" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "points_settings" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "gamification_products" TO praca_tenant;
ALTER TABLE "gamification_products" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "gamification_products" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "gamification_products" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "levels" TO praca_tenant;
ALTER TABLE "levels" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "levels" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "levels" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "level_products" TO praca_tenant;
ALTER TABLE "level_products" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "level_products" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "level_products" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "rewards" TO praca_tenant;
ALTER TABLE "rewards" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "rewards" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "rewards" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "reward_products" TO praca_tenant;
ALTER TABLE "reward_products" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "reward_products" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "reward_products" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "quizzes" TO praca_tenant;
ALTER TABLE "quizzes" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "quizzes" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "quizzes" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "quiz_questions" TO praca_tenant;
ALTER TABLE "quiz_questions" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "quiz_questions" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "quiz_questions" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "quiz_options" TO praca_tenant;
ALTER TABLE "quiz_options" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "quiz_options" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "quiz_options" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "quiz_profiles" TO praca_tenant;
ALTER TABLE "quiz_profiles" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "quiz_profiles" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "quiz_profiles" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "quiz_products" TO praca_tenant;
ALTER TABLE "quiz_products" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "quiz_products" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "quiz_products" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "quiz_attempts" TO praca_tenant;
ALTER TABLE "quiz_attempts" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "quiz_attempts" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "quiz_attempts" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "quiz_passes" TO praca_tenant;
ALTER TABLE "quiz_passes" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "quiz_passes" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "quiz_passes" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "uploads" TO praca_tenant;
ALTER TABLE "uploads" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "uploads" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "uploads" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "marquees" TO praca_tenant;
ALTER TABLE "marquees" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "marquees" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "marquees" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "banners" TO praca_tenant;
ALTER TABLE "banners" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "banners" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "banners" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "carousels" TO praca_tenant;
ALTER TABLE "carousels" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "carousels" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "carousels" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "carousel_items" TO praca_tenant;
ALTER TABLE "carousel_items" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "carousel_items" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "carousel_items" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "my_list_items" TO praca_tenant;
ALTER TABLE "my_list_items" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "my_list_items" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "my_list_items" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "points_entries" TO praca_tenant;
ALTER TABLE "points_entries" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "points_entries" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "points_entries" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "member_scores" TO praca_tenant;
ALTER TABLE "member_scores" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "member_scores" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "member_scores" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "levels_reached" TO praca_tenant;
ALTER TABLE "levels_reached" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "levels_reached" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "levels_reached" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "reward_unlocks" TO praca_tenant;
ALTER TABLE "reward_unlocks" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "reward_unlocks" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "reward_unlocks" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "community_posts" TO praca_tenant;
ALTER TABLE "community_posts" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "community_posts" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "community_posts" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "community_post_attachments" TO praca_tenant;
ALTER TABLE "community_post_attachments" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "community_post_attachments" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "community_post_attachments" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "community_comments" TO praca_tenant;
ALTER TABLE "community_comments" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "community_comments" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "community_comments" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "community_likes" TO praca_tenant;
ALTER TABLE "community_likes" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "community_likes" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "community_likes" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "outbox_events" TO praca_tenant;
ALTER TABLE "outbox_events" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "outbox_events" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "outbox_events" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "notifications" TO praca_tenant;
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "notifications" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "notifications" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "notification_preferences" TO praca_tenant;
ALTER TABLE "notification_preferences" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "notification_preferences" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "notification_preferences" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "community_notification_settings" TO praca_tenant;
ALTER TABLE "community_notification_settings" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "community_notification_settings" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "community_notification_settings" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "study_reminders" TO praca_tenant;
ALTER TABLE "study_reminders" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "study_reminders" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "study_reminders" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "custom_htmls" TO praca_tenant;
ALTER TABLE "custom_htmls" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "custom_htmls" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "custom_htmls" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "custom_html_versions" TO praca_tenant;
ALTER TABLE "custom_html_versions" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "custom_html_versions" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "custom_html_versions" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "lives" TO praca_tenant;
ALTER TABLE "lives" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "lives" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "lives" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "live_products" TO praca_tenant;
ALTER TABLE "live_products" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "live_products" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "live_products" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));
