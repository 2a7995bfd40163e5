import { Marquee } from '@/components/lesson/marquee';
import type { LessonMarquee } from '@/lib/course/marquee';

/** The lesson page's marquee: the student's product marquee, scrolling at its speed. */
export function MarqueeSlot({ marquee }: { marquee: LessonMarquee }) {
  return (
    <Marquee
      text={marquee.text}
      speed={marquee.timer}
      studentName={marquee.studentName}
      url={marquee.url}
      className="mx-auto max-w-7xl"
    />
  );
}
