'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AutocompleteError, AutocompleteSentinel } from '@/components/ui/autocomplete-sentinel';
import { Skeleton } from '@/components/ui/skeleton';
import { useLessons } from '@/lib/client/showcase-api';
import { FieldError, INPUT, truncate } from './parts';

const SEARCH_DEBOUNCE_MS = 500;

/** Single lesson choice: the lessons 20 a page, more as the list scrolls, searched with a 500 ms debounce. */
export function LessonPicker({
  tenantId,
  value,
  title,
  onChange,
  error,
}: {
  tenantId: string;
  value: string;
  title: string | null;
  onChange: (id: string, title: string) => void;
  error?: string;
}) {
  const t = useTranslations('gamificationPanel');
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const h = window.setTimeout(() => setDebounced(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(h);
  }, [term]);
  const lessons = useLessons(tenantId, debounced, true);
  const list = lessons.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium">{t('rewards.lesson')}</p>
      {value ? (
        <p className="mb-2 text-xs" data-testid="reward-lesson-selected">
          {t('rewards.lessonSelected', { title: title ?? value })}
        </p>
      ) : null}
      <input
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('rewards.lessonSearch')}
        aria-label={t('rewards.lessonSearch')}
        className={INPUT}
        data-testid="reward-lesson-search"
      />
      <div className="mt-2 max-h-[350px] overflow-y-auto">
        {lessons.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : lessons.isError && !lessons.data ? (
          <AutocompleteError onRetry={() => void lessons.refetch()} testId="reward-lesson-error" />
        ) : list.length === 0 ? (
          <p className="py-2 text-center text-sm opacity-70">{t('rewards.noLessons')}</p>
        ) : (
          <ul className="space-y-1">
            {list.map((l) => (
              <li key={l.id}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-white/5">
                  <input
                    type="radio"
                    name="reward-lesson"
                    checked={value === l.id}
                    onChange={() => onChange(l.id, l.title)}
                    data-testid="reward-lesson-option"
                  />
                  <span className="truncate">{truncate(l.title)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <AutocompleteSentinel
          pages={lessons}
          count={list.length}
          more={t('rewards.loadMore')}
          testId="reward-lesson-more"
        />
      </div>
      <FieldError testId="reward-lesson-error">{error}</FieldError>
    </div>
  );
}
