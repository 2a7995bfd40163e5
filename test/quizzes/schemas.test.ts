import { describe, expect, it } from 'vitest';
import {
  formToBody,
  quizToForm,
  splitTimeLimit,
  timeLimitSeconds,
  toTimeLimit,
  ZQuizForm,
} from '@/lib/quizzes/schemas';
import { score } from '@/lib/quizzes/student';

// The quiz form's rules (SPEC 4, 5 "quiz") and the pure scoring.

const form = (over: Partial<ReturnType<typeof quizToForm>> = {}) => ({
  ...quizToForm(null),
  name: 'Prova',
  ...over,
});

describe('quiz form', () => {
  it('has the spec defaults: published on, repeat off', () => {
    expect(quizToForm(null)).toMatchObject({
      published: true,
      repeat: false,
      stopwatch: false,
      has_time_limit: false,
    });
  });

  it('a new quiz is listed on /avaliacoes by default; the edit form never sends the flag (decision 227)', () => {
    expect(quizToForm(null).listed).toBe(true);
    expect(formToBody(form(), 't')).toMatchObject({ listed: 1 });
    expect(formToBody(form({ listed: false }), 't')).toMatchObject({ listed: 0 });
    const existing = { ...formToBody(form(), 't'), id: 'q', tenant_id: 't', lesson_id: null };
    const edit = quizToForm({
      ...existing,
      type: 'comun',
      goal: 70,
      published: 1,
      repeat: 0,
      stopwatch: 0,
      time_limit: null,
      question_count: 0,
      created_at: '',
      updated_at: '',
    });
    expect(edit.listed).toBeUndefined();
    expect(formToBody({ ...edit, name: 'Prova' }, 't')).not.toHaveProperty('listed');
  });

  it('time limit: h/m/s <-> hh:mm:ss, all empty or zero is invalid', () => {
    expect(toTimeLimit('1', '5', '')).toBe('01:05:00');
    expect(toTimeLimit('', '', '')).toBeNull();
    expect(toTimeLimit('0', '60', '0')).toBeNull();
    expect(timeLimitSeconds('01:05:00')).toBe(3900);
    expect(timeLimitSeconds('1:75:00')).toBeNull();
    expect(splitTimeLimit('01:05:09')).toEqual({ hours: '1', minutes: '5', seconds: '9' });
    const bad = ZQuizForm.safeParse(form({ stopwatch: true, has_time_limit: true }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('quizzes.invalidTimeLimit');
    // the limit switch off (or the stopwatch off): no limit needed
    expect(ZQuizForm.safeParse(form({ stopwatch: true, has_time_limit: false })).success).toBe(true);
  });

  it('the goal is checked only for comun quizzes', () => {
    expect(ZQuizForm.safeParse(form({ goal: '101' })).success).toBe(false);
    expect(ZQuizForm.safeParse(form({ type: 'comportamental', goal: '' })).success).toBe(true);
    expect(formToBody(form({ type: 'comportamental', goal: '' }), 't')).toMatchObject({ goal: 0 });
    expect(formToBody(form({ stopwatch: true, has_time_limit: true, minutes: '10' }), 't')).toMatchObject({
      stopwatch: 1,
      time_limit: '00:10:00',
      published: 1,
      repeat: 0,
    });
  });
});

describe('score', () => {
  const q = (id: string, opts: { id: string; correct?: boolean; profileId?: string | null }[]) => ({
    id,
    text: id,
    explanation: null,
    options: opts.map((o) => ({
      id: o.id,
      text: o.id,
      correct: !!o.correct,
      profileId: o.profileId ?? null,
    })),
  });
  it('comun: exact sets only, percent rounded, passed at the goal', () => {
    const qs = [
      q('a', [{ id: 'a1', correct: true }, { id: 'a2' }]),
      q('b', [{ id: 'b1', correct: true }, { id: 'b2', correct: true }, { id: 'b3' }]),
      q('c', [{ id: 'c1', correct: true }, { id: 'c2' }]),
    ];
    expect(score('comun', 67, qs, { a: ['a1'], b: ['b1'], c: ['c1'] }, [])).toMatchObject({
      score: 67,
      correct: 2,
      passed: true,
    });
    expect(score('comun', 68, qs, { a: ['a1'], b: ['b1'], c: ['c1'] }, [])).toMatchObject({ passed: false });
    expect(score('comun', 100, qs, { a: ['a1'], b: ['b2', 'b1'], c: ['c1'] }, [])).toMatchObject({
      score: 100,
    });
  });
  it('comportamental: most points wins, ties go to the first profile, no answer is no profile', () => {
    const qs = [
      q('a', [
        { id: 'a1', profileId: 'P' },
        { id: 'a2', profileId: 'Q' },
      ]),
      q('b', [
        { id: 'b1', profileId: 'P' },
        { id: 'b2', profileId: 'Q' },
      ]),
    ];
    expect(score('comportamental', 0, qs, { a: ['a2'], b: ['b2'] }, ['P', 'Q']).profileId).toBe('Q');
    expect(score('comportamental', 0, qs, { a: ['a1'], b: ['b2'] }, ['P', 'Q']).profileId).toBe('P');
    expect(score('comportamental', 0, qs, {}, ['P', 'Q'])).toMatchObject({ profileId: null, passed: false });
  });
});
