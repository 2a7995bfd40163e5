'use client';

import { clsx } from 'clsx';
import { marqueeDurationSeconds, renderMarqueeText } from '@/lib/lesson/marquee-text';
import styles from './marquee.module.css';

export interface MarqueeProps {
  text: string;
  /** 10..150, higher is faster (SPEC.md section 9) */
  speed: number;
  /** replaces `$nome_aluno`; rendered as text, never as HTML */
  studentName: string;
  url?: string | null;
  className?: string;
  testId?: string;
}

/** The horizontal scrolling text of lesson pages (SPEC.md section 3 "Marquee"). */
export function Marquee({ text, speed, studentName, url, className, testId = 'marquee' }: MarqueeProps) {
  const shown = renderMarqueeText(text, studentName);
  const line = (
    <span
      className={styles.track}
      style={{ animationDuration: `${marqueeDurationSeconds(speed, shown.length)}s` }}
      data-testid={`${testId}-text`}
    >
      {shown}
    </span>
  );
  return (
    <div
      className={clsx('overflow-hidden rounded-md bg-black/40 py-2 text-sm font-medium', className)}
      data-testid={testId}
      data-speed={speed}
    >
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="block hover:underline">
          {line}
        </a>
      ) : (
        line
      )}
    </div>
  );
}
