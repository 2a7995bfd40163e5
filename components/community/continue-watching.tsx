import { AppLink } from '@/components/ui/app-link';
import { getTranslations } from 'next-intl/server';
import { MediaFallback } from '@/components/ui/media-fallback';
import type { TCard } from '@/lib/showcase/schemas';

/** "Continue assistindo" on the community page (the same cards as the home's system carousel). */
export async function ContinueWatching({ cards }: { cards: TCard[] }) {
  if (cards.length === 0) return null;
  const t = await getTranslations('community');
  return (
    <section data-testid="community-continue" className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{t('continueWatching')}</h2>
      <ul className="flex gap-3 overflow-x-auto pb-2">
        {cards.map((c) => (
          <li key={c.id} className="w-48 shrink-0">
            <AppLink href={c.href} className="block">
              {c.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- course media
                <img src={c.image} alt="" className="aspect-video w-full rounded-md object-cover" />
              ) : (
                <MediaFallback kind={c.kind} className="aspect-video w-full rounded-md" />
              )}
              {typeof c.progress === 'number' && (
                <div className="mt-1 h-1 w-full rounded bg-white/20">
                  <div className="h-1 rounded bg-primary" style={{ width: `${c.progress}%` }} />
                </div>
              )}
              <p className="mt-1 line-clamp-2 text-sm">{c.title}</p>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
