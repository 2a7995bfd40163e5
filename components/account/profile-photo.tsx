'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { UserAvatar } from '@/components/shell/user-avatar';
import { apiFetch, isApiError } from '@/lib/client/fetcher';
import { lazyPart } from '@/lib/client/lazy-part';
import { toast } from '@/lib/client/toast';
import { AVATAR_ACCEPT } from '@/lib/auth/photo-accept';
import type { AccountLabels } from './labels';

// The member's photo on 'Meu perfil' (issue 54, ADR 0285): the avatar, 'Trocar foto' (a file input;
// HEIC converted, the crop dialog and the upload load only once a file is picked) and 'Remover foto'.
// The header, comments and ranking read the same users.photo_url, so a refresh shows it everywhere.
const Cropper = lazyPart(() => import('./photo-cropper'), 'PhotoCropper');

export function ProfilePhoto({
  name,
  photoUrl,
  labels,
}: {
  name: string;
  photoUrl: string | null;
  labels: AccountLabels;
}) {
  const router = useRouter();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      const res = await apiFetch<{ message: string }>('/api/account/photo', { method: 'DELETE' });
      toast.success(res.message);
      router.refresh();
    } catch (err) {
      toast.error(isApiError(err) && err.status > 0 && err.message ? err.message : labels.error);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-1" data-testid="profile-photo">
      <UserAvatar name={name} photoUrl={photoUrl} size="2xl" />
      <div className="flex flex-wrap justify-center gap-x-2 text-xs">
        <label
          htmlFor={inputId}
          className="cursor-pointer underline underline-offset-4 focus-within:outline-2"
          onPointerEnter={Cropper.preload}
        >
          {labels.changePhoto}
          <input
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            data-testid="profile-photo-input"
            onFocus={Cropper.preload}
            onChange={(e) => {
              const picked = e.currentTarget.files?.[0] ?? null;
              e.currentTarget.value = '';
              setFile(picked);
            }}
          />
        </label>
        {photoUrl && (
          <button
            type="button"
            className="underline underline-offset-4 disabled:opacity-60"
            disabled={removing}
            onClick={() => void remove()}
            data-testid="profile-photo-remove"
          >
            {labels.removePhoto}
          </button>
        )}
      </div>
      {file && (
        <Cropper.Part
          file={file}
          labels={labels}
          onCancel={() => setFile(null)}
          onDone={() => {
            setFile(null);
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
