import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/shell/page-metadata';
import { LazyLiveScheduler } from '@/components/lives/live-scheduler-lazy';
import { LiveIndex, LiveWatch } from '@/components/lives/live-view';
import { listLives, liveProductOptions, livePage, upcomingLives } from '@/lib/lives/service';
import { loadShell } from '@/lib/shell/page';
import { isUuid } from '@/lib/validation/uuid';

export const generateMetadata = pageMetadata('live');

// /live?watch={id}: the live's player (SPEC 2.1; the header shows only the way back home). /live: the
// lives on now and upcoming, and for editors the scheduler (docs/decisions.md 126).
export default async function LivePage({
  searchParams,
}: {
  searchParams: Promise<{ watch?: string | string[] }>;
}) {
  const shell = await loadShell();
  if (!shell) notFound();
  const { watch } = await searchParams;
  const id = typeof watch === 'string' ? watch : undefined;
  if (id !== undefined) {
    const data = isUuid(id) ? await livePage(shell.ctx, id) : null;
    return <LiveWatch data={data} />;
  }
  const ctx = shell.ctx;
  const [lives, all, products] = await Promise.all([
    upcomingLives(ctx),
    ctx.canEdit ? listLives(ctx) : Promise.resolve([]),
    ctx.canEdit ? liveProductOptions(ctx) : Promise.resolve([]),
  ]);
  return (
    <LiveIndex
      lives={lives}
      scheduler={ctx.canEdit ? <LazyLiveScheduler lives={all} products={products} /> : undefined}
    />
  );
}
