import { prisma } from '@/lib/server/db';
import { makeKey } from '@/lib/server/storage/keys';
import type { UploadKindName } from '@/lib/server/storage/kinds';

/** An Upload row as finalize leaves it (test/storage covers the real presign -> PUT -> finalize flow). */
export async function readyUpload(
  tenantId: string,
  kind: UploadKindName = 'logo',
  status: 'ready' | 'pending' | 'rejected' = 'ready',
): Promise<string> {
  const key = makeKey(tenantId, kind, 'png');
  await prisma.upload.create({
    data: { tenantId, kind, key, contentType: 'image/png', maxBytes: 2 * 1_048_576, size: 68, status },
  });
  return key;
}

/** The appearance columns of a tenant's settings row, to prove a refused call changed nothing. */
export function appearanceOf(tenantId: string) {
  return prisma.platformSettings.findUnique({
    where: { tenantId },
    select: {
      primaryColor: true,
      textColor: true,
      backgroundColorPrimary: true,
      fontPrimary: true,
      sidebar: true,
      showcase: true,
      showCarrouselHighlight: true,
      coursePageIndicator: true,
      modulePageIndicator: true,
      logoSquare: true,
      logoHorizontal: true,
      favicon: true,
    },
  });
}
