import { describe, expect, it } from 'vitest';
import { getTranslator } from '@/lib/i18n/translator';

// Route handlers, jobs and e-mails translate through one translator per locale (decision 272).
describe('getTranslator', () => {
  it('is built once per locale and translates as before', () => {
    const pt = getTranslator('pt-BR');
    expect(getTranslator('pt-BR')).toBe(pt);
    expect(getTranslator('en')).toBe(getTranslator('en'));
    expect(getTranslator('en')).not.toBe(pt);
    expect(pt('errors.internal')).toBe('Ocorreu um erro inesperado. Tente novamente mais tarde.');
    expect(getTranslator('en')('errors.internal')).not.toBe(pt('errors.internal'));
    expect(pt('validation.tooShort', { min: 3 })).toBe('Deve ter no mínimo 3 caracteres');
    expect(pt('nowhere.unknownKey')).toBe('nowhere.unknownKey');
  });
});
