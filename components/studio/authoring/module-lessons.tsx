'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { ArrowRightLeft, Trash2 } from 'lucide-react';
import { SortableList, SortableRow } from '@/components/panel/sortable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/client/fetcher';
import {
  setLessonPublished,
  studioCourseApi,
  type StudioLessonRow,
  type StudioModuleRow,
} from '@/lib/client/studio-course-api';
import { toast } from '@/lib/client/toast';
import { lessonUrl } from '@/lib/course/urls';
import { LESSON_KINDS } from '@/lib/studio/schemas';
import type { DeleteTarget } from './delete-dialog';

const MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-white/10';

/**
 * One module's lessons in the course's edit mode (docs/adr/0406): reordered by drag or keyboard, moved to
 * another module with 'Mover para…' (the keyboard path of a move), published or back to draft, deleted,
 * and 'Nova aula' (title and kind), which opens the new lesson's page where its editor lives.
 */
export function ModuleLessons({
  tenantId,
  module: mod,
  modules,
  onChanged,
  onReorder,
  onRemove,
}: {
  tenantId: string;
  module: StudioModuleRow;
  modules: StudioModuleRow[];
  onChanged: () => void;
  onReorder: (lessons: StudioLessonRow[]) => void;
  onRemove: (target: DeleteTarget) => void;
}) {
  const t = useTranslations('studioCourse');
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<(typeof LESSON_KINDS)[number]>('video');
  const [busy, setBusy] = useState(false);
  const others = modules.filter((m) => m.id !== mod.id);
  const fail = (err: unknown) => toast.error(isApiError(err) && err.message ? err.message : t('saveFailed'));

  const create = async () => {
    setBusy(true);
    try {
      const lesson = await studioCourseApi.createLesson(mod.id, { title, kind });
      onChanged();
      router.push(lessonUrl(tenantId, lesson));
    } catch (err) {
      fail(err);
      setBusy(false);
    }
  };
  const move = async (lesson: StudioLessonRow, to: StudioModuleRow) => {
    try {
      await studioCourseApi.moveLesson(lesson.id, to.id);
      toast.success(t('structure.moved', { name: to.title }));
    } catch (err) {
      fail(err);
    }
    onChanged();
  };
  const publish = async (lesson: StudioLessonRow, on: boolean) => {
    try {
      await setLessonPublished(lesson.id, on);
    } catch (err) {
      fail(err);
    }
    onChanged();
  };

  return (
    <div className="flex basis-full flex-col gap-2 pl-8" data-testid="studio-module-lessons">
      {mod.lessons.length === 0 ? (
        <p className="text-sm opacity-60">{t('structure.emptyModule')}</p>
      ) : (
        <SortableList
          items={mod.lessons}
          getId={(l) => l.id}
          getLabel={(l) => l.title}
          onReorder={onReorder}
          className="flex flex-col gap-1"
          data-testid="studio-lesson-list"
          renderItem={(l) => (
            <SortableRow
              key={l.id}
              id={l.id}
              handleLabel={t('structure.lessonHandle', { name: l.title })}
              handleTestId="studio-lesson-handle"
              data-testid="studio-lesson-row"
              data-title={l.title}
              className="bg-black/20 py-1"
            >
              <a href={lessonUrl(tenantId, l)} className="min-w-0 flex-1 truncate text-sm hover:underline">
                {l.title}
              </a>
              <span className="text-xs opacity-60">{t(`kinds.${l.kind}`)}</span>
              {!l.published ? <Badge tone="muted">{t('draft')}</Badge> : null}
              <Switch
                aria-label={t('structure.publishToggle', { name: l.title })}
                checked={l.published}
                onCheckedChange={(on) => void publish(l, on)}
                data-testid="studio-lesson-published"
              />
              <DropdownMenu.Root>
                <DropdownMenu.Trigger
                  aria-label={t('structure.moveTo')}
                  data-testid="studio-lesson-move"
                  className="rounded p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <ArrowRightLeft aria-hidden className="h-4 w-4" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="end"
                    sideOffset={4}
                    className="z-[60] min-w-44 rounded-md border border-white/10 bg-surface-2 p-1 text-sm text-[var(--color-on-surface)] shadow-xl"
                  >
                    {others.length === 0 ? (
                      <DropdownMenu.Item disabled className={`${MENU_ITEM} opacity-60`}>
                        {t('structure.noOtherModule')}
                      </DropdownMenu.Item>
                    ) : (
                      others.map((m) => (
                        <DropdownMenu.Item
                          key={m.id}
                          className={MENU_ITEM}
                          data-testid="studio-lesson-move-to"
                          onSelect={() => void move(l, m)}
                        >
                          {t('structure.moveToModule', { name: m.title })}
                        </DropdownMenu.Item>
                      ))
                    )}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
              <button
                type="button"
                aria-label={`${t('delete')} ${l.title}`}
                data-testid="studio-lesson-delete"
                onClick={() => onRemove({ what: 'lessons', id: l.id, name: l.title })}
                className="rounded p-1.5 text-red-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </SortableRow>
          )}
        />
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy && title.trim()) void create();
        }}
      >
        <input
          aria-label={t('structure.lessonTitle')}
          placeholder={t('structure.lessonTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="studio-new-lesson-title"
          className="min-w-48 flex-1 rounded-md border border-white/20 bg-black/30 px-3 py-1.5 text-sm"
        />
        <select
          aria-label={t('fields.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
          data-testid="studio-new-lesson-kind"
          className="rounded-md border border-white/20 bg-black/30 px-2 py-1.5 text-sm"
        >
          {LESSON_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" disabled={busy || !title.trim()} data-testid="studio-new-lesson">
          {t('structure.newLesson')}
        </Button>
      </form>
    </div>
  );
}
