-- AlterTable
ALTER TABLE "custom_htmls" ADD COLUMN     "allowed_hosts" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "custom_html_versions" ADD COLUMN     "allowed_hosts" TEXT[] DEFAULT ARRAY[]::TEXT[];
