import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RICH_TEXT_CLASS } from '@/lib/frame/rich-text-class';
import { getLegalDocument, loadSiteFrame, type LegalDocument } from '@/lib/frame/site';

export function legalMetadata(doc: LegalDocument) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('frame.site');
    return { title: doc === 'terms' ? t('terms') : t('privacy') };
  };
}

/** /termos and /privacidade: the tenant's sanitized rich text, or a plain note when none was written. */
export async function LegalPage({ doc }: { doc: LegalDocument }) {
  const site = await loadSiteFrame();
  if (!site) notFound();
  const [t, html] = await Promise.all([getTranslations('frame.site'), getLegalDocument(site.ctx, doc)]);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 md:px-8" data-testid={`legal-${doc}`}>
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{doc === 'terms' ? t('terms') : t('privacy')}</h1>
      {html ? (
        // Sanitized by the allow-list of lib/frame/sanitize.ts on save and again here (decision 80).
        <div
          className={`${RICH_TEXT_CLASS} break-words`}
          data-testid="legal-content"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="opacity-80" data-testid="legal-empty">
          {t('emptyDocument')}
        </p>
      )}
    </article>
  );
}
