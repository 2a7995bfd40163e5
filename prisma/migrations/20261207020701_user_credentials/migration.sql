-- Issue 55: the tenant role read every user of every school with the password hash. The hash moves to
-- `user_credentials`, on which praca_tenant has no grant (only the owner's cross-tenant path reads it:
-- sign-in, seeds), and `users` gets row-level security: praca_tenant sees a user only through a membership
-- of its tenant. Decision record docs/adr/0220-credentials-apart-and-users-by-membership.md.
-- No semicolon inside a statement or a comment: the migration runner splits the script on every one.

-- CreateTable
CREATE TABLE "user_credentials" (
    "user_id" UUID NOT NULL,
    "password_hash" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_credentials_pkey" PRIMARY KEY ("user_id")
);

-- The hashes there are, before the column goes.
INSERT INTO "user_credentials" ("user_id", "password_hash", "updated_at")
SELECT "id", "password_hash", CURRENT_TIMESTAMP FROM "users" WHERE "password_hash" IS NOT NULL;

-- AlterTable
ALTER TABLE "users" DROP COLUMN "password_hash";

-- AddForeignKey
ALTER TABLE "user_credentials" ADD CONSTRAINT "user_credentials_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- No grant for praca_tenant, said out loud (a default privilege an operator set must not give it one).
REVOKE ALL ON "user_credentials" FROM praca_tenant;

-- Users of the tenant only. praca_tenant keeps SELECT on users (the scoped client includes a member's user),
-- held by a RESTRICTIVE policy to users with a membership of the tenant: an index probe of the
-- memberships (tenant_id, user_id) key per user row read, itself held to the tenant by memberships' policy.
-- Every other role keeps every user (the cross_tenant policy, as on the tenant-owned tables).
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "users" USING (true) WITH CHECK (true);
CREATE POLICY tenant_members ON "users" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR EXISTS (
    SELECT 1 FROM "memberships" m WHERE m.user_id = "users".id AND m.tenant_id = praca_current_tenant()
  ));
