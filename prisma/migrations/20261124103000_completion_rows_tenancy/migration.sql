-- The completion rows (decision 141) join the two walls of tenancy that were written beside them:
-- row-level security (decision 135) and composite tenant keys (decision 130). Raw SQL, schema.prisma unchanged.
-- No semicolon inside a statement or a comment: the migration runner splits the script on every one.

GRANT SELECT, INSERT, UPDATE, DELETE ON "module_completions" TO praca_tenant;
ALTER TABLE "module_completions" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "module_completions" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "module_completions" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

GRANT SELECT, INSERT, UPDATE, DELETE ON "course_completions" TO praca_tenant;
ALTER TABLE "course_completions" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "course_completions" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "course_completions" AS RESTRICTIVE
  USING (praca_tenant_row(tenant_id)) WITH CHECK (praca_tenant_row(tenant_id));

ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_module_id_tenant_fkey" FOREIGN KEY ("tenant_id", "module_id") REFERENCES "modules" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_course_id_tenant_fkey" FOREIGN KEY ("tenant_id", "course_id") REFERENCES "courses" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
