'use client';

import { useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { CropDialog } from '@/components/panel/crop-dialog';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { cropToFile, toDisplayable } from '@/lib/client/image-crop';
import { toast } from '@/lib/client/toast';
import { uploadFile } from '@/lib/client/upload';
import { UPLOAD_KINDS } from '@/lib/server/storage/kinds';
import type { AccountLabels } from './labels';

// The photo's crop dialog (ADR 0285), loaded once the member picked a file: HEIC converted with heic2any,
// the one crop dialog of the panels at a square, encoded at 256 x 256 and uploaded as an 'avatar', then
// saved with PUT /api/account/photo.
export const PHOTO_SIZE = { width: 256, height: 256 };

export function PhotoCropper({
  file,
  labels,
  onCancel,
  onDone,
}: {
  file: File;
  labels: AccountLabels;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    let alive = true;
    let url: string | null = null;
    toDisplayable(file, 'webp')
      .then((blob) => {
        if (!alive) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => {
        if (!alive) return;
        toast.error(labels.photoUnreadable);
        onCancel();
      });
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, labels.photoUnreadable, onCancel]);

  const save = async (area: Area) => {
    if (!src) return;
    setBusy(true);
    try {
      const cropped = await cropToFile(src, area, { ...PHOTO_SIZE, format: 'webp' }, 'foto');
      if (cropped.size > UPLOAD_KINDS.avatar.maxBytes) throw new Error('too large');
      const done = await uploadFile({
        kind: 'avatar',
        file: cropped,
        filename: cropped.name,
        onProgress: setProgress,
        fallbackMessage: labels.error,
      });
      const res = await apiFetch<{ message: string }>('/api/account/photo', {
        method: 'PUT',
        body: { key: done.key },
      });
      toast.success(res.message);
      onDone();
    } catch (err) {
      toast.error(isApiError(err) && err.status > 0 && err.message ? err.message : labels.error);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <CropDialog
      src={src}
      open
      output={PHOTO_SIZE}
      title={labels.photoCropTitle}
      busy={busy}
      progress={progress}
      onCancel={onCancel}
      onConfirm={(area) => void save(area)}
      placeholder={
        <p className="flex h-full items-center justify-center text-sm text-white/80" aria-busy="true">
          {labels.photoPreparing}
        </p>
      }
      testIds={{
        dialog: 'profile-photo-dialog',
        zoom: 'profile-photo-zoom',
        confirm: 'profile-photo-confirm',
        cancel: 'profile-photo-cancel',
      }}
    />
  );
}
