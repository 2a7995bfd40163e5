'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FileText, Loader2, Paperclip, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';
import { acceptAttribute, MB, UPLOAD_KINDS } from '@/lib/server/storage/kinds';
import { studioAttachmentPath, studioLessonPath, type EditorAttachment } from './lesson-editor-form';

// 'Materiais' (issue 46): files up to 200 MB each, sent straight to the store with progress (the
// lesson-material upload kind), then attached to the lesson. Each add and removal is saved at once: a
// file already in the store is not a draft (docs/adr/0410). Members get them as download links once the
// lesson is released (components/course/lesson-content.tsx).

const MAX_BYTES = UPLOAD_KINDS['lesson-material'].maxBytes;

const sizeText = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function LessonMaterials({ lessonId, initial }: { lessonId: string; initial: EditorAttachment[] }) {
  const t = useTranslations('studioLesson');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState(initial);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) return setError(t('materialTooLarge', { n: MAX_BYTES / MB }));
    setSending({ name: file.name, percent: 0 });
    try {
      const view = await uploadFile({
        kind: 'lesson-material',
        file,
        filename: file.name,
        onProgress: (percent) => setSending({ name: file.name, percent }),
        fallbackMessage: t('materialFailed'),
      });
      const { data } = await apiFetch<{ data: EditorAttachment }>(
        `${studioLessonPath(lessonId)}/attachments`,
        { method: 'POST', body: { name: file.name, url: view.url, size_bytes: file.size } },
        t('materialFailed'),
      );
      setItems((list) => [...list, data]);
      toast.success(t('materialAdded'));
      router.refresh();
    } catch (err) {
      setError(isApiError(err) && err.message ? err.message : t('materialFailed'));
    } finally {
      setSending(null);
    }
  }

  async function remove(a: EditorAttachment) {
    setError(null);
    try {
      await apiFetch(studioAttachmentPath(a.id), { method: 'DELETE' }, t('materialFailed'));
      setItems((list) => list.filter((x) => x.id !== a.id));
      toast.success(t('materialRemoved'));
      router.refresh();
    } catch (err) {
      setError(isApiError(err) && err.message ? err.message : t('materialFailed'));
    }
  }

  return (
    <section
      className="flex flex-col gap-2"
      data-testid="lesson-editor-materials"
      aria-label={t('materials')}
    >
      <h3 className="text-sm font-medium">{t('materials')}</h3>
      {items.length === 0 ? <p className="text-xs opacity-70">{t('materialsEmpty')}</p> : null}
      <ul className="flex flex-col gap-1">
        {items.map((a) => (
          <li
            key={a.id}
            className="flex items-center gap-2 rounded-md bg-black/30 px-3 py-2 text-sm"
            data-testid="lesson-editor-material"
          >
            <FileText aria-hidden className="h-4 w-4 shrink-0" />
            <a href={a.url} className="min-w-0 flex-1 truncate underline" download>
              {a.name}
            </a>
            <span className="text-xs opacity-70">{sizeText(a.size_bytes)}</span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('materialRemove', { name: a.name })}
              onClick={() => void remove(a)}
              data-testid="lesson-editor-material-remove"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ul>
      {sending ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="lesson-material-progress">
          <span className="flex items-center gap-2">
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
            {t('materialSending', { name: sending.name, percent: sending.percent })}
          </span>
          <progress max={100} value={sending.percent} className="h-2 w-full" aria-label={sending.name} />
        </div>
      ) : (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => input.current?.click()}
            data-testid="lesson-material-add"
          >
            <Paperclip aria-hidden className="h-4 w-4" />
            {t('materialAdd')}
          </Button>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={acceptAttribute('lesson-material')}
        className="sr-only"
        aria-label={t('materialAdd')}
        data-testid="lesson-material-input"
        onChange={(e) => {
          void add(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-400" data-testid="lesson-material-error">
          {error}
        </p>
      ) : null}
      <p className="text-xs opacity-70">{t('materialsHint', { n: MAX_BYTES / MB })}</p>
    </section>
  );
}
