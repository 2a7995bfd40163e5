'use client';

import { useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ImagePlus, Loader2, Trash2, Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CropDialog } from '@/components/panel/crop-dialog';
import { cropToFile, toDisplayable } from '@/lib/client/image-crop';
import { acceptAttribute, UPLOAD_KINDS } from '@/lib/server/storage/kinds';
import { uploadBannerImage, uploadBannerVideo } from './upload';

const IMAGE_ACCEPT = `${acceptAttribute('banner-image')},image/heic,image/heif,.heic,.heif`;
const VIDEO_ACCEPT = acceptAttribute('banner-video');

/** A stored value the browser can show: a URL the API answered (a fresh key has a local preview). */
const shownUrl = (v: string | null | undefined) =>
  v && (v.startsWith('/') || /^https?:/.test(v)) ? v : null;

const errorText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message && err.message !== 'network' ? err.message : fallback;

interface MediaFieldProps {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBusy?: (busy: boolean) => void;
}

interface ImageFieldProps extends MediaFieldProps {
  crop: { width: number; height: number; aspect: number };
  /** upload kind (default 'banner-image') */
  kind?: 'banner-image' | 'login-image';
  /** the cropper's zoom slider top (default 3) */
  maxZoom?: number;
  /** the preview box's size in px (default: full width at the crop's aspect) */
  previewSize?: { width: number; height: number };
  /** the local URL of a freshly cropped image (null when removed), for live previews */
  onPreview?: (url: string | null) => void;
  /** the upload (default: the banner's, answering the key); the lesson cover keeps the file's URL */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}

/** Pick (HEIC converted first) -> crop -> upload; the form keeps the upload's key. */
export function ImageField({
  id,
  label,
  value,
  onChange,
  onBusy,
  crop,
  kind = 'banner-image',
  maxZoom,
  previewSize,
  onPreview,
  upload,
}: ImageFieldProps) {
  const t = useTranslations('banners');
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'converting' | 'uploading'>('idle');
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const busy = (s: typeof state) => {
    setState(s);
    onBusy?.(s !== 'idle');
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      busy('converting');
      const blob = await toDisplayable(file, 'webp');
      setSource({ url: URL.createObjectURL(blob), name: file.name });
      busy('idle');
    } catch {
      busy('idle');
      toast.error(t('cropFailed'));
    }
  };

  const confirm = async (area: Area) => {
    if (!source) return;
    try {
      busy('uploading');
      setProgress(0);
      const file = await cropToFile(source.url, area, { ...crop, format: 'webp' }, source.name);
      const key = upload
        ? await upload(file, setProgress)
        : await uploadBannerImage(file, setProgress, kind, t('uploadFailed'));
      const url = URL.createObjectURL(file);
      setPreview(url);
      onChange(key);
      onPreview?.(url);
    } catch (err) {
      toast.error(errorText(err, t('uploadFailed')));
    } finally {
      URL.revokeObjectURL(source.url);
      setSource(null);
      setProgress(null);
      busy('idle');
    }
  };

  const shown = preview ?? shownUrl(value);
  return (
    <div className="flex flex-col gap-2" data-testid={`${id}-field`}>
      <span className="text-sm font-medium">{label}</span>
      <div
        className="relative flex w-full items-center justify-center overflow-hidden rounded-md border border-dashed border-white/20 bg-black/30"
        style={
          previewSize
            ? { width: previewSize.width, height: previewSize.height, maxWidth: '100%' }
            : { aspectRatio: crop.aspect > 1 ? String(crop.aspect) : '16 / 9' }
        }
      >
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL or a tenant upload
          <img src={shown} alt="" className="h-full w-full object-contain" data-testid={`${id}-preview`} />
        ) : (
          <span className="text-xs opacity-60">{t('noMedia')}</span>
        )}
        {state !== 'idle' && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-black/60 text-sm">
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
            {state === 'converting' ? t('converting') : t('uploading', { percent: progress ?? 0 })}
          </div>
        )}
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={state !== 'idle'}
          onClick={() => input.current?.click()}
          data-testid={`${id}-choose`}
        >
          <ImagePlus aria-hidden className="h-4 w-4" />
          {t('chooseImage')}
        </Button>
        {shown && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setPreview(null);
              onChange(null);
              onPreview?.(null);
            }}
            data-testid={`${id}-remove`}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('removeMedia')}
          </Button>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-label={label}
        data-testid={`${id}-input`}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <CropDialog
        src={source?.url ?? null}
        output={crop}
        aspect={crop.aspect}
        maxZoom={maxZoom}
        busy={state === 'uploading'}
        progress={progress}
        onCancel={() => {
          if (source) URL.revokeObjectURL(source.url);
          setSource(null);
        }}
        onConfirm={(area) => void confirm(area)}
        testIds={{ dialog: 'banner-cropper', zoom: 'banner-crop-zoom', confirm: 'banner-crop-confirm' }}
      />
    </div>
  );
}

/** Video via create-link-upload-video: progress bar, then processing -> uploaded (SPEC 3, 5). */
export function VideoField({ id, label, value, onChange, onBusy }: MediaFieldProps) {
  const t = useTranslations('banners');
  const tu = useTranslations('uploads');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<'uploading' | 'processing' | 'uploaded' | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_KINDS['banner-video'].maxBytes) {
      toast.error(tu('videoTooLarge'));
      return;
    }
    onBusy?.(true);
    setStatus('uploading');
    setProgress(0);
    try {
      const key = await uploadBannerVideo(file, setProgress, setStatus, t('uploadFailed'));
      onChange(key);
    } catch (err) {
      setStatus(null);
      toast.error(errorText(err, t('uploadFailed')));
    } finally {
      setProgress(null);
      onBusy?.(false);
    }
  };

  const hasVideo = !!value;
  return (
    <div className="flex flex-col gap-2" data-testid={`${id}-field`}>
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-center gap-2 text-xs opacity-80">
        <Video aria-hidden className="h-4 w-4" />
        <span data-testid={`${id}-status`}>
          {status === 'uploading'
            ? t('uploading', { percent: progress ?? 0 })
            : status === 'processing'
              ? t('processing')
              : status === 'uploaded' || hasVideo
                ? t('uploaded')
                : t('noMedia')}
        </span>
      </div>
      {progress !== null && (
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label={label}
          className="h-2 w-full overflow-hidden rounded bg-white/10"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
        </div>
      )}
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={status === 'uploading' || status === 'processing'}
          onClick={() => input.current?.click()}
        >
          <Video aria-hidden className="h-4 w-4" />
          {t('chooseVideo')}
        </Button>
        {hasVideo && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setStatus(null);
              onChange(null);
            }}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('removeMedia')}
          </Button>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={VIDEO_ACCEPT}
        className="sr-only"
        aria-label={label}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
