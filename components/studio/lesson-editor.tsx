'use client';

import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import { ImageField } from '@/components/banners/media-fields';
import { RichTextEditor } from '@/components/frame/rich-text-editor';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Switch } from '@/components/ui/switch';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';
import { STUDIO_TITLE_MAX } from '@/lib/studio/schemas';
import {
  fieldErrors,
  formOf,
  patchOf,
  studioLessonPath,
  type EditorLesson,
  type LessonForm,
  type LessonKind,
} from './lesson-editor-form';
import { DiscardDialog, LessonDuration, LessonVideoButton } from './lesson-editor-parts';
import { LessonMaterials } from './lesson-materials';
import { LessonPreviewPicker } from './lesson-preview-picker';
import { LessonReleaseField } from './lesson-release-field';
import { FieldError, INPUT_CLASS } from './studio-field';

// 'Editar aula' (issue 46, docs/adr/0410): the lesson's editor in a side sheet over the live lesson page,
// editors only, loaded on intent (lesson-video-control.tsx). Saving sends one PATCH, keeps the sheet open
// and refreshes the page under it; the server's field messages (translated) appear on their fields.
// Closing with unsaved changes asks first. 'Materiais' and 'Vídeo da aula' save on their own.

const fetchLesson = async (id: string) => (await apiFetch<{ data: EditorLesson }>(studioLessonPath(id))).data;

const KINDS: LessonKind[] = ['video', 'audio', 'text'];
const COVER = { width: 1280, height: 720, aspect: 16 / 9 };

export function LessonEditor({ lessonId, onClose }: { lessonId: string; onClose: () => void }) {
  const t = useTranslations('studioLesson');
  const router = useRouter();
  const id = useId();
  const [lesson, setLesson] = useState<EditorLesson | null>(null);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState<LessonForm | null>(null);
  const [form, setForm] = useState<LessonForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const take = useCallback((data: EditorLesson, init: boolean) => {
    setLesson(data);
    if (!init) return;
    setForm(formOf(data));
    setSaved(formOf(data));
  }, []);

  useEffect(() => {
    let live = true;
    fetchLesson(lessonId)
      .then((data) => live && take(data, true))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lessonId, take]);

  async function retry() {
    setFailed(false);
    try {
      take(await fetchLesson(lessonId), !form);
    } catch {
      setFailed(true);
    }
  }

  const dirty = useMemo(
    () => !!form && !!saved && JSON.stringify(form) !== JSON.stringify(saved),
    [form, saved],
  );

  // a reload or a closed tab with unsaved changes asks the browser's question
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = (patch: Partial<LessonForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const close = () => (dirty ? setAsking(true) : onClose());

  async function save() {
    if (!form || !lesson) return;
    setSaving(true);
    setErrors({});
    try {
      const { data } = await apiFetch<{ data: EditorLesson }>(studioLessonPath(lessonId), {
        method: 'PATCH',
        body: patchOf(form, lesson.duration_from_file),
      });
      setLesson(data);
      setForm(formOf(data));
      setSaved(formOf(data));
      toast.success(t('saved'));
      router.refresh();
    } catch (err) {
      const fields = isApiError(err) ? fieldErrors(err.fields) : {};
      setErrors(fields);
      if (!Object.keys(fields).length)
        toast.error(isApiError(err) && err.message ? err.message : t('saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  // after 'Vídeo da aula' the duration may have been read from the file
  async function videoClosed() {
    const data = await fetchLesson(lessonId).catch(() => null);
    if (!data) return;
    setLesson(data);
    if (!data.duration_from_file) return;
    const { minutes, seconds } = formOf(data);
    setForm((f) => (f ? { ...f, minutes, seconds } : f));
    setSaved((f) => (f ? { ...f, minutes, seconds } : f));
  }

  return (
    <Sheet open onOpenChange={(o) => !o && close()}>
      <SheetContent
        side="right"
        className="w-full max-w-xl overflow-y-auto p-6 sm:w-[36rem]"
        data-testid="lesson-editor"
        aria-describedby={`${id}-desc`}
      >
        <SheetTitle className="text-lg font-semibold">{t('title')}</SheetTitle>
        <SheetDescription id={`${id}-desc`} className="mb-4 text-sm opacity-70">
          {t('description')}
        </SheetDescription>
        {failed ? (
          <div className="flex flex-col items-start gap-2" role="alert">
            <p className="text-sm">{t('loadFailed')}</p>
            <Button size="sm" variant="secondary" onClick={() => void retry()}>
              {t('retry')}
            </Button>
          </div>
        ) : !form || !lesson ? (
          <p className="flex items-center gap-2 text-sm" role="status">
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
            {t('loading')}
          </p>
        ) : (
          <form
            className="flex flex-col gap-5"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('fieldTitle')}
              <input
                className={INPUT_CLASS}
                value={form.title}
                maxLength={STUDIO_TITLE_MAX}
                onChange={(e) => set({ title: e.target.value })}
                aria-invalid={!!errors.title}
                data-testid="lesson-editor-title"
              />
              <FieldError text={errors.title} testId="lesson-editor-title-error" />
            </label>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{t('kind')}</legend>
              <div className="flex flex-wrap gap-4">
                {KINDS.map((k) => (
                  <label key={k} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`${id}-kind`}
                      checked={form.kind === k}
                      onChange={() => set({ kind: k })}
                      data-testid={`lesson-kind-${k}`}
                    />
                    {t(`kinds.${k}`)}
                  </label>
                ))}
              </div>
              <FieldError text={errors.kind} testId="lesson-editor-kind-error" />
              {form.kind !== 'text' ? (
                <LessonVideoButton lessonId={lessonId} value={lesson.media_url} onClosed={videoClosed} />
              ) : null}
            </fieldset>
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium">{t('body')}</span>
              <RichTextEditor
                value={form.body}
                onChange={(body) => set({ body })}
                label={t('body')}
                testId="lesson-editor-body"
              />
              <FieldError text={errors.body} testId="lesson-editor-body-error" />
            </div>
            <ImageField
              id="lesson-cover"
              label={t('cover')}
              value={form.thumbnail_url}
              onChange={(url) => set({ thumbnail_url: url })}
              onBusy={setBusy}
              crop={COVER}
              upload={async (file, onProgress) =>
                (
                  await uploadFile({
                    kind: 'lesson-image',
                    file,
                    filename: file.name,
                    onProgress,
                    fallbackMessage: t('coverFailed'),
                  })
                ).url
              }
            />
            <FieldError text={errors.thumbnail_url} testId="lesson-editor-cover-error" />
            <LessonDuration
              form={form}
              set={set}
              fromFile={lesson.duration_from_file}
              error={errors.duration}
            />
            <LessonReleaseField form={form} set={set} error={errors.release} />
            <label className="flex items-center gap-3 text-sm">
              <Switch
                checked={form.published}
                onCheckedChange={(published) => set({ published })}
                data-testid="lesson-editor-published"
              />
              {form.published ? t('published') : t('draft')}
            </label>
            <div className="sticky bottom-0 -mx-6 flex items-center gap-3 border-t border-white/10 bg-surface-2 px-6 py-3">
              <Button type="submit" disabled={saving || busy || !dirty} data-testid="lesson-editor-save">
                {saving ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
                {saving ? t('saving') : t('save')}
              </Button>
              {dirty ? <span className="text-xs opacity-70">{t('unsaved')}</span> : null}
            </div>
          </form>
        )}
        {lesson ? (
          <div className="mt-6 flex flex-col gap-6 border-t border-white/10 pt-6">
            <LessonMaterials lessonId={lessonId} initial={lesson.attachments} />
            <LessonPreviewPicker />
          </div>
        ) : null}
      </SheetContent>
      <DiscardDialog open={asking} onKeep={() => setAsking(false)} onDiscard={onClose} />
    </Sheet>
  );
}
