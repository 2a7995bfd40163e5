'use client';

import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { toastSaveFailed } from './save-failed';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { renumbered, SortableList, SortableRow } from '@/components/panel/sortable-list';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { quizApi } from '@/lib/client/quiz-api';
import type { TEditorQuestion, TQuestion, TQuizDetail } from '@/lib/quizzes/schemas';
import { useInvalidateQuizzes, useQuizDetail } from '../use-quizzes';
import { AccessForm } from './access-form';
import { ProfilesSection } from './profiles-section';
import { QuestionForm } from './question-form';

/** /quiz?id&type: the quiz configuration (questions, profiles, lesson, products, published). */
export function QuizEditor({ tenantId, quizId }: { tenantId: string; quizId: string }) {
  const t = useTranslations('quizzes');
  const detail = useQuizDetail(quizId);
  const invalidate = useInvalidateQuizzes(tenantId);
  const refresh = () => invalidate(quizId);

  if (detail.isPending)
    return (
      <div className="space-y-3" data-testid="quiz-editor-loading" aria-busy="true">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (detail.isError)
    return (
      <div role="alert" className="space-y-3" data-testid="quiz-editor-error">
        <p className="text-red-300">{t('editorLoadError')}</p>
        <Button variant="secondary" onClick={() => detail.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const quiz = detail.data;
  return (
    <div className="space-y-8" data-testid="quiz-editor">
      <Header quiz={quiz} tenantId={tenantId} onSaved={refresh} />
      {quiz.type === 'comportamental' ? <ProfilesSection quiz={quiz} onSaved={refresh} /> : null}
      <Questions quiz={quiz} onSaved={refresh} />
      <AccessForm tenantId={tenantId} quiz={quiz} onSaved={refresh} />
    </div>
  );
}

function Header({ quiz, tenantId, onSaved }: { quiz: TQuizDetail; tenantId: string; onSaved: () => void }) {
  const t = useTranslations('quizzes');
  const [busy, setBusy] = useState(false);
  const togglePublished = async (on: boolean) => {
    setBusy(true);
    try {
      await quizApi.update(quiz.id, {
        name: quiz.name,
        tenant_id: tenantId,
        type: quiz.type,
        goal: quiz.goal,
        published: on ? 1 : 0,
        repeat: quiz.repeat,
        stopwatch: quiz.stopwatch,
        time_limit: quiz.time_limit,
      });
      toast.success(t('updated'));
      onSaved();
    } catch {
      toast.error(t('updateFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <header className="space-y-3">
      <AppLink
        href="/homepage"
        className="inline-flex items-center gap-1 text-sm opacity-80 hover:opacity-100"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t('back')}
      </AppLink>
      <p className="text-sm opacity-70">{t('editorTitle')}</p>
      <h1 className="text-2xl font-bold break-words" data-testid="quiz-editor-name">
        {quiz.name}
      </h1>
      <p className="text-sm opacity-80">
        {t(`type_${quiz.type}`)}
        {quiz.type === 'comun' ? ` · ${t('goalLine', { goal: quiz.goal })}` : ''}
      </p>
      <div className="flex items-center gap-3">
        <Switch
          id="quiz-editor-published"
          checked={quiz.published === 1}
          disabled={busy}
          onCheckedChange={togglePublished}
          data-testid="quiz-editor-published"
        />
        <label htmlFor="quiz-editor-published" className="text-sm">
          {t('publishedLabel')}
        </label>
      </div>
    </header>
  );
}

function Questions({ quiz, onSaved }: { quiz: TQuizDetail; onSaved: () => void }) {
  const t = useTranslations('quizzes');
  const [editing, setEditing] = useState<TEditorQuestion | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<TEditorQuestion[] | null>(null);
  const items = order ?? quiz.questions;
  const reorder = async (next: TEditorQuestion[]) => {
    setOrder(next);
    try {
      await quizApi.reorder(
        quiz.id,
        next.map((q) => q.id),
      );
      toast.success(t('orderSaved'));
      onSaved();
    } catch {
      toastSaveFailed(t);
    } finally {
      setOrder(null);
    }
  };

  const save = async (body: TQuestion) => {
    setBusy(true);
    try {
      await quizApi.saveQuestion(quiz.id, editing && editing !== 'new' ? editing.id : null, body);
      toast.success(t('questionSaved'));
      setEditing(null);
      onSaved();
    } catch (err) {
      toastSaveFailed(t, err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (q: TEditorQuestion) => {
    try {
      await quizApi.removeQuestion(quiz.id, q.id);
      toast.success(t('questionDeleted'));
      onSaved();
    } catch {
      toastSaveFailed(t);
    }
  };

  return (
    <section className="space-y-3" data-testid="quiz-questions">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('questions')}</h2>
        <Button
          size="sm"
          onClick={() => setEditing('new')}
          disabled={editing !== null}
          data-testid="question-new"
        >
          <Plus aria-hidden className="h-4 w-4" />
          {t('addQuestion')}
        </Button>
      </div>
      {items.length === 0 && editing === null ? (
        <p
          className="rounded-md border border-dashed border-white/20 p-6 text-center text-sm opacity-80"
          data-testid="questions-empty"
        >
          {t('noQuestions')}
        </p>
      ) : null}
      <SortableList
        as="ol"
        items={items}
        getId={(q) => q.id}
        getLabel={(q) => q.text}
        onReorder={(next) => void reorder(renumbered(next))}
        className="space-y-2"
        data-testid="question-list"
        renderItem={(q, i) =>
          editing !== 'new' && editing?.id === q.id ? (
            <li key={q.id}>
              <QuestionForm
                type={quiz.type}
                profiles={quiz.profiles}
                question={q}
                busy={busy}
                onSave={save}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <QuestionRow key={q.id} q={q} n={i + 1} onEdit={() => setEditing(q)} onRemove={() => remove(q)} />
          )
        }
      />
      {editing === 'new' ? (
        <QuestionForm
          type={quiz.type}
          profiles={quiz.profiles}
          question={null}
          busy={busy}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function QuestionRow({
  q,
  n,
  onEdit,
  onRemove,
}: {
  q: TEditorQuestion;
  n: number;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations('quizzes');
  return (
    <SortableRow
      id={q.id}
      handleLabel={t('dragHandle')}
      handleTestId="question-drag"
      data-testid="question-row"
      className="items-start"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs opacity-70">{t('questionN', { n })}</p>
        <p className="text-sm font-medium break-words" data-testid="question-row-text">
          {q.text}
        </p>
        <p className="text-xs opacity-70">
          {q.options.map((o) => (o.correct ? `✓ ${o.text}` : o.text)).join(' · ')}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('editQuestion', { n })}
        onClick={onEdit}
        data-testid="question-edit"
      >
        <Pencil aria-hidden className="h-4 w-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('deleteQuestion', { n })}
        onClick={onRemove}
        data-testid="question-delete"
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </Button>
    </SortableRow>
  );
}
