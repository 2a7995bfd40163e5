import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { Lock } from '@/components/icons/lock';
import { communityPages } from '@/lib/communities/feed/thread-paths';
import type { TExplorerCommunity } from '@/lib/communities/feed/schemas';
import { communityShadow } from '@/lib/communities/feed/contrast';
import { communityBackgroundCss } from '@/lib/communities/options';
import { userInitials } from '@/lib/shell/nav';

/** The explorer's cards: open communities link in; blocked ones show a lock, the upsell and its link. */
export async function ExplorerGrid({
  tenantId,
  communities,
}: {
  tenantId: string;
  communities: TExplorerCommunity[];
}) {
  const t = await getTranslations('community');
  if (communities.length === 0)
    return (
      <p data-testid="explorer-empty" className="py-16 text-center opacity-70">
        {t('explorer.empty')}
      </p>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="explorer-grid">
      {communities.map((c) => {
        const href = communityPages.community(tenantId, c.id);
        return (
          <li
            key={c.id}
            data-testid="explorer-card"
            data-blocked={c.blocked ? 'true' : 'false'}
            className="flex flex-col overflow-hidden rounded-xl"
            // a named background of the old form paints its gradient; shadow_color on the card (issue 50)
            style={{
              background: communityBackgroundCss(c.background_color),
              boxShadow: communityShadow(c.shadow_color),
            }}
            data-principal={c.principal ? 'true' : 'false'}
          >
            {/* the cover repeats the title's link: hidden from assistive tech and the tab order */}
            <AppLink href={href} className="block" aria-hidden tabIndex={-1}>
              {c.cover_url ? (
                // eslint-disable-next-line @next/next/no-img-element -- a stored upload
                <img src={c.cover_url} alt="" className="aspect-[1210/240] w-full object-cover" />
              ) : (
                // no cover: the school's colour with the community's initials, not a blank box (issue 54)
                <div
                  className="flex aspect-[1210/240] w-full items-center justify-center bg-[linear-gradient(135deg,color-mix(in_srgb,var(--color-primary)_55%,#111)_0%,#1c1c1c_100%)] text-2xl font-bold tracking-wide text-white/85"
                  data-testid="explorer-card-initials"
                >
                  {userInitials(c.title)}
                </div>
              )}
            </AppLink>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                {c.blocked && <Lock aria-label={t('explorer.locked')} className="h-4 w-4 shrink-0" />}
                <AppLink href={href}>{c.title}</AppLink>
              </h2>
              {c.description && <p className="line-clamp-3 text-sm opacity-80">{c.description}</p>}
              {c.blocked ? (
                <div className="mt-auto flex flex-col gap-2 pt-2">
                  {c.upsell_text && (
                    <p className="text-sm font-semibold" data-testid="explorer-upsell-text">
                      {c.upsell_text}
                    </p>
                  )}
                  {c.upsell_link && (
                    <a
                      href={c.upsell_link}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="explorer-upsell-link"
                      className="inline-flex h-9 items-center justify-center rounded-md bg-primary px-4 text-sm text-primary-text"
                    >
                      {t('blocked.cta')}
                    </a>
                  )}
                </div>
              ) : (
                <AppLink
                  href={href}
                  data-testid="explorer-open"
                  className="mt-auto inline-flex h-9 items-center justify-center rounded-md bg-white/10 px-4 text-sm hover:bg-white/20"
                >
                  {t('explorer.open')}
                </AppLink>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
