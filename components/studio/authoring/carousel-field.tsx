'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/client/fetcher';
import type { TCarousel } from '@/lib/showcase/schemas';

const SELECT =
  'h-10 w-full rounded-md border border-white/15 bg-black/20 px-3 text-sm outline-none focus-visible:border-primary aria-[invalid=true]:border-red-500';

/** The tenant's course rows of the home (the showcase panel's read), or [] when none or unreadable. */
function useCourseCarousels(tenantId: string) {
  const [rows, setRows] = useState<Pick<TCarousel, 'id' | 'title'>[] | undefined>();
  useEffect(() => {
    let live = true;
    apiFetch<TCarousel[]>(`/api/auth/home/carousels/${encodeURIComponent(tenantId)}`)
      .then((all) => live && setRows(all.filter((c) => c.type_content === 'course')))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [tenantId]);
  return rows;
}

/**
 * 'Mostrar na página inicial' of 'Novo curso' (ADR 0407): the members' home lists courses through its
 * carousels only, so a new course joins the end of the chosen one (the first by default) or none.
 * `value` '' means none; undefined until the rows are read, then the first row is picked once.
 */
export function CarouselField({
  tenantId,
  value,
  error,
  onChange,
}: {
  tenantId: string;
  value: string | undefined;
  /** the server's message, already translated */
  error?: string;
  onChange: (id: string) => void;
}) {
  const t = useTranslations('studioCourse');
  const rows = useCourseCarousels(tenantId);
  useEffect(() => {
    if (rows && value === undefined) onChange(rows[0]?.id ?? '');
  }, [rows, value, onChange]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="studio-course-carousel" className="text-sm font-medium">
        {t('fields.carousel')}
      </label>
      {rows && rows.length === 0 ? (
        <p className="text-sm text-white/70" data-testid="studio-course-carousel-empty">
          {t('fields.carouselEmpty')}
        </p>
      ) : (
        <select
          id="studio-course-carousel"
          data-testid="studio-course-carousel"
          className={SELECT}
          disabled={!rows}
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby="studio-course-carousel-hint"
          onChange={(e) => onChange(e.target.value)}
        >
          {(rows ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
          <option value="">{t('fields.carouselNone')}</option>
        </select>
      )}
      <p id="studio-course-carousel-hint" className="text-xs text-white/60">
        {t('fields.carouselHint')}
      </p>
      {error ? (
        <p role="alert" className="text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
