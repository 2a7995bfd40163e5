-- AlterTable
ALTER TABLE "communities" ADD COLUMN     "allow_files" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "background_color" TEXT NOT NULL DEFAULT '#121212',
ADD COLUMN     "carousels" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "comments" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "cover_path" TEXT,
ADD COLUMN     "font_family" TEXT NOT NULL DEFAULT 'Poppins',
ADD COLUMN     "hide_channels_groups" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "images" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "is_private" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "likes" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "links" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "primary_text_color" TEXT NOT NULL DEFAULT '#FFFFFF',
ADD COLUMN     "principal" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "publications" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "secondary_text_color" TEXT NOT NULL DEFAULT '#A1A1AA',
ADD COLUMN     "shadow_color" TEXT NOT NULL DEFAULT '#000000',
ADD COLUMN     "show_continue_watching" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "show_ranking" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "text" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "upsell_link" TEXT,
ADD COLUMN     "upsell_text" VARCHAR(50),
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "videos" BOOLEAN NOT NULL DEFAULT true,
ALTER COLUMN "title" SET DATA TYPE VARCHAR(50),
ALTER COLUMN "description" SET DATA TYPE VARCHAR(500);

-- CreateTable
CREATE TABLE "community_products" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "community_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "community_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "points_settings" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "custom_name" VARCHAR(150) NOT NULL,
    "platform" JSONB NOT NULL,
    "community" JSONB NOT NULL,
    "per_day_platform" JSONB NOT NULL,
    "per_day_community" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "points_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gamification_products" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gamification_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "levels" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "needed_score" INTEGER NOT NULL,
    "color" TEXT NOT NULL DEFAULT '#6D28D9',
    "image_path" TEXT,
    "show_level_on_profile" BOOLEAN NOT NULL DEFAULT true,
    "show_score_on_profile" BOOLEAN NOT NULL DEFAULT true,
    "animation" TEXT NOT NULL DEFAULT 'none',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "levels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "level_products" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "level_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "level_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rewards" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" VARCHAR(250) NOT NULL DEFAULT '',
    "reward_type" TEXT NOT NULL,
    "needed_score" INTEGER,
    "quiz_id" UUID,
    "lesson_id" UUID,
    "delivery_type" TEXT NOT NULL,
    "file_path" TEXT,
    "file_name" TEXT,
    "links" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "badge_path" TEXT,
    "embed" TEXT,
    "deliverable_product_id" UUID,
    "animation" TEXT NOT NULL DEFAULT 'none',
    "sound" TEXT NOT NULL DEFAULT 'none',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rewards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reward_products" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "reward_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reward_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quizzes" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'comun',
    "goal" INTEGER NOT NULL DEFAULT 70,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "repeat" BOOLEAN NOT NULL DEFAULT false,
    "stopwatch" BOOLEAN NOT NULL DEFAULT false,
    "time_limit" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quizzes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "community_products_tenant_id_product_id_idx" ON "community_products"("tenant_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "community_products_community_id_product_id_key" ON "community_products"("community_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "points_settings_tenant_id_key" ON "points_settings"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "gamification_products_tenant_id_product_id_key" ON "gamification_products"("tenant_id", "product_id");

-- CreateIndex
CREATE INDEX "levels_tenant_id_needed_score_idx" ON "levels"("tenant_id", "needed_score");

-- CreateIndex
CREATE INDEX "level_products_tenant_id_product_id_idx" ON "level_products"("tenant_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "level_products_level_id_product_id_key" ON "level_products"("level_id", "product_id");

-- CreateIndex
CREATE INDEX "rewards_tenant_id_reward_type_idx" ON "rewards"("tenant_id", "reward_type");

-- CreateIndex
CREATE INDEX "reward_products_tenant_id_product_id_idx" ON "reward_products"("tenant_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "reward_products_reward_id_product_id_key" ON "reward_products"("reward_id", "product_id");

-- CreateIndex
CREATE INDEX "quizzes_tenant_id_created_at_idx" ON "quizzes"("tenant_id", "created_at");

-- AddForeignKey
ALTER TABLE "community_products" ADD CONSTRAINT "community_products_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community_products" ADD CONSTRAINT "community_products_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community_products" ADD CONSTRAINT "community_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gamification_products" ADD CONSTRAINT "gamification_products_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gamification_products" ADD CONSTRAINT "gamification_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "levels" ADD CONSTRAINT "levels_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "level_products" ADD CONSTRAINT "level_products_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "level_products" ADD CONSTRAINT "level_products_level_id_fkey" FOREIGN KEY ("level_id") REFERENCES "levels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "level_products" ADD CONSTRAINT "level_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reward_products" ADD CONSTRAINT "reward_products_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reward_products" ADD CONSTRAINT "reward_products_reward_id_fkey" FOREIGN KEY ("reward_id") REFERENCES "rewards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reward_products" ADD CONSTRAINT "reward_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
