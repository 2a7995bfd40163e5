-- AlterTable
ALTER TABLE "rewards" ADD COLUMN     "deleted_at" TIMESTAMP(3);
