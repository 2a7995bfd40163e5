import { useTranslations } from 'next-intl';
import { Download } from '@/components/icons/download';
import { Lock } from '@/components/icons/lock';
import { formatReleaseDate } from '@/lib/course/release-date';

// The lesson's text and 'Materiais' under the player, and the panel that replaces both before the
// lesson's release (issue 46). Server components: the body is HTML sanitized on save with the footer's
// allow-list (lib/frame/sanitize.ts), so it is rendered as stored.

export function LessonContent({
  body,
  attachments,
}: {
  body: string;
  attachments: { id: string; name: string; url: string }[];
}) {
  const t = useTranslations('course');
  if (!body && attachments.length === 0) return null;
  return (
    <div className="mt-6 flex flex-col gap-6">
      {body ? (
        <div
          data-testid="lesson-body"
          className="prose prose-invert max-w-none [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
          // sanitized when saved (lib/studio/lesson-fields.ts -> sanitizeRichText)
          dangerouslySetInnerHTML={{ __html: body }}
        />
      ) : null}
      {attachments.length > 0 ? (
        <section data-testid="lesson-materials" aria-labelledby="lesson-materials-title">
          <h2 id="lesson-materials-title" className="mb-2 text-lg font-semibold">
            {t('materials')}
          </h2>
          <ul className="flex flex-col gap-2">
            {attachments.map((a) => (
              <li key={a.id}>
                <a
                  href={a.url}
                  download
                  data-testid="lesson-material-link"
                  className="inline-flex items-center gap-2 rounded-md bg-surface-2 px-3 py-2 text-sm hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <Download aria-hidden className="h-4 w-4" />
                  <span>{t('downloadFile', { name: a.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function LessonLocked({ at, locale }: { at: string | null; locale: string }) {
  const t = useTranslations('course');
  return (
    <div
      data-testid="lesson-release-locked"
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-surface-2 p-6 text-center"
    >
      <Lock aria-hidden className="h-10 w-10 opacity-70" />
      <p className="font-semibold">{t('releaseLocked')}</p>
      <p data-testid="lesson-available-on" className="opacity-80">
        {at ? t('availableOn', { date: formatReleaseDate(at, locale) }) : t('releaseLockedNoDate')}
      </p>
    </div>
  );
}
