'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/components/i18n/lite-intl';
import { PlainButton } from '@/components/ui/plain-button';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import {
  formatBytes,
  formatDuration,
  uploadVideo,
  videoApi,
  type UploadHandle,
  type UploadProgress,
} from '@/lib/client/video-upload';
import { parseVideoUrl } from '@/lib/course/embed';
import { assetIdOf, VIDEO_ACCEPT, VIDEO_MAX_BYTES, videoTypeOf } from '@/lib/video/limits';
import type { VideoView } from '@/lib/video/schemas';

type Phase =
  | { kind: 'idle'; note?: string }
  | { kind: 'uploading'; progress: UploadProgress | null }
  | { kind: 'interrupted'; message: string };

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * A lesson's video (issue 46): an upload straight to storage in parts (progress, speed, time left,
 * cancel, resume without re-sending finished parts) or a YouTube / Vimeo / Panda Video link. `value` is
 * what the lesson stores: `asset:<uuid>` for an upload, the link otherwise, null for none.
 */
export function VideoField({ value, onChange }: { value: string | null; onChange(v: string | null): void }) {
  const t = useTranslations('video');
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [asset, setAsset] = useState<VideoView | null>(null);
  const [poll, setPoll] = useState(0);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<UploadHandle | null>(null);
  const lastFile = useRef<File | null>(null);
  const assetId = assetIdOf(value);
  const shown = asset && asset.id === assetId ? asset : null;

  // the asset's status, polled while its renditions are made
  useEffect(() => {
    if (!assetId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      apiFetch<{ data: VideoView }>(videoApi.one(assetId))
        .then(({ data }) => {
          if (stopped) return;
          setAsset(data);
          if (data.status === 'processing') timer = setTimeout(load, 2000);
        })
        .catch(() => {
          if (!stopped) timer = setTimeout(load, 5000);
        });
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [assetId, poll]);

  useEffect(() => () => void handle.current?.cancel(false), []);

  function start(file: File) {
    if (!videoTypeOf(file.type, file.name))
      return setPhase({ kind: 'interrupted', message: t('wrongType', { types: 'mp4, mov, webm' }) });
    if (file.size > VIDEO_MAX_BYTES) return setPhase({ kind: 'interrupted', message: t('tooLarge') });
    lastFile.current = file;
    setPhase({ kind: 'uploading', progress: null });
    const h = uploadVideo(file, (progress) => setPhase({ kind: 'uploading', progress }));
    handle.current = h;
    h.done.then(
      (view) => {
        if (handle.current !== h) return;
        handle.current = null;
        setPhase({ kind: 'idle' });
        setAsset(view);
        onChange(view.media_url);
      },
      (err: unknown) => {
        if (handle.current !== h || isAbort(err)) return;
        handle.current = null;
        const message =
          isApiError(err) && err.status > 0 && err.message !== 'network' ? err.message : t('interrupted');
        setPhase({ kind: 'interrupted', message });
      },
    );
  }

  async function cancel() {
    const h = handle.current;
    handle.current = null;
    setPhase({ kind: 'idle', note: t('canceled') });
    await h?.cancel(true);
  }

  function resume() {
    if (lastFile.current) start(lastFile.current);
    else input.current?.click();
  }

  async function retry() {
    if (!assetId) return;
    setRetrying(true);
    try {
      const { data } = await apiFetch<{ data: VideoView }>(videoApi.retry(assetId), { method: 'POST' });
      setAsset(data);
      setPoll((n) => n + 1);
    } catch (err) {
      setPhase({ kind: 'interrupted', message: isApiError(err) ? err.message : t('failed') });
    } finally {
      setRetrying(false);
    }
  }

  function applyLink() {
    if (!parseVideoUrl(url)) return setUrlError(t('badUrl'));
    setUrlError(null);
    onChange(url.trim());
    setUrl('');
  }

  const progress = phase.kind === 'uploading' ? phase.progress : null;
  const percent = progress && progress.total ? Math.floor((progress.sent / progress.total) * 100) : 0;

  return (
    <div data-testid="video-field" className="flex flex-col gap-4">
      {value && phase.kind !== 'uploading' ? (
        <div className="flex flex-col gap-2 rounded-md border border-white/10 p-3 text-sm">
          {assetId ? (
            shown?.status === 'processing' ? (
              <div data-testid="video-processing" className="flex flex-col gap-1">
                <span>{t('processing', { n: shown.percent })}</span>
                <Bar percent={shown.percent} label={t('processing', { n: shown.percent })} />
              </div>
            ) : shown?.status === 'failed' ? (
              <div data-testid="video-failed" className="flex flex-wrap items-center gap-3">
                <span role="alert">{t('failed')}</span>
                <PlainButton
                  size="sm"
                  variant="secondary"
                  data-testid="video-retry"
                  disabled={retrying}
                  onClick={retry}
                >
                  {t('retry')}
                </PlainButton>
              </div>
            ) : (
              <span data-testid="video-status">
                {shown
                  ? `${shown.status === 'ready' ? t('ready') : t('uploaded')} · ${shown.filename}`
                  : t('loading')}
              </span>
            )
          ) : (
            <span data-testid="video-status" className="break-all">
              {t('external', { url: value })}
            </span>
          )}
          <PlainButton size="sm" variant="ghost" data-testid="video-remove" onClick={() => onChange(null)}>
            {t('remove')}
          </PlainButton>
        </div>
      ) : null}

      {phase.kind === 'uploading' ? (
        <div data-testid="video-progress" className="flex flex-col gap-2">
          <span data-testid="video-percent">{t('uploading', { percent })}</span>
          <Bar percent={percent} label={t('uploading', { percent })} />
          <div className="flex flex-wrap gap-3 text-xs opacity-80">
            {progress?.speed ? (
              <span data-testid="video-speed">
                {t('speed', { speed: formatBytes(progress.speed, locale) })}
              </span>
            ) : null}
            {progress?.secondsLeft != null ? (
              <span data-testid="video-eta">
                {t('timeLeft', { time: formatDuration(progress.secondsLeft) })}
              </span>
            ) : null}
          </div>
          <PlainButton size="sm" variant="secondary" data-testid="video-cancel" onClick={cancel}>
            {t('cancel')}
          </PlainButton>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {phase.kind === 'interrupted' ? (
            <div role="alert" data-testid="video-interrupted" className="flex flex-col gap-2 text-sm">
              <span>{phase.message}</span>
              <PlainButton size="sm" data-testid="video-resume" onClick={resume}>
                {t('resume')}
              </PlainButton>
              <span className="text-xs opacity-70">{t('resumeHint')}</span>
            </div>
          ) : phase.note ? (
            <span className="text-sm opacity-80">{phase.note}</span>
          ) : null}
          <input
            ref={input}
            type="file"
            accept={VIDEO_ACCEPT}
            className="sr-only"
            data-testid="video-file-input"
            aria-label={t('chooseFile')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) start(file);
            }}
          />
          <PlainButton size="sm" data-testid="video-choose" onClick={() => input.current?.click()}>
            {t('chooseFile')}
          </PlainButton>
          <span className="text-xs opacity-70">{t('fileHint')}</span>
        </div>
      )}

      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          applyLink();
        }}
      >
        <label className="text-sm opacity-80" htmlFor="video-url">
          {t('orUrl')}
        </label>
        <div className="flex gap-2">
          <input
            id="video-url"
            data-testid="video-url-input"
            type="url"
            inputMode="url"
            value={url}
            placeholder={t('urlPlaceholder')}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? 'video-url-error' : undefined}
            onChange={(e) => setUrl(e.target.value)}
            className="h-10 min-w-0 flex-1 rounded-md border border-white/15 bg-transparent px-3 text-sm"
          />
          <PlainButton size="sm" variant="secondary" type="submit" data-testid="video-url-submit">
            {t('useUrl')}
          </PlainButton>
        </div>
        {urlError ? (
          <span
            id="video-url-error"
            role="alert"
            data-testid="video-url-error"
            className="text-sm text-red-400"
          >
            {urlError}
          </span>
        ) : null}
      </form>
    </div>
  );
}

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded bg-white/10"
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
