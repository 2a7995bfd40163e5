'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Upload, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/client/cn';
import { isApiError } from '@/lib/client/fetcher';
import { uploadFile } from '@/lib/client/upload';
import { acceptAttribute, limitInMb, resolveFileType, UPLOAD_KINDS } from '@/lib/server/storage/kinds';
import { FieldError } from './parts';

/**
 * Picks a file, checks its size and type against the upload kind before sending, uploads it
 * (presign -> PUT -> finalize) and hands back the key; shows the picked image or file name. The box takes
 * a file dropped on it as well as a click, and says the kind's size limit ('tamanho máx: 15MB', SPEC 2.14
 * "Document upload box").
 */
export function UploadField({
  kind,
  label,
  hint,
  value,
  previewUrl,
  fileName,
  onChange,
  error,
  testId,
  image = true,
}: {
  kind: 'badge' | 'level-image' | 'reward-file';
  label: string;
  hint?: string;
  value: string;
  previewUrl?: string | null;
  fileName?: string | null;
  onChange: (key: string, url: string | null, name: string | null) => void;
  error?: string;
  testId: string;
  image?: boolean;
}) {
  const t = useTranslations('gamificationPanel');
  const tu = useTranslations('uploads');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setLocalError(null);
    const spec = UPLOAD_KINDS[kind];
    if (file.size > spec.maxBytes) {
      setLocalError(tu(spec.tooLargeKey.replace(/^uploads\./, ''), { n: limitInMb(kind) }));
      return;
    }
    if (!resolveFileType(kind, file.type, file.name)) {
      setLocalError(
        tu('wrongType', {
          types: spec.types.map((ty) => ty.exts[0]).join(', '),
        }),
      );
      return;
    }
    setBusy(true);
    try {
      const up = await uploadFile({ kind, file, filename: file.name, fallbackMessage: tu('failed') });
      onChange(up.key, up.url, file.name);
    } catch (err) {
      setLocalError(isApiError(err) && err.message ? err.message : tu('failed'));
    } finally {
      setBusy(false);
    }
  };

  const shown = localError ?? error;
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium" id={`${id}-label`}>
        {label}
      </p>
      {hint ? <p className="mb-2 text-xs opacity-70">{hint}</p> : null}
      {value ? (
        <div className="mb-2 flex items-center gap-3" data-testid={`${testId}-current`}>
          {image && previewUrl ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={previewUrl} alt="" className="h-16 w-16 rounded object-cover" />
          ) : (
            <span className="truncate text-sm">{fileName ?? t('fileChosen')}</span>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange('', null, null)}
            aria-label={t('removeFile')}
            data-testid={`${testId}-remove`}
          >
            <X aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      ) : null}
      <label
        htmlFor={id}
        data-testid={`${testId}-drop`}
        data-over={over || undefined}
        onDragOver={(e) => {
          if (busy || !e.dataTransfer.types.includes('Files')) return;
          e.preventDefault(); // allows the drop
          e.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!busy) void pick(e.dataTransfer.files[0]);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed border-white/20 bg-surface-2 px-4 py-4 text-center text-sm hover:bg-white/10',
          over && 'border-primary bg-primary/10',
          busy && 'pointer-events-none opacity-50',
        )}
      >
        <span className="inline-flex items-center gap-2 font-medium">
          <Upload aria-hidden className="h-4 w-4" />
          {busy ? tu('uploading') : t('chooseFile')}
        </span>
        {busy ? null : <span className="text-xs opacity-70">{t('dropHint')}</span>}
        <span className="text-xs opacity-70" data-testid={`${testId}-limit`}>
          {tu('maxSizeHint', { n: limitInMb(kind) })}
        </span>
      </label>
      <input
        id={id}
        type="file"
        className="sr-only"
        accept={acceptAttribute(kind)}
        aria-labelledby={`${id}-label`}
        data-testid={testId}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <FieldError testId={`${testId}-error`}>{shown}</FieldError>
    </div>
  );
}
