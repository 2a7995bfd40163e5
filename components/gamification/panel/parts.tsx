'use client';

import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Play, Square, Upload, X } from 'lucide-react';
import { SectionHeader as PanelSectionHeader } from '@/components/panel/section-header';
import { CelebrationPlayer } from '@/components/gamification/celebration-player';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/client/cn';
import { isApiError } from '@/lib/client/fetcher';
import type { TProductOption } from '@/lib/client/gamification-api';
import { uploadFile } from '@/lib/client/upload';
import { ANIMATIONS, SOUND_PREVIEW_MS, SOUNDS, type Animation, type Sound } from '@/lib/gamification/options';
import { acceptAttribute, limitInMb, resolveFileType, UPLOAD_KINDS } from '@/lib/server/storage/kinds';

// Building blocks shared by the four sections of the Gamificação panel.

export const INPUT =
  'h-11 w-full rounded-md border border-white/20 bg-black/30 px-3 text-base text-inherit focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary';
/** A number input's text as a whole number, never below 0 (empty or invalid: 0). */
export const wholeNumber = (v: string) => Math.max(0, Math.floor(Number(v) || 0));
export const truncate = (s: string, n = 50) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** The shared panel title row, with the back button the Gamificação specs click. */
export function SectionHeader(props: Omit<ComponentProps<typeof PanelSectionHeader>, 'backTestId'>) {
  return <PanelSectionHeader {...props} backTestId="gamification-back" />;
}

/**
 * The "delete this?" dialog of the rewards and levels lists. Open while `open`; `onConfirm` deletes
 * (and closes on success); the buttons are disabled and the dialog stays open while it runs.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  testId,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  testId: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const t = useTranslations('gamificationPanel');
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !deleting && onClose()}>
      <DialogContent data-testid={`${testId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            {t('no')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={deleting} data-testid={`${testId}-confirm`}>
            {t('yesDelete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function ListSkeleton({ testId }: { testId: string }) {
  return (
    <div className="space-y-2" data-testid={testId}>
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}

export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const t = useTranslations('gamificationPanel');
  return (
    <div role="alert" className="space-y-3 text-sm" data-testid={testId}>
      <p className="text-red-300">{t('loadFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function FieldError({ id, children, testId }: { id?: string; children?: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-300" data-testid={testId}>
      {children}
    </p>
  );
}

/** A labelled switch row. */
export function SwitchRow({
  label,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} data-testid={testId} />
    </div>
  );
}

/** Multi-select of the tenant's active products as checkboxes (inactive products are never offered). */
export function ProductMultiSelect({
  products,
  loading,
  failed,
  value,
  onToggle,
  testId,
  disabled,
}: {
  products: TProductOption[];
  loading: boolean;
  failed: boolean;
  value: string[];
  onToggle: (id: string, on: boolean) => void;
  testId: string;
  disabled?: boolean;
}) {
  const t = useTranslations('gamificationPanel');
  if (loading)
    return (
      <div className="space-y-1">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  if (failed) return <p className="text-sm text-red-300">{t('productsFailed')}</p>;
  if (products.length === 0) return <p className="text-sm opacity-70">{t('noProducts')}</p>;
  return (
    <ul className="max-h-[350px] space-y-1 overflow-y-auto" data-testid={testId}>
      {products.map((p) => (
        <li key={p.id}>
          <label
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-white/5"
            title={p.title}
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--color-primary)]"
              checked={value.includes(p.id)}
              disabled={disabled}
              onChange={(e) => onToggle(p.id, e.target.checked)}
              data-testid={`${testId}-option`}
              aria-label={p.title}
            />
            <span className="truncate">{truncate(p.title)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Animation select with a preview button that opens the celebration overlay (auto-closes after 7 s). */
export function AnimationPicker({
  value,
  onChange,
  testId,
}: {
  value: Animation;
  onChange: (v: Animation) => void;
  testId: string;
}) {
  const t = useTranslations('gamificationPanel');
  const id = useId();
  const [preview, setPreview] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('animation.label')}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          className={INPUT}
          value={value}
          onChange={(e) => onChange(e.target.value as Animation)}
          data-testid={testId}
        >
          {ANIMATIONS.map((a) => (
            <option key={a} value={a} className="bg-neutral-900">
              {t(`animation.options.${a}`)}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('animation.preview')}
          title={t('animation.preview')}
          disabled={value === 'none'}
          onClick={() => setPreview(true)}
          data-testid={`${testId}-preview`}
        >
          <Play aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      {preview && value !== 'none' ? (
        <CelebrationPlayer
          animation={value}
          sound="none"
          title={t(`animation.options.${value}`)}
          onClose={() => setPreview(false)}
        />
      ) : null}
    </div>
  );
}

/** Sound select with a preview that plays at most 5 s (SPEC.md section 9). */
export function SoundPicker({
  value,
  onChange,
  testId,
}: {
  value: Sound;
  onChange: (v: Sound) => void;
  testId: string;
}) {
  const t = useTranslations('gamificationPanel');
  const id = useId();
  const audio = useRef<HTMLAudioElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [playing, setPlaying] = useState(false);

  const stop = () => {
    window.clearTimeout(timer.current);
    audio.current?.pause();
    audio.current = null;
    setPlaying(false);
  };
  useEffect(() => stop, []);

  const play = () => {
    stop();
    if (value === 'none') return;
    const a = new Audio(`/gamification/sounds/${value}.wav`);
    audio.current = a;
    a.onended = stop;
    void a.play().catch(stop);
    setPlaying(true);
    timer.current = window.setTimeout(stop, SOUND_PREVIEW_MS);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('sound.label')}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          className={INPUT}
          value={value}
          onChange={(e) => {
            stop();
            onChange(e.target.value as Sound);
          }}
          data-testid={testId}
        >
          {SOUNDS.map((s) => (
            <option key={s} value={s} className="bg-neutral-900">
              {t(`sound.options.${s}`)}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="icon"
          aria-label={playing ? t('sound.stop') : t('sound.preview')}
          title={playing ? t('sound.stop') : t('sound.preview')}
          disabled={value === 'none'}
          onClick={playing ? stop : play}
          data-testid={`${testId}-preview`}
          data-playing={playing ? 'true' : 'false'}
        >
          {playing ? <Square aria-hidden className="h-4 w-4" /> : <Play aria-hidden className="h-4 w-4" />}
        </Button>
      </div>
    </div>
  );
}

/**
 * Picks a file, checks its size and type against the upload kind before sending, uploads it
 * (presign -> PUT -> finalize) and hands back the key; shows the picked image or file name.
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
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-white/10 bg-surface-2 px-4 text-sm hover:bg-white/10',
          busy && 'pointer-events-none opacity-50',
        )}
      >
        <Upload aria-hidden className="h-4 w-4" />
        {busy ? tu('uploading') : t('chooseFile')}
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
