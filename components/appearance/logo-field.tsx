'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LOGO_SLOTS, type LogoSlot } from '@/lib/appearance/schemas';
import { cropToFile, toDisplayable } from '@/lib/client/image-crop';
import { isApiError } from '@/lib/client/fetcher';
import { uploadFile } from '@/lib/client/upload';
import { acceptAttribute } from '@/lib/server/storage/kinds';
import { CropDialog } from '@/components/panel/crop-dialog';

export interface LogoFieldProps {
  slot: LogoSlot;
  /** the URL saved now (null: none) */
  savedUrl: string | null;
  /** called with the key of a finished upload, or null when removed */
  onChange: (value: string | null) => void;
  /** busy while converting or uploading, so Salvar waits for the key */
  onBusyChange: (busy: boolean) => void;
}

type Phase = { kind: 'idle' } | { kind: 'converting' } | { kind: 'uploading'; percent: number };

/** One logo: file input, HEIC conversion, crop to the slot's size, upload with progress, preview. */
export function LogoField({ slot, savedUrl, onChange, onBusyChange }: LogoFieldProps) {
  const t = useTranslations('appearance.logos');
  const tUploads = useTranslations('uploads');
  const { kind, width, height } = LOGO_SLOTS[slot];
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(savedUrl);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = phase.kind !== 'idle';

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  // Object URLs hold the image in memory until revoked (the crop source is revoked by hand, after use).
  useEffect(() => () => void (preview?.startsWith('blob:') && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    try {
      setPhase({ kind: 'converting' });
      const image = await toDisplayable(file, 'png');
      setSource(URL.createObjectURL(image));
    } catch {
      toast.error(t('heicFailed'));
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const onCrop = async (area: Area) => {
    const src = source!;
    try {
      setPhase({ kind: 'uploading', percent: 0 });
      const blob = await cropToFile(src, area, { width, height, format: 'png' }, slot);
      const done = await uploadFile({
        kind,
        file: blob,
        filename: blob.name,
        fallbackMessage: tUploads('failed'),
        onProgress: (percent) => setPhase({ kind: 'uploading', percent }),
      });
      setPreview(URL.createObjectURL(blob));
      onChange(done.key);
    } catch (err) {
      toast.error(isApiError(err) && err.message ? err.message : tUploads('failed'));
    } finally {
      URL.revokeObjectURL(src);
      setSource(null);
      setPhase({ kind: 'idle' });
    }
  };

  const remove = () => {
    setPreview(null);
    onChange(null);
  };

  return (
    <div className="flex items-start gap-3" data-testid={`logo-field-${slot}`}>
      <div
        className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-white/10 bg-black/30"
        data-testid={`logo-preview-${slot}`}
      >
        {preview ? (
          // A local preview (blob:) or the tenant's upload; sizes vary, so no next/image.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt={t(slot)} className="max-h-full max-w-full object-contain" />
        ) : (
          <ImageIcon aria-label={t('none')} className="h-6 w-6 opacity-50" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {t(slot)}
        </label>
        <p className="text-xs opacity-70">{t('hint', { width, height })}</p>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          accept={`${acceptAttribute(kind)},.heic,.heif,image/heic,image/heif`}
          className="sr-only"
          data-testid={`logo-input-${slot}`}
          onChange={(e) => void onFile(e.target.files?.[0])}
          disabled={busy}
        />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            data-testid={`logo-choose-${slot}`}
          >
            <Upload aria-hidden className="h-4 w-4" />
            {preview ? t('change') : t('choose')}
          </Button>
          {preview && !busy && (
            <Button variant="ghost" size="sm" onClick={remove} data-testid={`logo-remove-${slot}`}>
              <Trash2 aria-hidden className="h-4 w-4" />
              {t('remove')}
            </Button>
          )}
        </div>
        {phase.kind === 'converting' && (
          <p role="status" className="mt-2 text-xs">
            {t('converting')}
          </p>
        )}
      </div>
      <CropDialog
        src={source}
        output={{ width, height }}
        maxZoom={5}
        busy={phase.kind === 'uploading'}
        progress={phase.kind === 'uploading' ? phase.percent : null}
        testIds={{ dialog: 'crop-dialog', zoom: 'crop-zoom', confirm: 'crop-confirm', cancel: 'crop-cancel' }}
        onCancel={() => {
          if (source) URL.revokeObjectURL(source);
          setSource(null);
        }}
        onConfirm={(area) => void onCrop(area)}
      />
    </div>
  );
}
