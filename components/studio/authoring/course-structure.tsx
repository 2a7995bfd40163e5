'use client';

import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SortableList, SortableRow } from '@/components/panel/sortable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/client/fetcher';
import {
  studioCourseApi,
  type StudioLessonRow,
  type StudioModuleRow,
  type StudioTree,
} from '@/lib/client/studio-course-api';
import { toast } from '@/lib/client/toast';
import { CourseFormDialog } from './course-form-dialog';
import { DeleteDialog, type DeleteTarget } from './delete-dialog';
import { LoadFailed, RowActions } from './form-parts';
import { ModuleFormDialog } from './module-form-dialog';
import { ModuleLessons } from './module-lessons';

/**
 * The course page in edit mode (docs/adr/0404, 0406): 'Editar curso' (the course form), and the course's
 * modules with their lessons, drafts included: 'Novo módulo', modules and lessons reordered by drag or
 * keyboard, lessons moved between modules, modules edited and deleted. Every write reads the tree again
 * and refreshes the page under it, so the student view the editor sees stays true.
 */
export function CourseAuthoring({
  tenantId,
  courseId,
  mode,
  onClose,
}: {
  tenantId: string;
  courseId: string;
  mode: 'course' | 'structure';
  onClose: () => void;
}) {
  const t = useTranslations('studioCourse');
  const router = useRouter();
  const [tree, setTree] = useState<StudioTree | null>(null);
  const [failed, setFailed] = useState(false);
  const [editingModule, setEditingModule] = useState<StudioModuleRow | null>(null);
  const [removing, setRemoving] = useState<DeleteTarget | null>(null);
  const [moduleTitle, setModuleTitle] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    studioCourseApi
      .tree(courseId)
      .then((next) => {
        setFailed(false);
        setTree(next);
      })
      .catch(() => setFailed(true));
  }, [courseId]);
  useEffect(load, [load]);
  const changed = () => {
    load();
    router.refresh();
  };
  const fail = (err: unknown) => toast.error(isApiError(err) && err.message ? err.message : t('saveFailed'));

  const reorderModules = async (next: StudioModuleRow[]) => {
    setTree((cur) => (cur ? { ...cur, modules: next } : cur));
    try {
      await studioCourseApi.reorderModules(
        courseId,
        next.map((m) => m.id),
      );
    } catch (err) {
      fail(err);
    }
    changed();
  };
  const reorderLessons = async (mod: StudioModuleRow, next: StudioLessonRow[]) => {
    setTree((cur) =>
      cur
        ? { ...cur, modules: cur.modules.map((m) => (m.id === mod.id ? { ...m, lessons: next } : m)) }
        : cur,
    );
    try {
      await studioCourseApi.reorderLessons(
        mod.id,
        next.map((l) => l.id),
      );
    } catch (err) {
      fail(err);
    }
    changed();
  };
  const addModule = async () => {
    setBusy(true);
    try {
      await studioCourseApi.createModule(courseId, moduleTitle);
      setModuleTitle('');
      changed();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  if (mode === 'course')
    return tree ? (
      <CourseFormDialog
        course={tree.course}
        onClose={onClose}
        onSaved={() => {
          onClose();
          router.refresh();
        }}
      />
    ) : null;

  return (
    <section
      className="mx-auto mb-8 max-w-6xl rounded-lg border border-white/10 bg-surface-2/60 p-4 md:px-6"
      data-testid="studio-structure"
      aria-label={t('structure.title')}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t('structure.title')}</h2>
          <p className="text-xs opacity-70">{t('structure.hint')}</p>
        </div>
        <Button size="sm" variant="secondary" onClick={onClose} data-testid="studio-structure-close">
          {t('close')}
        </Button>
      </div>
      {failed ? (
        <LoadFailed onRetry={load} />
      ) : !tree ? null : tree.modules.length === 0 ? (
        <p className="text-sm opacity-70">{t('structure.noModules')}</p>
      ) : (
        <SortableList
          items={tree.modules}
          getId={(m) => m.id}
          getLabel={(m) => m.title}
          onReorder={(next) => void reorderModules(next)}
          className="flex flex-col gap-3"
          data-testid="studio-module-list"
          renderItem={(m) => (
            <SortableRow
              key={m.id}
              id={m.id}
              handleLabel={t('structure.moduleHandle', { name: m.title })}
              handleTestId="studio-module-handle"
              data-testid="studio-module-row"
              data-title={m.title}
              className="flex-wrap"
            >
              <span className="min-w-0 flex-1 truncate font-medium">{m.title}</span>
              {!m.published ? <Badge tone="muted">{t('draft')}</Badge> : null}
              <RowActions
                testId="studio-module"
                onEdit={() => setEditingModule(m)}
                onDelete={() => setRemoving({ what: 'modules', id: m.id, name: m.title })}
              />
              <ModuleLessons
                tenantId={tenantId}
                module={m}
                modules={tree.modules}
                onChanged={changed}
                onReorder={(next) => void reorderLessons(m, next)}
                onRemove={setRemoving}
              />
            </SortableRow>
          )}
        />
      )}
      <form
        className="mt-4 flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy && moduleTitle.trim()) void addModule();
        }}
      >
        <input
          aria-label={t('structure.moduleTitle')}
          placeholder={t('structure.moduleTitle')}
          value={moduleTitle}
          onChange={(e) => setModuleTitle(e.target.value)}
          data-testid="studio-new-module-title"
          className="min-w-48 flex-1 rounded-md border border-white/20 bg-black/30 px-3 py-1.5 text-sm"
        />
        <Button
          type="submit"
          size="sm"
          disabled={busy || !moduleTitle.trim()}
          data-testid="studio-new-module"
        >
          {t('structure.newModule')}
        </Button>
      </form>
      {editingModule ? (
        <ModuleFormDialog
          module={editingModule}
          onClose={() => setEditingModule(null)}
          onSaved={() => {
            setEditingModule(null);
            changed();
          }}
        />
      ) : null}
      <DeleteDialog target={removing} onClose={() => setRemoving(null)} onDeleted={changed} />
    </section>
  );
}
