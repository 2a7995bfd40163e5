import { getTranslations } from 'next-intl/server';
import type { TCertificatePage } from '@/lib/certificates/schemas';

// The profile's 'Certificados' (issue 49): a server-rendered list, no client code, so the profile's
// first load does not grow (docs/adr/0520). The PDF is a plain download link; the next page is a link
// with the keyset cursor in the address.

export async function ProfileCertificates({
  page,
  locale,
}: {
  /** null when the read failed */
  page: TCertificatePage | null;
  locale: string;
}) {
  const t = await getTranslations('certificates');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });
  return (
    <section className="mb-6 rounded-lg bg-surface-2 p-4" data-testid="profile-certificates">
      <h2 className="mb-3 text-lg font-semibold">{t('listTitle')}</h2>
      {!page ? (
        <p className="text-sm opacity-80" role="alert" data-testid="certificates-error">
          {t('listError')}{' '}
          <a className="underline" href="?">
            {t('retry')}
          </a>
        </p>
      ) : page.items.length === 0 ? (
        <p className="text-sm opacity-80" data-testid="certificates-empty">
          {t('listEmpty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {page.items.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-black/20 p-3"
              data-testid="certificate-item"
              data-code={c.code}
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{c.course_title}</p>
                <p className="text-sm opacity-70">
                  {t('completedOn', { date: date.format(new Date(c.completed_at)) })}
                  {c.hours > 0 ? ` · ${t('hours', { hours: c.hours })}` : ''}
                  {' · '}
                  <span className="font-mono">{c.code}</span>
                </p>
              </div>
              <div className="flex items-center gap-3 text-sm">
                {c.revoked ? (
                  <span className="rounded bg-red-600/15 px-2 py-0.5 font-semibold text-red-500">
                    {t('revokedBadge')}
                  </span>
                ) : (
                  <a
                    href={c.pdf_url}
                    download
                    className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-text"
                    data-testid="certificate-download"
                  >
                    {t('download')}
                  </a>
                )}
                <a href={c.verify_url} className="underline" data-testid="certificate-verify-link">
                  {t('verify')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page?.next && (
        <a className="mt-3 inline-block text-sm underline" href={`?certificados=${page.next}`}>
          {t('loadMore')}
        </a>
      )}
    </section>
  );
}
