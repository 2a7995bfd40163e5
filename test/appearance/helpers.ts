import { prisma } from '@/lib/server/db';
import { readyUpload as makeReadyUpload } from '../support/uploads';
import type { UploadKindName } from '@/lib/server/storage/kinds';

/** An Upload row as finalize leaves it (test/storage covers the real presign -> PUT -> finalize flow). */
export const readyUpload = (
  tenantId: string,
  kind: UploadKindName = 'logo',
  status: 'ready' | 'pending' | 'rejected' = 'ready',
): Promise<string> => makeReadyUpload(tenantId, kind, { status, size: 68 });

/** The appearance columns of a tenant's settings row, to prove a refused call changed nothing. */
export function appearanceOf(tenantId: string) {
  return prisma.platformSettings.findUnique({
    where: { tenantId },
    select: {
      primaryColor: true,
      textColor: true,
      backgroundColorPrimary: true,
      fontPrimary: true,
      overlayColor: true,
      overlayIntensity: true,
      shadowSize: true,
      sidebar: true,
      showcase: true,
      showcaseUrlRedirect: true,
      showCarrouselHighlight: true,
      coursePageIndicator: true,
      modulePageIndicator: true,
      logoSquare: true,
      logoHorizontal: true,
      favicon: true,
    },
  });
}
