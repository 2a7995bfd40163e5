-- AlterTable
ALTER TABLE "quizzes" ADD COLUMN     "listed" BOOLEAN NOT NULL DEFAULT true;
