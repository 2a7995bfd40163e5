import { AppLink } from '@/components/ui/app-link';
import { PageLinks } from '@/components/ui/page-links';
import { getTranslations } from 'next-intl/server';
import { BookOpen } from '@/components/icons/book-open';
import { MessageCircle } from '@/components/icons/message-circle';
import { SEARCH_KINDS, searchPageUrl, type TSearchKind } from '@/lib/search/urls';
import type { TSearchHit, TSearchResult } from '@/lib/search/schemas';

// The /search page's body (SPEC 2.14): hits grouped by kind, each linking to its page; a group that
// has more shows "Ver mais", which opens that kind alone, paginated (?kind=&page=).

function Hit({ hit }: { hit: TSearchHit }) {
  return (
    <li>
      <AppLink
        href={hit.href}
        data-testid="search-result"
        data-kind={hit.kind}
        className="flex h-full gap-3 rounded-lg bg-surface-2 p-3 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <div className="flex aspect-video w-28 shrink-0 items-center justify-center overflow-hidden rounded-md bg-black/30">
          {hit.image ? (
            // Tenant uploads of any size (same reason as the showcase cards).
            // eslint-disable-next-line @next/next/no-img-element
            <img src={hit.image} alt="" className="h-full w-full object-cover" />
          ) : hit.kind === 'post' || hit.kind === 'comment' ? (
            <MessageCircle aria-hidden className="h-6 w-6 opacity-60" />
          ) : (
            <BookOpen aria-hidden className="h-6 w-6 opacity-60" />
          )}
        </div>
        <div className="min-w-0">
          <p className="line-clamp-2 font-medium">{hit.title}</p>
          {hit.context && <p className="mt-1 line-clamp-2 text-xs opacity-70">{hit.context}</p>}
        </div>
      </AppLink>
    </li>
  );
}

export async function SearchResults({ result, kind }: { result: TSearchResult; kind?: TSearchKind }) {
  const t = await getTranslations('search');
  const kinds: readonly TSearchKind[] = kind ? [kind] : SEARCH_KINDS;
  const total = kinds.reduce((n, k) => n + result[k].items.length, 0);

  if (total === 0) {
    return (
      <div data-testid="search-empty" className="mt-8">
        <p className="text-lg">{t('empty', { term: result.term })}</p>
        <p className="mt-2 text-sm opacity-70">{t('emptyHint')}</p>
        {kind && (
          <AppLink href={searchPageUrl(result.term)} className="mt-4 inline-block underline">
            {t('back')}
          </AppLink>
        )}
      </div>
    );
  }

  return (
    <div className="mt-8 flex flex-col gap-10">
      {kinds.map((k) => {
        const group = result[k];
        if (group.items.length === 0) return null;
        return (
          <section key={k} aria-labelledby={`search-group-${k}`} data-testid={`search-group-${k}`}>
            <h2 id={`search-group-${k}`} className="mb-4 text-xl font-semibold">
              {t(`groups.${k}`)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((hit) => (
                <Hit key={hit.id} hit={hit} />
              ))}
            </ul>
            {kind ? (
              <PageLinks
                label={t('groups.' + k)}
                previous={
                  result.page > 1 ? searchPageUrl(result.term, { kind: k, page: result.page - 1 }) : undefined
                }
                next={
                  group.has_more ? searchPageUrl(result.term, { kind: k, page: result.page + 1 }) : undefined
                }
                texts={{
                  previous: t('previous'),
                  next: t('next'),
                  current: t('pageOf', { page: result.page }),
                }}
                testId="search"
                className="mt-4 gap-4"
              >
                <AppLink href={searchPageUrl(result.term)} className="ml-auto underline">
                  {t('back')}
                </AppLink>
              </PageLinks>
            ) : (
              group.has_more && (
                <AppLink
                  href={searchPageUrl(result.term, { kind: k })}
                  className="mt-4 inline-block text-sm font-medium underline"
                  data-testid={`search-more-${k}`}
                >
                  {t('seeMore')}
                </AppLink>
              )
            )}
          </section>
        );
      })}
    </div>
  );
}
