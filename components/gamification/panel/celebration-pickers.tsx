'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Play, Square } from 'lucide-react';
import { CelebrationPlayer } from '@/components/gamification/celebration-player';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { ANIMATIONS, SOUND_PREVIEW_MS, SOUNDS, type Animation, type Sound } from '@/lib/gamification/options';

// The celebration a reward or level plays: the animation and sound pickers, each with its preview.

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
        <Select
          id={id}
          value={value}
          onValueChange={(v) => onChange(v as Animation)}
          options={ANIMATIONS.map((a) => ({ value: a, label: t(`animation.options.${a}`) }))}
          data-testid={testId}
        />
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
        <Select
          id={id}
          value={value}
          onValueChange={(v) => {
            stop();
            onChange(v as Sound);
          }}
          options={SOUNDS.map((s) => ({ value: s, label: t(`sound.options.${s}`) }))}
          data-testid={testId}
        />
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
