import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, commentBodyError } from '@/lib/course/constants';
import { ZCommentBody } from '@/lib/course/schemas';

// The lesson comment form checks with commentBodyError (no zod on the lesson page, decision 231); it must
// answer what the handler's ZCommentBody answers for the body.
describe('commentBodyError', () => {
  const cases = [
    '',
    '   ',
    'ok',
    ' pergunta ',
    'a'.repeat(COMMENT_MAX),
    'a'.repeat(COMMENT_MAX + 1),
    ` ${'b'.repeat(COMMENT_MAX)} `,
  ];

  it.each(cases.map((c) => [c.length, c]))(
    'agrees with ZCommentBody for a body of %i characters',
    (_n, body) => {
      const parsed = ZCommentBody.safeParse({ body });
      const expected = parsed.success ? null : parsed.error.issues[0]?.message;
      expect(commentBodyError(body)).toBe(expected);
    },
  );

  it('flags an empty and a too long body with their keys', () => {
    expect(commentBodyError(' ')).toBe('course.commentRequired');
    expect(commentBodyError('x'.repeat(COMMENT_MAX + 1))).toBe('course.commentTooLong');
    expect(commentBodyError('Posso usar outro tripé?')).toBeNull();
  });
});
