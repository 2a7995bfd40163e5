// Zod-free helpers of lib/lesson/schemas.ts for the lesson page's marquee (decision 231): importing the
// schemas module would put zod in the lesson page's first load.

export const MARQUEE_SPEED_MIN = 10;
export const MARQUEE_SPEED_MAX = 150;
/** the variable an editor may put in the text, replaced by the student's name when shown */
export const STUDENT_NAME_VAR = '$nome_aluno';

/** Text shown to a student: `$nome_aluno` replaced by the name (plain text, never HTML). */
export function renderMarqueeText(text: string, studentName: string): string {
  return text.split(STUDENT_NAME_VAR).join(studentName);
}

/**
 * Seconds one pass of the marquee takes at `speed` (10..150, higher is faster), for a text of `length`
 * characters: roughly `speed` pixels per second over the text plus the visible width.
 */
export function marqueeDurationSeconds(speed: number, length: number, widthPx = 600): number {
  const s = Math.min(MARQUEE_SPEED_MAX, Math.max(MARQUEE_SPEED_MIN, speed));
  return Math.max(2, Math.round(((widthPx + length * 10) / s) * 10) / 10);
}
