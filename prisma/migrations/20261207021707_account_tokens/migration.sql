-- CreateTable
CREATE TABLE "account_tokens" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "token_hash" TEXT NOT NULL,
    "new_email" TEXT,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "account_tokens_tenant_id_user_id_purpose_created_at_idx" ON "account_tokens"("tenant_id", "user_id", "purpose", "created_at");

-- CreateIndex
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens"("expires_at");

-- AddForeignKey
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tenancy (decisions 130 and 135), as for every tenant-owned table.
-- No semicolon inside a statement or a comment: the migration runner splits the script on every one.

GRANT SELECT, INSERT, UPDATE, DELETE ON "account_tokens" TO praca_tenant;
ALTER TABLE "account_tokens" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "account_tokens" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "account_tokens" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));
