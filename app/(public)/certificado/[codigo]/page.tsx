import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { verify } from '@/lib/certificates/service';
import { getPageContext } from '@/lib/server/page-context';

// /certificado/{codigo}: the public verification of a certificate (issue 49, docs/adr/0521). Holder,
// course, date and school, nothing more; 'Certificado revogado' once revoked; another school's code or an
// unknown one is this school's 404. Never indexed: a holder's name is not for search engines.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('certificates');
  return { title: t('verifyTitle'), robots: { index: false, follow: false } };
}

export default async function CertificateVerificationPage({
  params,
}: {
  params: Promise<{ codigo: string }>;
}) {
  const { codigo } = await params;
  const ctx = await getPageContext();
  if (!ctx) notFound();
  const found = await verify(ctx, decodeURIComponent(codigo));
  if (!found) notFound();
  const t = await getTranslations('certificates');
  const date = new Intl.DateTimeFormat(ctx.locale, {
    dateStyle: 'long',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(found.completed_at));
  const rows: [string, string, string][] = [
    ['holder', t('verifyHolder'), found.holder_name],
    ['course', t('verifyCourse'), found.course_title],
    ['date', t('verifyDate'), date],
    ['school', t('verifySchool'), found.school_name],
    ['code', t('verifyCode'), found.code],
  ];
  return (
    <article className="mx-auto w-full max-w-2xl px-4 py-10 md:px-8" data-testid="certificate-verification">
      <h1 className="mb-2 text-2xl font-bold md:text-3xl">{t('verifyTitle')}</h1>
      <p
        data-testid="certificate-status"
        data-revoked={found.revoked ? 'true' : 'false'}
        className={
          found.revoked
            ? 'mb-6 inline-block rounded-md bg-red-600/15 px-3 py-1 font-semibold text-red-500'
            : 'mb-6 inline-block rounded-md bg-emerald-600/15 px-3 py-1 font-semibold text-emerald-500'
        }
      >
        {found.revoked ? t('verifyRevoked') : t('verifyValid')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
        {rows.map(([id, label, value]) => (
          <div key={id} className="contents">
            <dt className="opacity-70">{label}</dt>
            <dd className="font-medium break-words" data-testid={`certificate-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
