-- AlterTable
ALTER TABLE "tenants" ADD COLUMN     "disabled_at" TIMESTAMP(3);
