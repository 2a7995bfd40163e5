import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { Lock } from '@/components/icons/lock';
import { Button } from '@/components/ui/button';
import { communityPages } from '@/lib/communities/feed/thread-paths';
import type { TAccessDeniedMetadata } from '@/lib/communities/feed/schemas';

/** A private community the member has no product for: the upsell text and link instead of the feed. */
export async function BlockedState({
  tenantId,
  metadata,
}: {
  tenantId: string;
  metadata: TAccessDeniedMetadata;
}) {
  const t = await getTranslations('community.blocked');
  return (
    <section
      data-testid="community-blocked"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center"
    >
      <Lock aria-hidden className="mb-6 h-10 w-10 text-primary" />
      <h2 className="text-2xl font-bold">{metadata.title}</h2>
      <p className="mt-3 opacity-80">{t('body')}</p>
      {metadata.upsell_text && (
        <p className="mt-2 font-semibold" data-testid="blocked-upsell-text">
          {metadata.upsell_text}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {metadata.upsell_link && (
          <Button asChild>
            <a
              href={metadata.upsell_link}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="blocked-upsell-link"
            >
              {metadata.upsell_text || t('cta')}
            </a>
          </Button>
        )}
        <Button asChild variant="secondary">
          <AppLink href={communityPages.explorer(tenantId)}>{t('back')}</AppLink>
        </Button>
      </div>
    </section>
  );
}
