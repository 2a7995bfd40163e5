import { isoToWallTime } from '@/lib/dates/zone';
import type { TLessonUpdate } from '@/lib/studio/schemas';

// The lesson editor's form (issue 46, docs/adr/0410): what GET /api/auth/studio/lessons/{id} answers, as
// the fields hold it, and back as the PATCH body. Client-importable, no React.

export type LessonKind = 'video' | 'audio' | 'text';
export type ReleaseMode = 'immediate' | 'after_enrollment' | 'at_date';

/** The editor's part of GET /api/auth/studio/lessons/{id} (lib/studio/lessons.ts StudioLesson). */
export interface EditorLesson {
  id: string;
  title: string;
  body: string;
  kind: LessonKind;
  media_url: string | null;
  thumbnail_url: string | null;
  duration_seconds: number;
  duration_from_file: boolean;
  published: boolean;
  release: { mode: string; days: number | null; at: string | null };
  attachments: EditorAttachment[];
}

export interface EditorAttachment {
  id: string;
  name: string;
  url: string;
  size_bytes: number;
}

export interface LessonForm {
  title: string;
  body: string;
  kind: LessonKind;
  thumbnail_url: string | null;
  /** minutes and seconds as typed */
  minutes: string;
  seconds: string;
  published: boolean;
  release: ReleaseMode;
  /** days after the enrolment, as typed */
  days: string;
  /** `YYYY-MM-DDTHH:MM` on the school's clock */
  at: string;
}

export const studioLessonPath = (id: string) => `/api/auth/studio/lessons/${encodeURIComponent(id)}`;
export const studioAttachmentPath = (id: string) => `/api/auth/studio/attachments/${encodeURIComponent(id)}`;

const modes: readonly string[] = ['immediate', 'after_enrollment', 'at_date'];

export function formOf(l: EditorLesson): LessonForm {
  return {
    title: l.title,
    body: l.body,
    kind: l.kind,
    thumbnail_url: l.thumbnail_url,
    minutes: String(Math.floor(l.duration_seconds / 60)),
    seconds: String(l.duration_seconds % 60),
    published: l.published,
    release: modes.includes(l.release.mode) ? (l.release.mode as ReleaseMode) : 'immediate',
    days: l.release.days != null ? String(l.release.days) : '7',
    at: l.release.at ? isoToWallTime(l.release.at) : '',
  };
}

/** A typed whole number, NaN when it is not one (the server then says why, on the field). */
const whole = (v: string) => (/^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN);

export function patchOf(f: LessonForm, durationFromFile: boolean): TLessonUpdate {
  const release =
    f.release === 'after_enrollment'
      ? { mode: f.release, days: whole(f.days) }
      : f.release === 'at_date'
        ? { mode: f.release, at: f.at }
        : { mode: f.release };
  const duration = whole(f.minutes || '0') * 60 + whole(f.seconds || '0');
  return {
    title: f.title,
    body: f.body,
    kind: f.kind,
    thumbnail_url: f.thumbnail_url,
    published: f.published,
    release: release as TLessonUpdate['release'],
    ...(durationFromFile ? {} : { duration_seconds: duration }),
  };
}

/** Server field paths (`release.days`) -> the editor's fields. */
export function fieldErrors(fields: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(fields ?? {})) {
    const key = path.startsWith('release') ? 'release' : path === 'duration_seconds' ? 'duration' : path;
    out[key] ??= text;
  }
  return out;
}
