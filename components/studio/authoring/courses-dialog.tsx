'use client';

import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { studioCourseApi, type StudioCourseView } from '@/lib/client/studio-course-api';
import { courseUrl } from '@/lib/course/urls';
import { CourseFormDialog } from './course-form-dialog';
import { DeleteDialog, type DeleteTarget } from './delete-dialog';
import { LoadFailed, RowActions } from './form-parts';

/**
 * The home in edit mode (docs/adr/0404): 'Novo curso' opens the course form straight away; 'Cursos' lists
 * every course, drafts marked 'Rascunho', each with 'Editar' and 'Excluir'. A new course opens its page,
 * where its modules and lessons are arranged; every write refreshes the list and the page.
 */
export function HomeAuthoring({
  tenantId,
  mode,
  onClose,
}: {
  tenantId: string;
  mode: 'new' | 'list';
  onClose: () => void;
}) {
  const t = useTranslations('studioCourse');
  const router = useRouter();
  const [courses, setCourses] = useState<StudioCourseView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<StudioCourseView | 'new' | null>(mode === 'new' ? 'new' : null);
  const [removing, setRemoving] = useState<DeleteTarget | null>(null);

  const load = useCallback(() => {
    studioCourseApi
      .courses()
      .then((all) => {
        setFailed(false);
        setCourses(all);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    if (mode === 'list') load();
  }, [mode, load]);

  const saved = (course: StudioCourseView) => {
    const created = editing === 'new';
    setEditing(null);
    router.refresh();
    if (created) {
      onClose();
      router.push(courseUrl(tenantId, course.id));
    } else load();
  };

  const form = editing ? (
    <CourseFormDialog
      course={editing === 'new' ? null : editing}
      tenantId={tenantId}
      onClose={() => (mode === 'new' ? onClose() : setEditing(null))}
      onSaved={saved}
    />
  ) : null;
  if (mode === 'new') return form;

  return (
    <>
      <Dialog open={!editing && !removing} onOpenChange={(o) => !o && onClose()}>
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" data-testid="studio-courses-dialog">
          <DialogHeader>
            <DialogTitle>{t('coursesTitle')}</DialogTitle>
            <DialogDescription>{t('coursesHint')}</DialogDescription>
          </DialogHeader>
          <Button className="self-start" onClick={() => setEditing('new')} data-testid="studio-courses-new">
            {t('newCourse')}
          </Button>
          {failed ? (
            <LoadFailed onRetry={load} />
          ) : !courses ? null : courses.length === 0 ? (
            <p className="text-sm opacity-70">{t('noCourses')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2" data-testid="studio-course-list">
              {courses.map((c) => (
                <li
                  key={c.id}
                  data-testid="studio-course-row"
                  className="flex items-center gap-3 rounded-md border border-white/10 bg-surface-2 p-2"
                >
                  {c.cover_url ? (
                    // eslint-disable-next-line @next/next/no-img-element -- tenant uploads, any host
                    <img src={c.cover_url} alt="" className="aspect-video w-20 rounded object-cover" />
                  ) : (
                    <span className="aspect-video w-20 rounded bg-white/5" />
                  )}
                  <a
                    href={courseUrl(tenantId, c.id)}
                    className="min-w-0 flex-1 truncate font-medium hover:underline"
                  >
                    {c.title}
                  </a>
                  {!c.published ? <Badge tone="muted">{t('draft')}</Badge> : null}
                  <RowActions
                    testId="studio-course"
                    onEdit={() => setEditing(c)}
                    onDelete={() => setRemoving({ what: 'courses', id: c.id, name: c.title })}
                  />
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      {form}
      <DeleteDialog
        target={removing}
        onClose={() => setRemoving(null)}
        onDeleted={() => {
          router.refresh();
          load();
        }}
      />
    </>
  );
}
