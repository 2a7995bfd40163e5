import { describe, expect, it } from 'vitest';
import { ZLoginForm, ZMagicLinkForm } from './login-form-schemas';
import { ZLoginBody, ZMagicLinkBody } from './schemas';

// The login forms validate with zod/mini, the handlers with classic zod: same verdicts, same message keys,
// same output (decision 184).

type Issue = { path: PropertyKey[]; message: string };
const verdict = (r: { success: boolean; data?: unknown; error?: { issues: Issue[] } }) =>
  r.success
    ? { ok: true, data: r.data }
    : { ok: false, issues: r.error!.issues.map((i) => [i.path.join('.'), i.message]) };

const emails = [
  'aluno@demo.local',
  '  Aluno@Demo.Local  ',
  '',
  '   ',
  'sem-arroba',
  'a@b',
  `${'x'.repeat(250)}@a.com`,
  undefined,
  42,
];
const passwords = ['senha-demo-123', '', 'x'.repeat(200), 'x'.repeat(201), undefined, null];

describe('login form schemas (zod/mini) agree with the handlers (zod)', () => {
  it.each(emails.flatMap((email) => passwords.map((password) => [email, password] as const)))(
    'login %j / %j',
    (email, password) => {
      const input = { email, password };
      expect(verdict(ZLoginForm.safeParse(input))).toEqual(verdict(ZLoginBody.safeParse(input)));
    },
  );

  it.each(emails.map((e) => [e]))('magic link %j', (email) => {
    const client = verdict(ZMagicLinkForm.safeParse({ email }));
    const server = verdict(ZMagicLinkBody.pick({ email: true }).safeParse({ email }));
    expect(client).toEqual(server);
  });

  it('refuses with the keys the form translates', () => {
    expect(verdict(ZLoginForm.safeParse({ email: 'x', password: '' }))).toEqual({
      ok: false,
      issues: [
        ['email', 'validation.invalidEmail'],
        ['password', 'validation.required'],
      ],
    });
  });
});
