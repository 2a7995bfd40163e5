-- CreateTable
CREATE TABLE "points_entries" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "action" VARCHAR(40) NOT NULL,
    "source_id" VARCHAR(80) NOT NULL,
    "points" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "points_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_scores" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "score" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_scores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "levels_reached" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "level_id" UUID NOT NULL,
    "reached_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seen_at" TIMESTAMP(3),

    CONSTRAINT "levels_reached_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reward_unlocks" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "reward_id" UUID NOT NULL,
    "unlocked_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seen_at" TIMESTAMP(3),

    CONSTRAINT "reward_unlocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "points_entries_tenant_id_user_id_action_created_at_idx" ON "points_entries"("tenant_id", "user_id", "action", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "points_entries_tenant_id_user_id_action_source_id_key" ON "points_entries"("tenant_id", "user_id", "action", "source_id");

-- CreateIndex
CREATE INDEX "member_scores_tenant_id_score_user_id_idx" ON "member_scores"("tenant_id", "score" DESC, "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "member_scores_tenant_id_user_id_key" ON "member_scores"("tenant_id", "user_id");

-- CreateIndex
CREATE INDEX "levels_reached_tenant_id_user_id_seen_at_idx" ON "levels_reached"("tenant_id", "user_id", "seen_at");

-- CreateIndex
CREATE INDEX "levels_reached_level_id_idx" ON "levels_reached"("level_id");

-- CreateIndex
CREATE UNIQUE INDEX "levels_reached_user_id_level_id_key" ON "levels_reached"("user_id", "level_id");

-- CreateIndex
CREATE INDEX "reward_unlocks_tenant_id_user_id_seen_at_idx" ON "reward_unlocks"("tenant_id", "user_id", "seen_at");

-- CreateIndex
CREATE INDEX "reward_unlocks_reward_id_idx" ON "reward_unlocks"("reward_id");

-- CreateIndex
CREATE UNIQUE INDEX "reward_unlocks_user_id_reward_id_key" ON "reward_unlocks"("user_id", "reward_id");

-- AddForeignKey
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_scores" ADD CONSTRAINT "member_scores_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_scores" ADD CONSTRAINT "member_scores_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "levels_reached" ADD CONSTRAINT "levels_reached_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "levels_reached" ADD CONSTRAINT "levels_reached_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "levels_reached" ADD CONSTRAINT "levels_reached_level_id_fkey" FOREIGN KEY ("level_id") REFERENCES "levels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reward_unlocks" ADD CONSTRAINT "reward_unlocks_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reward_unlocks" ADD CONSTRAINT "reward_unlocks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reward_unlocks" ADD CONSTRAINT "reward_unlocks_reward_id_fkey" FOREIGN KEY ("reward_id") REFERENCES "rewards"("id") ON DELETE CASCADE ON UPDATE CASCADE;
