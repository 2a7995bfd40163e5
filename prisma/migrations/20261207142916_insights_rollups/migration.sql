-- CreateTable
CREATE TABLE "insights_daily" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "active_members" INTEGER NOT NULL DEFAULT 0,
    "new_members" INTEGER NOT NULL DEFAULT 0,
    "lessons_completed" INTEGER NOT NULL DEFAULT 0,
    "watch_seconds" BIGINT NOT NULL DEFAULT 0,
    "posts" INTEGER NOT NULL DEFAULT 0,
    "comments" INTEGER NOT NULL DEFAULT 0,
    "quiz_attempts" INTEGER NOT NULL DEFAULT 0,
    "quiz_passed" INTEGER NOT NULL DEFAULT 0,
    "points" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "insights_daily_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insights_member_days" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "user_id" UUID NOT NULL,
    "actions" INTEGER NOT NULL,

    CONSTRAINT "insights_member_days_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insights_lessons" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "lesson_id" UUID NOT NULL,
    "reached" INTEGER NOT NULL DEFAULT 0,
    "completed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "insights_lessons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insights_module_members" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "module_id" UUID NOT NULL,
    "course_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,

    CONSTRAINT "insights_module_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insights_quiz_questions" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "quiz_id" UUID NOT NULL,
    "question_id" UUID NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "missed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "insights_quiz_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insights_quizzes" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "quiz_id" UUID NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "passed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "insights_quizzes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "insights_daily_tenant_id_day_key" ON "insights_daily"("tenant_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "insights_member_days_tenant_id_day_user_id_key" ON "insights_member_days"("tenant_id", "day", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "insights_lessons_tenant_id_lesson_id_key" ON "insights_lessons"("tenant_id", "lesson_id");

-- CreateIndex
CREATE INDEX "insights_module_members_tenant_id_course_id_user_id_idx" ON "insights_module_members"("tenant_id", "course_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "insights_module_members_tenant_id_module_id_user_id_key" ON "insights_module_members"("tenant_id", "module_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "insights_quiz_questions_tenant_id_quiz_id_question_id_key" ON "insights_quiz_questions"("tenant_id", "quiz_id", "question_id");

-- CreateIndex
CREATE UNIQUE INDEX "insights_quizzes_tenant_id_quiz_id_key" ON "insights_quizzes"("tenant_id", "quiz_id");

-- CreateIndex
CREATE INDEX "memberships_tenant_id_created_at_idx" ON "memberships"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "lesson_progress_tenant_id_completed_at_idx" ON "lesson_progress"("tenant_id", "completed_at");

-- CreateIndex
CREATE INDEX "quiz_attempts_tenant_id_submitted_at_idx" ON "quiz_attempts"("tenant_id", "submitted_at");

-- CreateIndex
CREATE INDEX "points_entries_tenant_id_created_at_idx" ON "points_entries"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "community_posts_tenant_id_created_at_idx" ON "community_posts"("tenant_id", "created_at");

-- CreateIndex
CREATE INDEX "community_comments_tenant_id_created_at_idx" ON "community_comments"("tenant_id", "created_at");
-- Keys written by hand (docs/adr/0530): every rollup row goes with its school, and the rows keyed by a
-- lesson, module, course or quiz go with it (composite keys, docs/adr/0007).
ALTER TABLE "insights_daily" ADD CONSTRAINT "insights_daily_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_member_days" ADD CONSTRAINT "insights_member_days_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_lessons" ADD CONSTRAINT "insights_lessons_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_module_members" ADD CONSTRAINT "insights_module_members_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_quiz_questions" ADD CONSTRAINT "insights_quiz_questions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_quizzes" ADD CONSTRAINT "insights_quizzes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_member_days" ADD CONSTRAINT "insights_member_days_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_lessons" ADD CONSTRAINT "insights_lessons_lesson_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "insights_module_members" ADD CONSTRAINT "insights_module_members_module_tenant_fkey" FOREIGN KEY ("tenant_id", "module_id") REFERENCES "modules" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "insights_module_members" ADD CONSTRAINT "insights_module_members_course_tenant_fkey" FOREIGN KEY ("tenant_id", "course_id") REFERENCES "courses" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "insights_module_members" ADD CONSTRAINT "insights_module_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_quiz_questions" ADD CONSTRAINT "insights_quiz_questions_quiz_tenant_fkey" FOREIGN KEY ("tenant_id", "quiz_id") REFERENCES "quizzes" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "insights_quiz_questions" ADD CONSTRAINT "insights_quiz_questions_question_tenant_fkey" FOREIGN KEY ("tenant_id", "question_id") REFERENCES "quiz_questions" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "insights_quizzes" ADD CONSTRAINT "insights_quizzes_quiz_tenant_fkey" FOREIGN KEY ("tenant_id", "quiz_id") REFERENCES "quizzes" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- Tenancy, as for every tenant-owned table.
GRANT SELECT, INSERT, UPDATE, DELETE ON "insights_daily" TO praca_tenant;
ALTER TABLE "insights_daily" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "insights_daily" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "insights_daily" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
GRANT SELECT, INSERT, UPDATE, DELETE ON "insights_member_days" TO praca_tenant;
ALTER TABLE "insights_member_days" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "insights_member_days" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "insights_member_days" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
GRANT SELECT, INSERT, UPDATE, DELETE ON "insights_lessons" TO praca_tenant;
ALTER TABLE "insights_lessons" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "insights_lessons" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "insights_lessons" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
GRANT SELECT, INSERT, UPDATE, DELETE ON "insights_module_members" TO praca_tenant;
ALTER TABLE "insights_module_members" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "insights_module_members" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "insights_module_members" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
GRANT SELECT, INSERT, UPDATE, DELETE ON "insights_quiz_questions" TO praca_tenant;
ALTER TABLE "insights_quiz_questions" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "insights_quiz_questions" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "insights_quiz_questions" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));
GRANT SELECT, INSERT, UPDATE, DELETE ON "insights_quizzes" TO praca_tenant;
ALTER TABLE "insights_quizzes" ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY cross_tenant ON "insights_quizzes" USING (true) WITH CHECK (true);
CREATE POLICY tenant_isolation ON "insights_quizzes" AS RESTRICTIVE
  USING (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()))
  WITH CHECK (current_user <> 'praca_tenant' OR tenant_id = (SELECT praca_current_tenant()));

-- The single-column twins of the composite keys above (every relation has both, docs/adr/0007).
ALTER TABLE "insights_lessons" ADD CONSTRAINT "insights_lessons_lesson_id_fkey" FOREIGN KEY ("lesson_id") REFERENCES "lessons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_module_members" ADD CONSTRAINT "insights_module_members_module_id_fkey" FOREIGN KEY ("module_id") REFERENCES "modules"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_module_members" ADD CONSTRAINT "insights_module_members_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_quiz_questions" ADD CONSTRAINT "insights_quiz_questions_quiz_id_fkey" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_quiz_questions" ADD CONSTRAINT "insights_quiz_questions_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "quiz_questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "insights_quizzes" ADD CONSTRAINT "insights_quizzes_quiz_id_fkey" FOREIGN KEY ("quiz_id") REFERENCES "quizzes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
