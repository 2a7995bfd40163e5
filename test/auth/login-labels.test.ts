import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loginLabels } from '@/components/auth/labels';
import { LOCALES } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';

// Decision 245: the sign-in forms get their texts from LoginScreen as a prop; every label exists in every
// language (a missing one would show its key, as next-intl does).
describe('login form labels', () => {
  it.each(LOCALES)('are all translated in %s', (locale) => {
    const missing: string[] = [];
    const t = createTranslator({
      locale,
      messages: getMessages(locale) as never,
      namespace: 'auth' as never,
      onError: (e) => missing.push(e.message),
    }) as unknown as (key: string) => string;
    const labels = loginLabels(t);
    expect(missing).toEqual([]);
    for (const [key, text] of Object.entries(labels)) {
      expect(text, key).toBeTruthy();
      expect(text, key).not.toContain('auth.');
    }
  });

  it('speak the language of the page', () => {
    const tr = (locale: (typeof LOCALES)[number]) =>
      createTranslator({
        locale,
        messages: getMessages(locale) as never,
        namespace: 'auth' as never,
      }) as unknown as (key: string) => string;
    expect(loginLabels(tr('pt-BR')).submit).toBe('Entrar');
    expect(loginLabels(tr('en')).submit).toBe('Sign in');
  });
});
