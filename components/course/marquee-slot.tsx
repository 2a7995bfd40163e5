import type { LessonMarquee } from '@/lib/course/marquee';

/**
 * SLOT for the marquee branch: the lesson page renders this with what marqueeForLesson
 * (lib/course/marquee.ts) returns, null today. That branch replaces this body with its
 * components/lesson/marquee.tsx (scrolling text at `timer` speed); this plain line is only a fallback.
 */
export function MarqueeSlot({ marquee }: { marquee: LessonMarquee }) {
  const text = <span className="block truncate px-4 py-2 text-sm">{marquee.text}</span>;
  return marquee.url ? (
    <a
      href={marquee.url}
      target="_blank"
      rel="noopener noreferrer"
      className="block bg-primary text-primary-text"
    >
      {text}
    </a>
  ) : (
    <div className="bg-primary text-primary-text">{text}</div>
  );
}
