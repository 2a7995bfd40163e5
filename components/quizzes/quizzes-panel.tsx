'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { DropdownMenu } from 'radix-ui';
import { MoreVertical, Pencil, Plus, Settings, Trash2 } from 'lucide-react';
import type { PanelProps } from '@/components/panel/types';
import { SectionHeader } from '@/components/panel/section-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { TQuiz } from '@/lib/quizzes/schemas';
import { quizConfigHref } from '@/lib/quizzes/urls';
import { QuizFormDialog } from './quiz-form-dialog';
import { useDeleteQuiz, useQuizList } from './use-quizzes';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-white/10';

/** Minhas avaliações: the list, the create/edit modal, 'Configurar' and delete with confirmation. */
export default function QuizzesPanel({ tenantId, onBack, onClose }: PanelProps) {
  const t = useTranslations('quizzes');
  const router = useRouter();
  const list = useQuizList(tenantId);
  const remove = useDeleteQuiz(tenantId);
  const [form, setForm] = useState<{ quiz: TQuiz | null } | null>(null);
  const [toDelete, setToDelete] = useState<TQuiz | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t('deleted'));
        setToDelete(null);
      },
      onError: () => toast.error(t('deleteFailed')),
    });
  };

  let body;
  if (list.isPending) {
    body = (
      <div className="space-y-2" data-testid="quizzes-loading">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className="space-y-3 text-sm" data-testid="quizzes-error">
        <p className="text-red-300">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <p
        className="rounded-md border border-dashed border-white/20 p-6 text-center text-sm opacity-80"
        data-testid="quizzes-empty"
      >
        {t('empty')}
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2" data-testid="quizzes-list">
        {list.data.map((q) => (
          <li
            key={q.id}
            data-testid="quiz-item"
            className="flex items-center gap-2 rounded-md border border-white/10 px-3 py-2"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={q.name} data-testid="quiz-item-name">
                {q.name}
              </p>
              <p className="text-xs opacity-70">
                <span data-testid="quiz-item-type">{t(`type_${q.type}`)}</span>
                {' · '}
                <span data-testid="quiz-item-published">
                  {!q.published
                    ? t('unpublished')
                    : q.question_count === 0
                      ? t('hiddenUntilQuestions')
                      : t('published')}
                </span>
                {' · '}
                {t('questionCount', { count: q.question_count })}
              </p>
            </div>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                aria-label={t('menu', { name: q.name })}
                data-testid="quiz-item-menu"
                className="rounded p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <MoreVertical aria-hidden className="h-4 w-4" />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  sideOffset={4}
                  className="z-[60] min-w-36 rounded-md border border-white/10 bg-surface-2 p-1 text-sm text-[var(--color-on-surface)] shadow-xl"
                >
                  <DropdownMenu.Item
                    data-testid="quiz-item-configure"
                    onSelect={() => {
                      // the drawer closes: the configuration is a page of its own
                      onClose();
                      router.push(quizConfigHref(q));
                    }}
                    className={ITEM}
                  >
                    <Settings aria-hidden className="h-4 w-4" />
                    {t('configure')}
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    data-testid="quiz-item-edit"
                    onSelect={() => setForm({ quiz: q })}
                    className={ITEM}
                  >
                    <Pencil aria-hidden className="h-4 w-4" />
                    {t('edit')}
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    data-testid="quiz-item-remove"
                    onSelect={() => setToDelete(q)}
                    className={`${ITEM} text-red-300`}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                    {t('remove')}
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section data-testid="quizzes-panel">
      <SectionHeader
        backTestId="quizzes-back"
        title={t('panelTitle')}
        onBack={onBack}
        action={
          <Button size="sm" onClick={() => setForm({ quiz: null })} data-testid="quiz-new">
            <Plus aria-hidden className="h-4 w-4" />
            {t('new')}
          </Button>
        }
      />
      {body}
      <QuizFormDialog
        tenantId={tenantId}
        quiz={form?.quiz ?? null}
        open={!!form}
        onClose={() => setForm(null)}
      />
      <Dialog open={!!toDelete} onOpenChange={(o) => !o && !remove.isPending && setToDelete(null)}>
        <DialogContent data-testid="quiz-delete-dialog">
          <DialogHeader>
            <DialogTitle>{t('deleteTitle')}</DialogTitle>
            <DialogDescription>{t('deleteText', { name: toDelete?.name ?? '' })}</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              {t('deleteNo')}
            </Button>
            <Button
              variant="danger"
              onClick={confirmDelete}
              disabled={remove.isPending}
              data-testid="quiz-delete-confirm"
            >
              {t('deleteYes')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
