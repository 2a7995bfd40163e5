-- One principal community per tenant (issue 13): legacy.ts clears the flag on the others in the same
-- transaction, and this index makes two concurrent saves fail instead of leaving two principals.
-- Raw SQL only: Prisma's schema cannot express a partial index, and migrations are diffed between
-- schema snapshots (decision 2), so the next migration does not try to drop it.
UPDATE "communities" c SET "principal" = false
WHERE c."principal" AND EXISTS (
  SELECT 1 FROM "communities" o
  WHERE o."tenant_id" = c."tenant_id" AND o."principal" AND o."deleted_at" IS NULL
    AND (o."created_at", o."id") < (c."created_at", c."id")
);
CREATE UNIQUE INDEX "communities_one_principal_per_tenant" ON "communities" ("tenant_id")
  WHERE "principal" AND "deleted_at" IS NULL;
