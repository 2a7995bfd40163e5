import { describe, expect, it } from 'vitest';
import { resolveLocale, resolvePageLocale } from '@/lib/i18n/config';

// Issue 14: a page follows the member's choice (NEXT_LOCALE), else the tenant's language, never the
// browser's Accept-Language; API callers still get their Accept-Language.
describe('page locale', () => {
  it("ignores the browser's language: a Brazilian school stays pt-BR", () => {
    expect(resolvePageLocale(undefined)).toBe('pt-BR');
    expect(resolvePageLocale(null)).toBe('pt-BR');
    expect(resolvePageLocale('fr')).toBe('pt-BR');
  });

  it("follows the member's choice", () => {
    expect(resolvePageLocale('en')).toBe('en');
    expect(resolvePageLocale('es')).toBe('es');
  });

  it("uses the tenant's default when there is no choice", () => {
    expect(resolvePageLocale(undefined, 'es')).toBe('es');
  });

  it('API answers still honour Accept-Language', () => {
    expect(resolveLocale(undefined, 'en-US,en;q=0.9')).toBe('en');
  });
});
