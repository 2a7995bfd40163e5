'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { toast } from '@/lib/client/toast';
import { videoApi } from '@/lib/client/video-upload';
import { VideoField } from './video-field';

/** The lesson's video in a dialog: each change is saved at once (PATCH .../media) and the page refreshed. */
export function LessonVideoDialog({
  lessonId,
  value,
  onClose,
}: {
  lessonId: string;
  value: string | null;
  onClose: () => void;
}) {
  const t = useTranslations('video');
  const router = useRouter();
  const [current, setCurrent] = useState(value);
  const [error, setError] = useState<string | null>(null);

  async function save(next: string | null) {
    setError(null);
    try {
      const { data } = await apiFetch<{ data: { media_url: string | null } }>(
        videoApi.lessonMedia(lessonId),
        {
          method: 'PATCH',
          body: { media_url: next },
        },
      );
      // an address is stored as its player's; an upload keeps asset:<id>
      setCurrent(next?.startsWith('asset:') ? next : data.media_url);
      toast.success(t('saved'));
      router.refresh();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('badUrl'));
    }
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="lesson-video-dialog">
        <DialogHeader>
          <DialogTitle>{t('lessonVideo')}</DialogTitle>
          <DialogDescription>{t('fileHint')}</DialogDescription>
        </DialogHeader>
        <VideoField value={current} onChange={save} />
        {error ? (
          <p role="alert" data-testid="lesson-video-error" className="mt-3 text-sm text-red-400">
            {error}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
