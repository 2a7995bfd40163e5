-- AlterTable
ALTER TABLE "platform_settings" ADD COLUMN     "mail_reply_to" TEXT;
