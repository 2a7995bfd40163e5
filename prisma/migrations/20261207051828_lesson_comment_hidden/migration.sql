-- AlterTable
ALTER TABLE "lesson_comments" ADD COLUMN     "hidden_at" TIMESTAMP(3);
