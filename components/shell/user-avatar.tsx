'use client';

import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { userInitials } from '@/lib/shell/nav';

/** The avatar's sizes; `md` is the default (no class merge on the first load, decision 350). */
const SIZES = {
  sm: 'h-8 w-8',
  md: 'h-9 w-9',
  lg: 'h-10 w-10',
  xl: 'h-12 w-12',
  '2xl': 'h-16 w-16 text-xl',
} as const;

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
  size = 'md',
}: {
  name: string;
  photoUrl: string | null;
  size?: keyof typeof SIZES;
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
      className={clsx(
        'relative inline-flex',
        size === 'md' && SIZES.md,
        'shrink-0 overflow-hidden rounded-full bg-primary text-primary-text select-none',
        // in the place `cnLite` put a caller's size class: the same class list as before decision 350
        size !== 'md' && SIZES[size],
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
          className={clsx('h-full w-full object-cover', !showPhoto && 'invisible absolute inset-0')}
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
