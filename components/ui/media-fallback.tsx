import { BookOpen } from '@/components/icons/book-open';
import { Layers } from '@/components/icons/layers';
import { PlayCircle } from '@/components/icons/play-circle';
import { clsx } from 'clsx';

const ICONS = { course: BookOpen, module: Layers, lesson: PlayCircle } as const;

/**
 * What a card or cover shows when the item has no picture: a calm gradient in the tenant's primary
 * colour with a small icon of the kind of item. Never text, so nothing competes with the title
 * written under or over it (issue 14).
 */
export function MediaFallback({
  kind = 'course',
  className,
}: {
  kind?: keyof typeof ICONS;
  className?: string;
}) {
  const Icon = ICONS[kind];
  return (
    <div
      aria-hidden
      data-testid="media-fallback"
      className={clsx(
        'flex items-center justify-center bg-[linear-gradient(135deg,color-mix(in_srgb,var(--color-primary)_55%,#111)_0%,#1c1c1c_100%)]',
        className,
      )}
    >
      <Icon className="h-1/4 max-h-12 w-1/4 max-w-12 text-white/60" strokeWidth={1.5} />
    </div>
  );
}
