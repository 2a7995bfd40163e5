'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { toastSaveFailed } from './save-failed';
import { AutocompleteError, AutocompleteSentinel } from '@/components/ui/autocomplete-sentinel';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useActiveProducts } from '@/lib/client/gamification-api';
import { quizApi } from '@/lib/client/quiz-api';
import { useLessons } from '@/lib/client/showcase-api';
import type { TQuizDetail } from '@/lib/quizzes/schemas';
import { INPUT } from './question-form';

const SEARCH_DEBOUNCE_MS = 500; // SPEC 9

/** Where the quiz shows (one lesson, optional) and which products may take it (none = every member). */
export function AccessForm({
  tenantId,
  quiz,
  onSaved,
}: {
  tenantId: string;
  quiz: TQuizDetail;
  onSaved: () => void;
}) {
  const t = useTranslations('quizzes');
  const [lesson, setLesson] = useState<{ id: string; title: string } | null>(quiz.lesson);
  const [products, setProducts] = useState<string[]>(quiz.product_ids);
  const [listed, setListed] = useState(quiz.listed);
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const h = window.setTimeout(() => setDebounced(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(h);
  }, [term]);
  const lessons = useLessons(tenantId, debounced, true);
  const productList = useActiveProducts(tenantId);
  const lessonList = lessons.data?.pages.flatMap((p) => p.data) ?? [];

  const save = async () => {
    setBusy(true);
    try {
      await quizApi.access(quiz.id, { lesson_id: lesson?.id ?? null, product_ids: products, listed });
      toast.success(t('accessSaved'));
      onSaved();
    } catch (err) {
      toastSaveFailed(t, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-4" data-testid="quiz-access">
      <h2 className="text-lg font-semibold">{t('access')}</h2>
      <div>
        <p className="mb-1 text-sm font-medium">{t('lesson')}</p>
        <p className="mb-2 text-sm opacity-80" data-testid="quiz-lesson-selected">
          {lesson ? lesson.title : t('noLesson')}
        </p>
        <input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          aria-label={t('lesson')}
          className={INPUT}
          data-testid="quiz-lesson-search"
        />
        <ul className="mt-2 max-h-[350px] space-y-1 overflow-y-auto">
          <li>
            <label className="flex items-center gap-2 rounded px-2 py-1 text-sm">
              <input type="radio" name="quiz-lesson" checked={!lesson} onChange={() => setLesson(null)} />
              {t('noLesson')}
            </label>
          </li>
          {lessons.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : (
            lessonList.map((l) => (
              <li key={l.id}>
                <label className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-white/5">
                  <input
                    type="radio"
                    name="quiz-lesson"
                    checked={lesson?.id === l.id}
                    onChange={() => setLesson({ id: l.id, title: l.title })}
                    data-testid="quiz-lesson-option"
                  />
                  <span className="truncate">{l.title}</span>
                </label>
              </li>
            ))
          )}
          {lessons.isError && !lessons.data && (
            <li>
              <AutocompleteError onRetry={() => void lessons.refetch()} testId="quiz-lesson-error" />
            </li>
          )}
          {lessons.hasNextPage && (
            <li>
              <AutocompleteSentinel
                pages={lessons}
                count={lessonList.length}
                more={t('lessonsMore')}
                testId="quiz-lesson-more"
              />
            </li>
          )}
        </ul>
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={`quiz-listed-${quiz.id}`} className="text-sm font-medium">
            {t('listed')}
          </label>
          <p className="text-xs opacity-70">{t('listedHint')}</p>
        </div>
        <Switch
          id={`quiz-listed-${quiz.id}`}
          checked={listed}
          onCheckedChange={setListed}
          data-testid="quiz-listed"
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('products')}</legend>
        <p className="mb-2 text-xs opacity-70">{t('allMembers')}</p>
        {productList.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <ul className="space-y-1">
            {(productList.data ?? []).map((p) => (
              <li key={p.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={products.includes(p.id)}
                    onChange={(e) =>
                      setProducts((cur) =>
                        e.target.checked ? [...cur, p.id] : cur.filter((x) => x !== p.id),
                      )
                    }
                    data-testid="quiz-product"
                  />
                  {p.title}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Button onClick={save} disabled={busy} data-testid="quiz-access-save">
        {t('saveAccess')}
      </Button>
    </section>
  );
}
