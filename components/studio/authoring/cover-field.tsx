'use client';

import { useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { ImagePlus, Trash2 } from 'lucide-react';
import { CropDialog } from '@/components/panel/crop-dialog';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/client/fetcher';
import { cropToFile, toDisplayable } from '@/lib/client/image-crop';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';
import { acceptAttribute } from '@/lib/server/storage/kinds';

// A course or module cover (docs/adr/0404): picked, cropped to 16:9 in the panels' crop dialog, encoded
// as WebP and uploaded through the presign flow (kind 'lesson-image', 5 MB); the field holds the
// stored file's address, which the studio saves as cover_url.
const COVER = { width: 1280, height: 720 } as const;
const KIND = 'lesson-image' as const;

export function CoverField({
  value,
  onChange,
  onBusyChange,
  testId,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  testId: string;
}) {
  const t = useTranslations('studioCourse');
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    if (src) URL.revokeObjectURL(src);
    setSrc(null);
    setOpen(false);
  };
  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    try {
      const image = await toDisplayable(file, 'webp');
      if (src) URL.revokeObjectURL(src);
      setSrc(URL.createObjectURL(image));
    } catch {
      toast.error(t('cover.uploadFailed'));
    }
  };
  const save = async (area: Area) => {
    if (!src) return;
    onBusyChange(true);
    setProgress(0);
    try {
      const file = await cropToFile(src, area, { ...COVER, format: 'webp' }, 'capa');
      const done = await uploadFile({
        kind: KIND,
        file,
        filename: file.name,
        onProgress: setProgress,
        fallbackMessage: t('cover.uploadFailed'),
      });
      onChange(done.url);
      close();
    } catch (err) {
      toast.error(isApiError(err) && err.message ? err.message : t('cover.uploadFailed'));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <span className="text-sm font-medium">{t('fields.cover')}</span>
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- a tenant upload, any host
        <img
          src={value}
          alt={t('cover.alt')}
          className="aspect-video w-full max-w-xs rounded-md object-cover"
          data-testid={`${testId}-preview`}
        />
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid={`${testId}-add`}>
          <ImagePlus aria-hidden className="h-4 w-4" />
          {value ? t('cover.change') : t('cover.add')}
        </Button>
        {value ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange(null)}
            data-testid={`${testId}-remove`}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('cover.remove')}
          </Button>
        ) : null}
      </div>
      <CropDialog
        src={src}
        open={open}
        output={COVER}
        title={t('cover.modalTitle')}
        description={t('cover.hint')}
        confirmLabel={t('save')}
        cancelLabel={t('cancel')}
        busy={progress !== null}
        progress={progress}
        onCancel={close}
        onConfirm={(area) => void save(area)}
        testIds={{
          dialog: `${testId}-crop`,
          confirm: `${testId}-crop-save`,
          cancel: `${testId}-crop-cancel`,
        }}
        areaClassName="h-56"
        placeholder={
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="flex h-full w-full flex-col items-center justify-center gap-2 text-sm opacity-80 hover:opacity-100"
          >
            <ImagePlus aria-hidden className="h-8 w-8" />
            {t('cover.empty')}
          </button>
        }
        actions={
          <Button variant="secondary" onClick={() => input.current?.click()} disabled={progress !== null}>
            {t('cover.pick')}
          </Button>
        }
      >
        <input
          ref={input}
          type="file"
          accept={acceptAttribute(KIND)}
          className="sr-only"
          data-testid={`${testId}-input`}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </CropDialog>
    </div>
  );
}
