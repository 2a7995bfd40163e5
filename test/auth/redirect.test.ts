import { describe, expect, it } from 'vitest';
import { redirectAfterLogin, safeNextPath, safeRelativePath } from '@/lib/auth/redirect';
import { ZLoginBody } from '@/lib/auth/schemas';

describe('redirect after login', () => {
  it('accepts only plain relative paths', () => {
    expect(safeRelativePath('/homepage')).toBe('/homepage');
    expect(safeRelativePath('/curso/a/b?x=1#c')).toBe('/curso/a/b?x=1#c');
    for (const bad of [
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      'homepage',
      '/\tx',
      '',
      null,
      undefined,
    ])
      expect(safeRelativePath(bad as string)).toBeNull();
  });

  it('never sends back to /login or into the API', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/login?next=/x')).toBeNull();
    expect(safeNextPath('/api/logout')).toBeNull();
    expect(safeNextPath('/loginhelp')).toBe('/loginhelp');
  });

  it('prefers next, then the enabled setting, then /homepage', () => {
    const on = { enableRedirectLogin: true, redirectUrl: '/comunidade/t/c' };
    expect(redirectAfterLogin(on, '/favoritos')).toBe('/favoritos');
    expect(redirectAfterLogin(on, 'https://evil.test')).toBe('/comunidade/t/c');
    expect(redirectAfterLogin({ ...on, enableRedirectLogin: false })).toBe('/homepage');
    expect(redirectAfterLogin({ ...on, redirectUrl: null })).toBe('/homepage');
    expect(redirectAfterLogin(null)).toBe('/homepage');
  });

  it('login schema carries message keys', () => {
    const r = ZLoginBody.safeParse({ email: '  ', password: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', 'validation.required'],
      ['password', 'validation.required'],
    ]);
    expect(ZLoginBody.safeParse({ email: ' A@B.co ', password: 'x' }).data).toEqual({
      email: 'A@B.co',
      password: 'x',
    });
  });
});
