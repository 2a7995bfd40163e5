import { describe, expect, it } from 'vitest';
import { fieldErrors, formOf, patchOf, type EditorLesson } from '@/components/studio/lesson-editor-form';
import { isoToWallTime, wallTimeToIso } from '@/lib/dates/zone';

// The lesson editor's form <-> the studio API (components/studio/lesson-editor-form.ts).

const lesson: EditorLesson = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Aula',
  body: '<p>Oi</p>',
  kind: 'text',
  media_url: null,
  thumbnail_url: null,
  duration_seconds: 125,
  duration_from_file: false,
  published: false,
  release: { mode: 'at_date', days: null, at: '2031-03-10T12:30:00.000Z' },
  attachments: [],
};

describe('lesson editor form', () => {
  it('shows the release instant on the school clock and sends it back as typed', () => {
    const f = formOf(lesson);
    expect(f.at).toBe('2031-03-10T09:30'); // America/Sao_Paulo, UTC-3
    expect(f.minutes).toBe('2');
    expect(f.seconds).toBe('5');
    expect(patchOf(f, false)).toMatchObject({
      release: { mode: 'at_date', at: '2031-03-10T09:30' },
      duration_seconds: 125,
    });
    expect(wallTimeToIso(isoToWallTime(lesson.release.at!))).toBe(lesson.release.at);
  });

  it('leaves a duration read from the file out, and sends typed days as a number', () => {
    const f = { ...formOf(lesson), release: 'after_enrollment' as const, days: '7' };
    const body = patchOf(f, true);
    expect(body).not.toHaveProperty('duration_seconds');
    expect(body.release).toEqual({ mode: 'after_enrollment', days: 7 });
  });

  it('puts the server field messages on the editor fields', () => {
    expect(fieldErrors({ 'release.days': 'Dias', duration_seconds: 'Duração', title: 'Título' })).toEqual({
      release: 'Dias',
      duration: 'Duração',
      title: 'Título',
    });
  });
});
