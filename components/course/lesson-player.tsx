'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Download } from '@/components/icons/download';
import { FileText } from '@/components/icons/file-text';
import { apiFetch } from '@/lib/client/fetcher';
import { PLAYER_ALLOW, PLAYER_SANDBOX, toEmbedUrl } from '@/lib/course/embed';
import { courseApi, PROGRESS_INTERVAL_MS } from '@/lib/course/urls';

export interface PlayerLesson {
  id: string;
  title: string;
  description: string;
  mediaType: 'video' | 'embed' | 'text' | 'audio';
  mediaUrl: string | null;
  /** an uploaded video's signed HLS master playlist (adaptive streaming), when its renditions exist */
  hlsUrl?: string | null;
  thumbnailUrl: string | null;
}

/**
 * The lesson's media: an HTML5 video when the lesson has a video URL, a sandboxed player for an embed
 * (YouTube/Vimeo/https), the download of a text lesson's material, otherwise its text. While a video
 * plays, progress is posted at most every PROGRESS_INTERVAL_MS, and always on pause and at the end;
 * the server keeps the highest value, so late or out-of-order reports do no harm. At the end the
 * lesson is completed through `onEnded` (the 'Concluir aula' action).
 */
export function LessonPlayer({
  lesson,
  startAt,
  onEnded,
  className,
}: {
  lesson: PlayerLesson;
  startAt: number;
  onEnded?: () => void;
  className?: string;
}) {
  const t = useTranslations('course');
  const video = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const lastSent = useRef(0);

  const report = useCallback(
    (force: boolean) => {
      const v = video.current;
      if (!v || !Number.isFinite(v.duration) || v.duration <= 0) return;
      const now = Date.now();
      if (!force && now - lastSent.current < PROGRESS_INTERVAL_MS) return;
      lastSent.current = now;
      const percent = Math.min(100, Math.max(0, Math.round((v.currentTime / v.duration) * 100)));
      // fire and forget: a lost report is made up by the next one
      apiFetch(courseApi.progress, {
        method: 'POST',
        body: { lesson_id: lesson.id, watched_seconds: Math.floor(v.currentTime), percent },
        keepalive: true,
      }).catch(() => undefined);
    },
    [lesson.id],
  );

  useEffect(() => {
    const v = video.current;
    if (v && startAt > 0 && startAt < (v.duration || Infinity)) v.currentTime = startAt;
  }, [startAt]);

  const playable = lesson.mediaType === 'video' && !!lesson.mediaUrl;
  const hlsUrl = playable ? (lesson.hlsUrl ?? null) : null;

  // HLS when the lesson has renditions: Safari plays it natively, other browsers through hls.js, loaded
  // here on demand (its own chunk, never in the first load). Any failure falls back to the MP4.
  useEffect(() => {
    const v = video.current;
    if (!v || !hlsUrl) return;
    const mp4 = lesson.mediaUrl!;
    if (v.canPlayType('application/vnd.apple.mpegurl')) {
      v.src = hlsUrl;
      return;
    }
    let gone = false;
    let attached: { destroy(): void } | null = null;
    const fallback = () => {
      if (!gone && v.getAttribute('src') !== mp4) v.src = mp4;
    };
    import('./hls-attach')
      .then(({ attachHls }) => {
        if (!gone) attached = attachHls(v, hlsUrl, fallback);
      })
      .catch(fallback);
    return () => {
      gone = true;
      attached?.destroy();
    };
  }, [hlsUrl, lesson.mediaUrl]);
  const embed = lesson.mediaType === 'embed' ? toEmbedUrl(lesson.mediaUrl) : null;
  // a text lesson's media is its downloadable material (docs/decisions.md 121)
  const material = lesson.mediaType === 'text' && lesson.mediaUrl ? lesson.mediaUrl : null;
  return (
    <div className={className}>
      {embed ? (
        <iframe
          data-testid="lesson-embed"
          title={lesson.title}
          src={embed}
          sandbox={PLAYER_SANDBOX}
          allow={PLAYER_ALLOW}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full rounded-lg border-0 bg-black"
        />
      ) : material ? (
        // a row, not a 16:9 box: a text lesson shows its text first (issue 54)
        <div
          data-testid="lesson-material"
          className="flex w-full flex-col gap-3 rounded-lg bg-surface-2 p-4 sm:flex-row sm:items-center"
        >
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <FileText aria-hidden className="h-6 w-6 shrink-0 opacity-70" />
            <p className="text-sm opacity-80">{t('textLesson')}</p>
          </div>
          <a
            href={material}
            download
            data-testid="lesson-material-download"
            className="inline-flex h-10 shrink-0 items-center self-start sm:self-auto gap-2 rounded-md bg-primary px-4 text-sm font-medium text-[var(--color-primary-text)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Download aria-hidden className="h-4 w-4" />
            {t('downloadMaterial')}
          </a>
        </div>
      ) : lesson.mediaType === 'audio' && lesson.mediaUrl ? (
        <audio
          ref={video}
          data-testid="lesson-audio"
          className="w-full"
          src={lesson.mediaUrl}
          controls
          preload="metadata"
          onTimeUpdate={() => report(false)}
          onPause={() => report(true)}
          onEnded={() => {
            report(true);
            onEnded?.();
          }}
        />
      ) : playable ? (
        <video
          ref={video}
          data-testid="lesson-video"
          className="aspect-video w-full rounded-lg bg-black"
          src={hlsUrl ? undefined : lesson.mediaUrl!}
          data-hls={hlsUrl ? 'true' : undefined}
          poster={lesson.thumbnailUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          onTimeUpdate={() => report(false)}
          onPause={() => report(true)}
          onEnded={() => {
            report(true);
            onEnded?.();
          }}
        >
          {t('videoUnsupported')}
        </video>
      ) : lesson.mediaType === 'text' ? null : (
        // no player box without a video (issue 54): a line saying so, the text follows
        <p data-testid="lesson-text" className="w-full rounded-lg bg-surface-2 px-4 py-3 text-sm opacity-80">
          {t('noVideo')}
        </p>
      )}
    </div>
  );
}
