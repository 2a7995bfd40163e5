import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { ChevronRight } from '@/components/icons/chevron-right';
import { ROUTES } from '@/lib/shell/nav';

export interface Crumb {
  label: string;
  href?: string;
}

/** The page indicator of course and module pages (course_page_indicator / module_page_indicator). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useTranslations('course');
  const all: Crumb[] = [{ label: t('home'), href: ROUTES.home }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} data-testid="page-indicator" className="text-sm opacity-80">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((c, i) => (
          <li key={`${c.label}-${i}`} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden className="h-4 w-4" />}
            {c.href && i < all.length - 1 ? (
              <AppLink href={c.href} className="hover:underline">
                {c.label}
              </AppLink>
            ) : (
              <span aria-current={i === all.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
