// Zod-free helpers of lib/lesson/schemas.ts for the lesson page's marquee (decision 231): importing the
// schemas module would put zod in the lesson page's first load.

export const MARQUEE_SPEED_MIN = 10;
export const MARQUEE_SPEED_MAX = 150;
/**
 * The merge tag an editor may put in the text, replaced by the student's name when shown: `{{nome}}`, the
 * custom HTML blocks' syntax (lib/custom-html/embed.ts), so creators learn one (issue 54). SPEC 3's
 * `$nome_aluno` stays accepted: marquees saved with it keep working.
 */
export const STUDENT_NAME_VAR = '{{nome}}';
export const LEGACY_STUDENT_NAME_VAR = '$nome_aluno';
const NAME_TAG = /\{\{\s*nome\s*\}\}|\$nome_aluno/g;

/** Text shown to a student: `{{nome}}` (or `$nome_aluno`) replaced by the name (plain text, never HTML). */
export function renderMarqueeText(text: string, studentName: string): string {
  return text.replace(NAME_TAG, () => studentName);
}

/**
 * Seconds one pass of the marquee takes at `speed` (10..150, higher is faster), for a text of `length`
 * characters: roughly `speed` pixels per second over the text plus the visible width.
 */
export function marqueeDurationSeconds(speed: number, length: number, widthPx = 600): number {
  const s = Math.min(MARQUEE_SPEED_MAX, Math.max(MARQUEE_SPEED_MIN, speed));
  return Math.max(2, Math.round(((widthPx + length * 10) / s) * 10) / 10);
}
