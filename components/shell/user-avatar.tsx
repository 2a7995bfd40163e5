'use client';

import { useEffect, useRef, useState } from 'react';
import { cnLite as cn } from '@/lib/client/cn-lite';
import { userInitials } from '@/lib/shell/nav';

/** How long a photo may load before the initials show in its place (what Radix Avatar's delayMs did). */
const FALLBACK_DELAY_MS = 400;

/**
 * The user's photo, or their initials while it loads or when there is none or it fails. A plain element
 * (no Radix Avatar in the first load, decision 244): the photo is shown once loaded, the initials after
 * 400 ms of loading or at once without a photo.
 */
export function UserAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className?: string;
}) {
  const [status, setStatus] = useState<{ url: string | null; state: 'loading' | 'loaded' | 'failed' }>({
    url: photoUrl,
    state: 'loading',
  });
  const [late, setLate] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const state = status.url === photoUrl ? status.state : 'loading';
  if (status.url !== photoUrl) setStatus({ url: photoUrl, state: 'loading' });

  useEffect(() => {
    if (!photoUrl) return;
    // an image the browser finished before hydration fired its load event too early for React
    const el = img.current;
    if (el?.complete) setStatus({ url: photoUrl, state: el.naturalWidth > 0 ? 'loaded' : 'failed' });
    setLate(false);
    const timer = setTimeout(() => setLate(true), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [photoUrl]);

  const showPhoto = !!photoUrl && state === 'loaded';
  const showInitials = !photoUrl || state === 'failed' || (state === 'loading' && late);
  return (
    <span
      className={cn(
        'relative inline-flex h-9 w-9 shrink-0 overflow-hidden rounded-full bg-primary text-primary-text select-none',
        className,
      )}
    >
      {photoUrl && state !== 'failed' && (
        // eslint-disable-next-line @next/next/no-img-element -- a member's upload, any size, sized by CSS
        <img
          ref={img}
          src={photoUrl}
          alt=""
          onLoad={() => setStatus({ url: photoUrl, state: 'loaded' })}
          onError={() => setStatus({ url: photoUrl, state: 'failed' })}
          className={cn('h-full w-full object-cover', !showPhoto && 'invisible absolute inset-0')}
        />
      )}
      {/* decorative: the member's name is said by the button or text around the avatar */}
      {showInitials && (
        <span aria-hidden className="flex h-full w-full items-center justify-center text-sm font-semibold">
          {userInitials(name)}
        </span>
      )}
    </span>
  );
}
