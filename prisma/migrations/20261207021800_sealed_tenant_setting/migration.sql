-- Issue 55: the tenant role could set its own app.tenant_id with set_config, so SQL injected on the tenant
-- path would have reached every school. The setting is now sealed: the pool sets app.tenant_id and
-- app.tenant_seal = hex(sha256(key || sha256(key || tenant id))), the key being a random secret in app_secrets
-- (no grant for praca_tenant), and praca_current_tenant() is a SECURITY DEFINER function that checks the seal
-- with that key and refuses a tenant it does not match. Decision record docs/adr/0221-sealed-tenant-setting.md.
-- Raw SQL only: schema.prisma does not change (decision 2).
-- NO SEMICOLON inside a statement, comments included: the migration runner splits the script on every
-- semicolon, hence \073 in the E-strings below.

-- The key: 256 bits from two gen_random_uuid() (pg_strong_random) and the clock, hashed. Kept when present
-- (test databases are cloned from a template, a re-run must not change it under running processes).
INSERT INTO "app_secrets" ("name", "value")
VALUES ('tenant_seal', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text
                                                || clock_timestamp()::text, 'UTF8')), 'hex'))
ON CONFLICT ("name") DO NOTHING;

-- The tenant of the session when its seal matches, NULL when no tenant is set, an error otherwise (an
-- attempt to read another school fails loudly rather than reading nothing). SECURITY DEFINER: runs as the
-- migrating user (the owner), who can read app_secrets. Not inlined any more: the policies below call it
-- once per statement as an InitPlan, `(SELECT praca_current_tenant())`, never once per row.
CREATE OR REPLACE FUNCTION praca_current_tenant() RETURNS uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER PARALLEL SAFE
  AS E'DECLARE
    tenant text := coalesce(current_setting(''app.tenant_id'', true), '''')\073
    seal text := coalesce(current_setting(''app.tenant_seal'', true), '''')\073
    k bytea\073
  BEGIN
    IF tenant = '''' THEN
      RETURN NULL\073
    END IF\073
    SELECT decode(s.value, ''hex'') INTO k FROM app_secrets s WHERE s.name = ''tenant_seal''\073
    IF k IS NULL OR seal <> encode(sha256(k || sha256(k || convert_to(tenant, ''UTF8''))), ''hex'') THEN
      RAISE EXCEPTION ''app.tenant_id is not sealed by the application'' USING ERRCODE = ''42501''\073
    END IF\073
    RETURN tenant::uuid\073
  END';

-- A SECURITY DEFINER function must not resolve names through a schema the caller controls: pg_temp last
-- (else a temporary table named app_secrets, with a key of the caller's, would be read first), pg_catalog
-- first (no built-in shadowed).
DO E'BEGIN
  EXECUTE format(''ALTER FUNCTION praca_current_tenant() SET search_path = pg_catalog, %I, pg_temp'',
                 current_schema())\073
END';

-- Every tenant_isolation policy reads the tenant once per statement. praca_tenant_row() stays for any
-- policy still written with it (correct, since it calls the checking function, but once per row).
DO E'DECLARE
  r record\073
BEGIN
  FOR r IN SELECT p.tablename FROM pg_policies p
            WHERE p.schemaname = current_schema() AND p.policyname = ''tenant_isolation'' LOOP
    EXECUTE format(''ALTER POLICY tenant_isolation ON %I USING (current_user <> ''''praca_tenant'''' OR tenant_id = (SELECT praca_current_tenant())) WITH CHECK (current_user <> ''''praca_tenant'''' OR tenant_id = (SELECT praca_current_tenant()))'', r.tablename)\073
  END LOOP\073
END';

ALTER POLICY tenant_members ON "users"
  USING (current_user <> 'praca_tenant' OR EXISTS (
    SELECT 1 FROM "memberships" m WHERE m.user_id = "users".id AND m.tenant_id = (SELECT praca_current_tenant())
  ));
