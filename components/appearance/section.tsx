import type { ReactNode } from 'react';

/** One titled block of the appearance form. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId} className="border-b border-white/10 pb-5">
      <h3 className="mb-3 text-sm font-semibold tracking-wide uppercase opacity-80">{title}</h3>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}
