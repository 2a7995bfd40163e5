-- Sign-in limits that hold when requests arrive together (issue 55, ADR 0210). Each function takes the
-- key's transaction-scoped advisory lock, counts and inserts in one call: the statements of a VOLATILE
-- PL/pgSQL function take a fresh snapshot each (READ COMMITTED), so the count after the lock sees every
-- row the previous holder committed, and the lock is held only while the call runs in the database
-- (released at the end of the caller's statement or transaction), never across a round trip.
-- SECURITY INVOKER (the default): called as praca_tenant, row-level security holds them to the tenant.
-- Timestamps are UTC wall time in timestamp columns, as Prisma writes them.
-- Raw SQL only: schema.prisma does not change (decision 2).
-- NO SEMICOLON inside a statement, comments included: the driver adapter that applies migrations splits
-- the script on every semicolon, hence the E-strings with \073.

-- Takes one password try of (tenant, e-mail) and (tenant, client address): inserts its row and answers 0,
-- or answers the seconds until the oldest of the `p_limit` newest tries of a key at its limit leaves the
-- window (at least 1), inserting nothing. The e-mail's lock is taken before the address's, always.
CREATE OR REPLACE FUNCTION praca_take_login_attempt(
  p_tenant uuid, p_email text, p_ip text, p_id uuid, p_limit integer, p_ip_limit integer, p_window_minutes integer
) RETURNS integer
  LANGUAGE plpgsql VOLATILE
  AS E'
DECLARE
  now_utc timestamp(3) := now() AT TIME ZONE ''UTC''\073
  win interval := make_interval(mins => p_window_minutes)\073
  n integer\073
  oldest timestamp(3)\073
  wait integer := 0\073
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(''login:'' || p_tenant || '':email:'' || p_email, 0))\073
  IF p_ip IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(''login:'' || p_tenant || '':ip:'' || p_ip, 0))\073
  END IF\073
  SELECT count(*), min(created_at) INTO n, oldest FROM (
    SELECT created_at FROM login_attempts
     WHERE tenant_id = p_tenant AND email = p_email AND created_at > now_utc - win
     ORDER BY created_at DESC LIMIT p_limit) r\073
  IF n >= p_limit THEN
    wait := GREATEST(1, ceil(extract(epoch FROM oldest + win - now_utc))::integer)\073
  END IF\073
  IF p_ip IS NOT NULL THEN
    SELECT count(*), min(created_at) INTO n, oldest FROM (
      SELECT created_at FROM login_attempts
       WHERE tenant_id = p_tenant AND ip = p_ip AND created_at > now_utc - win
       ORDER BY created_at DESC LIMIT p_ip_limit) r\073
    IF n >= p_ip_limit THEN
      wait := GREATEST(wait, 1, ceil(extract(epoch FROM oldest + win - now_utc))::integer)\073
    END IF\073
  END IF\073
  IF wait = 0 THEN
    INSERT INTO login_attempts (id, tenant_id, email, ip, created_at)
    VALUES (p_id, p_tenant, p_email, p_ip, now_utc)\073
  END IF\073
  RETURN wait\073
END';

-- Inserts the member's new magic-link token when fewer than `p_limit` were made for them in the window
-- and answers true, else inserts nothing and answers false (the mail-bombing cap).
CREATE OR REPLACE FUNCTION praca_take_magic_link(
  p_tenant uuid, p_user uuid, p_id uuid, p_token_hash text, p_redirect text, p_ttl_minutes integer,
  p_limit integer, p_window_minutes integer
) RETURNS boolean
  LANGUAGE plpgsql VOLATILE
  AS E'
DECLARE
  now_utc timestamp(3) := now() AT TIME ZONE ''UTC''\073
  n integer\073
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(''magic-link:'' || p_tenant || '':'' || p_user, 0))\073
  SELECT count(*) INTO n FROM magic_link_tokens
   WHERE tenant_id = p_tenant AND user_id = p_user
     AND created_at > now_utc - make_interval(mins => p_window_minutes)\073
  IF n >= p_limit THEN
    RETURN false\073
  END IF\073
  INSERT INTO magic_link_tokens (id, tenant_id, user_id, token_hash, redirect, expires_at, created_at)
  VALUES (p_id, p_tenant, p_user, p_token_hash, p_redirect,
          now_utc + make_interval(mins => p_ttl_minutes), now_utc)\073
  RETURN true\073
END';

GRANT EXECUTE ON FUNCTION praca_take_login_attempt(uuid, text, text, uuid, integer, integer, integer) TO praca_tenant;
GRANT EXECUTE ON FUNCTION praca_take_magic_link(uuid, uuid, uuid, text, text, integer, integer, integer) TO praca_tenant;
