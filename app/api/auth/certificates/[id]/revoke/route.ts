import { ZCertificateParams, ZRevokeBody } from '@/lib/certificates/schemas';
import { revoke } from '@/lib/certificates/service';
import { route } from '@/lib/server/route';

// POST /api/auth/certificates/{id}/revoke — revoke a certificate with a reason (editors)
export const POST = route({
  auth: 'editor',
  action: 'certificates.revoke',
  params: ZCertificateParams,
  body: ZRevokeBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => revoke(ctx, params.id, body),
});
