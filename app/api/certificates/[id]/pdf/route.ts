import { certificatePdfResponse } from '@/lib/certificates/download';
import { ZCertificateParams } from '@/lib/certificates/schemas';
import { route } from '@/lib/server/route';

// GET /api/certificates/{id}/pdf — the certificate as a PDF, for its holder and the editors
export const GET = route({
  auth: 'user',
  action: 'member.self',
  params: ZCertificateParams,
  envelope: 'raw',
  handler: ({ ctx, params }) => certificatePdfResponse(ctx, params.id),
});
