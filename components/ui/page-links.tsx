import type { ReactNode } from 'react';
import clsx from 'clsx';
import { AppLink } from './app-link';

/**
 * The 'Anterior · Página n · Próxima' links under a list the server renders a page at a time (Favoritos, one
 * kind of /search): plain links, so they work before hydration and from a copied address. `children` goes
 * after them (search's way back to every result).
 */
export function PageLinks({
  label,
  previous,
  next,
  texts,
  testId,
  className,
  children,
}: {
  /** the navigation's accessible name */
  label: string;
  /** the previous page's address, none on the first page */
  previous?: string;
  /** the next page's address, none on the last page */
  next?: string;
  texts: { previous: string; next: string; current: string };
  /** the nav is `${testId}-pages`, its links `${testId}-previous` and `${testId}-next` */
  testId: string;
  /** spacing and alignment in the page */
  className: string;
  children?: ReactNode;
}) {
  return (
    <nav
      aria-label={label}
      className={clsx('flex items-center text-sm', className)}
      data-testid={`${testId}-pages`}
    >
      {previous && (
        <AppLink href={previous} className="underline" data-testid={`${testId}-previous`}>
          {texts.previous}
        </AppLink>
      )}
      <span className="opacity-70" aria-current="page">
        {texts.current}
      </span>
      {next && (
        <AppLink href={next} className="underline" data-testid={`${testId}-next`}>
          {texts.next}
        </AppLink>
      )}
      {children}
    </nav>
  );
}
