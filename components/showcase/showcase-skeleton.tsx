import { Skeleton } from '@/components/ui/skeleton';

/**
 * What /homepage shows where the showcase rows will be while they stream in (app/(site)/homepage): three
 * rows of card placeholders in the rows' own padding, announced once to screen readers.
 */
export function ShowcaseSkeleton({ label }: { label: string }) {
  return (
    <div data-testid="showcase-loading" role="status" aria-busy="true" className="flex flex-col gap-10 pb-16">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="px-4 md:px-10">
          <Skeleton className="mb-3 h-6 w-48" />
          <div className="flex gap-3 overflow-hidden">
            {[0, 1, 2, 3, 4, 5].map((card) => (
              <Skeleton key={card} className="aspect-video w-64 shrink-0" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
