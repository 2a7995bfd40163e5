'use client';

import { useTranslations } from 'next-intl';

// The live preview of the certificates panel: the PDF's layout drawn in HTML with the form's current
// values and a sample holder, so every keystroke shows at once (the PDF itself is drawn on the server
// when a certificate is downloaded; docs/adr/0522).
export function CertificatePreview({
  courseTitle,
  schoolName,
  signerName,
  hours,
  primaryColor,
  logoUrl,
  backgroundUrl,
}: {
  courseTitle: string;
  schoolName: string;
  signerName: string;
  hours: number;
  primaryColor: string;
  logoUrl: string | null;
  backgroundUrl: string | null;
}) {
  const t = useTranslations('certificates');
  const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date());
  return (
    <figure className="flex flex-col gap-2" data-testid="certificate-preview">
      <figcaption className="text-sm font-medium">{t('preview')}</figcaption>
      <div
        className="relative flex aspect-[842/595] w-full flex-col items-center justify-center gap-1 overflow-hidden rounded bg-white bg-cover bg-center p-4 text-center text-gray-800"
        style={{
          backgroundImage: backgroundUrl ? `url("${backgroundUrl}")` : undefined,
          border: backgroundUrl ? undefined : `4px solid ${primaryColor}`,
        }}
      >
        {logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- a stored upload, drawn as is
          <img src={logoUrl} alt="" className="absolute top-3 max-h-6 max-w-[30%] object-contain" />
        )}
        <p className="text-base font-bold tracking-wide" style={{ color: primaryColor }}>
          {t('pdfHeading')}
        </p>
        <p className="text-[10px] text-gray-500">{t('pdfCertify')}</p>
        <p className="text-sm font-bold" data-testid="certificate-preview-name">
          {t('sampleName')}
        </p>
        <p className="text-[10px] text-gray-500">{t('pdfCompleted')}</p>
        <p className="text-xs font-bold" data-testid="certificate-preview-course">
          {courseTitle}
        </p>
        <p className="text-[9px] text-gray-500" data-testid="certificate-preview-hours">
          {hours > 0 ? t('pdfHoursDate', { hours, date }) : t('pdfDate', { date })}
        </p>
        <div className="absolute bottom-4 flex w-full justify-around px-6 text-[9px]">
          <span
            className="min-w-0 truncate border-t border-gray-400 px-2 pt-0.5 font-semibold"
            data-testid="certificate-preview-signer"
          >
            {signerName || '\u00a0'}
          </span>
          <span className="min-w-0 truncate border-t border-gray-400 px-2 pt-0.5 font-semibold">
            {schoolName}
          </span>
        </div>
        <p className="absolute bottom-1 text-[7px] text-gray-500">
          {t('pdfCode', { code: 'XXXX-XXXX-XXXX' })}
        </p>
      </div>
    </figure>
  );
}
