'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { AutocompleteError, AutocompleteSentinel } from '@/components/ui/autocomplete-sentinel';
import { Skeleton } from '@/components/ui/skeleton';
import { useCourses, useLessons, useModules } from '@/lib/client/showcase-api';
import type { TCarouselKind, TOption } from '@/lib/showcase/schemas';

// The "Conteudo do carrossel" tab: courses, modules (grouped by course) or lessons (20 a page, more as the
// list scrolls, searched with a 500 ms debounce), as checkboxes. Selected ids keep their click order.

const SEARCH_DEBOUNCE_MS = 500;
const truncate = (s: string, n = 50) => (s.length > n ? `${s.slice(0, n)}…` : s);

export function ContentPicker({
  tenantId,
  kind,
  value,
  titles,
  onChange,
}: {
  tenantId: string;
  kind: TCarouselKind;
  value: string[];
  /** titles of already selected items (from the carousel being edited) */
  titles: Record<string, string>;
  onChange: (ids: string[], picked?: TOption) => void;
}) {
  const t = useTranslations('showcase');
  const courses = useCourses(tenantId, kind === 'course' || kind === 'module');
  const modules = useModules(tenantId, kind === 'module');
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [term]);
  const lessons = useLessons(tenantId, debounced, kind === 'lesson');

  const failed =
    (kind === 'course' && courses.isError) || (kind === 'module' && (modules.isError || courses.isError));
  useEffect(() => {
    if (failed) toast.error(t('contentLoadError'));
  }, [failed, t]);

  const toggle = (o: TOption) => {
    const on = value.includes(o.id);
    onChange(on ? value.filter((v) => v !== o.id) : [...value, o.id], o);
  };

  const courseTitle = useMemo(() => new Map(courses.data?.map((c) => [c.id, c.title])), [courses.data]);

  let body;
  if (kind === 'course') {
    body = courses.isPending ? (
      <Loading />
    ) : (
      <OptionList options={courses.data ?? []} value={value} onToggle={toggle} empty={t('noCourses')} />
    );
  } else if (kind === 'module') {
    const groups = new Map<string, TOption[]>();
    for (const m of modules.data ?? []) groups.set(m.course_id!, [...(groups.get(m.course_id!) ?? []), m]);
    body = modules.isPending ? (
      <Loading />
    ) : groups.size === 0 ? (
      <p className="py-4 text-center text-sm opacity-70">{t('noModules')}</p>
    ) : (
      <div className="flex flex-col gap-3">
        {[...groups.entries()].map(([courseId, list]) => (
          <div key={courseId}>
            <p className="mb-1 text-xs font-semibold uppercase opacity-60">
              {truncate(courseTitle.get(courseId) ?? '')}
            </p>
            <OptionList options={list} value={value} onToggle={toggle} empty={t('noModules')} />
          </div>
        ))}
      </div>
    );
  } else {
    const list = lessons.data?.pages.flatMap((p) => p.data) ?? [];
    body = (
      <div className="flex flex-col gap-2">
        <input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('modal.search')}
          aria-label={t('modal.search')}
          data-testid="showcase-lesson-search"
          className="h-10 rounded-md border border-white/15 bg-transparent px-3 text-sm"
        />
        {lessons.isPending ? (
          <Loading />
        ) : lessons.isError && !lessons.data ? (
          <AutocompleteError onRetry={() => void lessons.refetch()} testId="showcase-lesson-error" />
        ) : (
          <OptionList options={list} value={value} onToggle={toggle} empty={t('noLessons')} />
        )}
        <AutocompleteSentinel
          pages={lessons}
          count={list.length}
          more={t('modal.loadMore')}
          testId="showcase-lesson-more"
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs opacity-70" data-testid="showcase-selected-count">
        {t('modal.selected', { count: value.length })}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1">
          {value.map((id) => (
            <li key={id} className="rounded-full bg-primary/30 px-2 py-0.5 text-xs">
              {truncate(titles[id] ?? '', 30)}
            </li>
          ))}
        </ul>
      )}
      <div className="max-h-[350px] overflow-y-auto pr-1">{body}</div>
    </div>
  );
}

function Loading() {
  return (
    <div className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

function OptionList({
  options,
  value,
  onToggle,
  empty,
}: {
  options: TOption[];
  value: string[];
  onToggle: (o: TOption) => void;
  empty: string;
}) {
  if (!options.length) return <p className="py-4 text-center text-sm opacity-70">{empty}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {options.map((o) => (
        <li key={o.id}>
          <label
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-white/5"
            title={o.title}
          >
            <input
              type="checkbox"
              data-testid="showcase-content-option"
              className="h-4 w-4 accent-[var(--color-primary)]"
              checked={value.includes(o.id)}
              onChange={() => onToggle(o)}
            />
            <span className="truncate">{truncate(o.title)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
