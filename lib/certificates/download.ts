import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { schoolOrigin } from '@/lib/server/public-origin';
import { verificationPath } from './code';
import type { CertificateTemplate } from './issue';
import { renderCertificatePdf } from './pdf';
import { certificateFor } from './service';

/** The PDF of one certificate for its holder or an editor, as an attachment. */
export async function certificatePdfResponse(ctx: AuthedContext, id: string): Promise<Response> {
  const row = await certificateFor(ctx, id);
  const verifyUrl = `${await schoolOrigin(ctx)}${verificationPath(row.code)}`;
  const bytes = await renderCertificatePdf(
    { ...row, template: row.template as unknown as CertificateTemplate },
    ctx.t,
    ctx.locale,
    verifyUrl,
  );
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="certificado-${row.code}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
