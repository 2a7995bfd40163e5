-- Composite foreign keys (tenant_id, x_id) -> parent (tenant_id, id) on every relation between
-- tenant-owned tables: a row can never point at a row of another tenant (docs/decisions.md 130).
-- Raw SQL on purpose: the Prisma schema keeps the single-column relations (and their FKs, which stay),
-- and migrations are diffed between schema snapshots, so these constraints are never dropped by a diff.
-- ON DELETE as the single-column key, and SET NULL names only the pointer column (PostgreSQL 15+), never
-- tenant_id. ON UPDATE is NO ACTION: a parent cannot change tenant (or id) while rows point at it.

-- Referenced tables: (tenant_id, id) is unique (it is, since id is), so it can be referenced.
ALTER TABLE "carousels" ADD CONSTRAINT "carousels_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "communities" ADD CONSTRAINT "communities_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "custom_htmls" ADD CONSTRAINT "custom_htmls_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "levels" ADD CONSTRAINT "levels_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "lives" ADD CONSTRAINT "lives_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "modules" ADD CONSTRAINT "modules_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "quiz_profiles" ADD CONSTRAINT "quiz_profiles_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_id_key" UNIQUE ("tenant_id", "id");
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_id_key" UNIQUE ("tenant_id", "id");

ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_carousel_id_tenant_fkey" FOREIGN KEY ("tenant_id", "carousel_id") REFERENCES "carousels" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_course_id_tenant_fkey" FOREIGN KEY ("tenant_id", "course_id") REFERENCES "courses" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_lesson_id_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_module_id_tenant_fkey" FOREIGN KEY ("tenant_id", "module_id") REFERENCES "modules" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_parent_id_tenant_fkey" FOREIGN KEY ("tenant_id", "parent_id") REFERENCES "community_comments" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_tenant_fkey" FOREIGN KEY ("tenant_id", "post_id") REFERENCES "community_posts" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_comment_id_tenant_fkey" FOREIGN KEY ("tenant_id", "comment_id") REFERENCES "community_comments" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_post_id_tenant_fkey" FOREIGN KEY ("tenant_id", "post_id") REFERENCES "community_posts" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "community_post_attachments" ADD CONSTRAINT "community_post_attachments_post_id_tenant_fkey" FOREIGN KEY ("tenant_id", "post_id") REFERENCES "community_posts" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_community_id_tenant_fkey" FOREIGN KEY ("tenant_id", "community_id") REFERENCES "communities" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "community_products" ADD CONSTRAINT "community_products_community_id_tenant_fkey" FOREIGN KEY ("tenant_id", "community_id") REFERENCES "communities" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "community_products" ADD CONSTRAINT "community_products_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "custom_html_versions" ADD CONSTRAINT "custom_html_versions_custom_html_id_tenant_fkey" FOREIGN KEY ("tenant_id", "custom_html_id") REFERENCES "custom_htmls" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "gamification_products" ADD CONSTRAINT "gamification_products_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_lesson_id_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_parent_id_tenant_fkey" FOREIGN KEY ("tenant_id", "parent_id") REFERENCES "lesson_comments" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_tenant_fkey" FOREIGN KEY ("tenant_id", "module_id") REFERENCES "modules" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "level_products" ADD CONSTRAINT "level_products_level_id_tenant_fkey" FOREIGN KEY ("tenant_id", "level_id") REFERENCES "levels" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "level_products" ADD CONSTRAINT "level_products_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "levels_reached" ADD CONSTRAINT "levels_reached_level_id_tenant_fkey" FOREIGN KEY ("tenant_id", "level_id") REFERENCES "levels" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "live_products" ADD CONSTRAINT "live_products_live_id_tenant_fkey" FOREIGN KEY ("tenant_id", "live_id") REFERENCES "lives" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "live_products" ADD CONSTRAINT "live_products_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "marquees" ADD CONSTRAINT "marquees_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "modules" ADD CONSTRAINT "modules_course_id_tenant_fkey" FOREIGN KEY ("tenant_id", "course_id") REFERENCES "courses" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_course_id_tenant_fkey" FOREIGN KEY ("tenant_id", "course_id") REFERENCES "courses" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_lesson_id_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "product_courses" ADD CONSTRAINT "product_courses_course_id_tenant_fkey" FOREIGN KEY ("tenant_id", "course_id") REFERENCES "courses" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "product_courses" ADD CONSTRAINT "product_courses_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_profile_id_tenant_fkey" FOREIGN KEY ("tenant_id", "profile_id") REFERENCES "quiz_profiles" ("tenant_id", "id") ON DELETE SET NULL ("profile_id") ON UPDATE NO ACTION;
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_tenant_fkey" FOREIGN KEY ("tenant_id", "quiz_id") REFERENCES "quizzes" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_profile_id_tenant_fkey" FOREIGN KEY ("tenant_id", "profile_id") REFERENCES "quiz_profiles" ("tenant_id", "id") ON DELETE SET NULL ("profile_id") ON UPDATE NO ACTION;
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_question_id_tenant_fkey" FOREIGN KEY ("tenant_id", "question_id") REFERENCES "quiz_questions" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "quiz_passes" ADD CONSTRAINT "quiz_passes_quiz_id_tenant_fkey" FOREIGN KEY ("tenant_id", "quiz_id") REFERENCES "quizzes" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "quiz_products" ADD CONSTRAINT "quiz_products_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "quiz_products" ADD CONSTRAINT "quiz_products_quiz_id_tenant_fkey" FOREIGN KEY ("tenant_id", "quiz_id") REFERENCES "quizzes" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "quiz_profiles" ADD CONSTRAINT "quiz_profiles_quiz_id_tenant_fkey" FOREIGN KEY ("tenant_id", "quiz_id") REFERENCES "quizzes" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_tenant_fkey" FOREIGN KEY ("tenant_id", "quiz_id") REFERENCES "quizzes" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_tenant_fkey" FOREIGN KEY ("tenant_id", "lesson_id") REFERENCES "lessons" ("tenant_id", "id") ON DELETE SET NULL ("lesson_id") ON UPDATE NO ACTION;
ALTER TABLE "reward_products" ADD CONSTRAINT "reward_products_product_id_tenant_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "reward_products" ADD CONSTRAINT "reward_products_reward_id_tenant_fkey" FOREIGN KEY ("tenant_id", "reward_id") REFERENCES "rewards" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "reward_unlocks" ADD CONSTRAINT "reward_unlocks_reward_id_tenant_fkey" FOREIGN KEY ("tenant_id", "reward_id") REFERENCES "rewards" ("tenant_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
