'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { animationUrl, soundUrl } from '@/lib/gamification/assets';
import { ANIMATION_PREVIEW_MS, SOUND_PREVIEW_MS } from '@/lib/gamification/options';

export interface CelebrationPlayerProps {
  /** an ANIMATIONS name; 'none' or unknown shows no drawing */
  animation: string;
  /** a SOUNDS name; 'none' or unknown plays nothing */
  sound?: string;
  /** the text under the animation (already translated by the caller) */
  title: string;
  onClose: () => void;
}

/**
 * The one-time celebration (level reached, reward earned) and the admin forms' preview: a modal with the
 * animation that plays the sound (at most SOUND_PREVIEW_MS, SPEC 9 "Sound preview up to 5 seconds") and
 * closes by itself after ANIMATION_PREVIEW_MS (SPEC 9 "Animation preview auto-closes after 7 s") or with
 * 'Encerrar animação'. Mount it to show it, unmount it (from onClose) to hide it.
 */
export function CelebrationPlayer({ animation, sound, title, onClose }: CelebrationPlayerProps) {
  const t = useTranslations('gamificationProfile');
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  const src = animationUrl(animation);

  useEffect(() => {
    const timer = window.setTimeout(() => closeRef.current(), ANIMATION_PREVIEW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const url = soundUrl(sound);
    if (!url || typeof Audio === 'undefined') return;
    const audio = new Audio(url);
    // Browsers may refuse autoplay before a user gesture; the celebration still shows without sound.
    audio.play().catch(() => undefined);
    const stop = window.setTimeout(() => audio.pause(), SOUND_PREVIEW_MS);
    return () => {
      window.clearTimeout(stop);
      audio.pause();
    };
  }, [sound]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        hideClose
        data-testid="celebration-player"
        data-animation={animation}
        className="flex max-w-sm flex-col items-center gap-4 text-center"
      >
        <DialogDescription className="sr-only">{t('celebrationDialog')}</DialogDescription>
        {src && (
          // eslint-disable-next-line @next/next/no-img-element -- an animated SVG; next/image would rasterise it
          <img
            src={src}
            alt=""
            width={200}
            height={200}
            className="h-48 w-48"
            data-testid="celebration-animation"
          />
        )}
        <DialogTitle className="text-xl">{title}</DialogTitle>
        <Button onClick={onClose} data-testid="celebration-close">
          {t('closeAnimation')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
