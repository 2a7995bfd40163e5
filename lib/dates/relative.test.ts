import { describe, expect, it } from 'vitest';
import { getTranslator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/config';
import { formatRelative } from './relative';

const now = new Date('2026-11-23T15:00:00Z');
const fmt = (d: Date | string | null, locale: Locale = 'pt-BR') => {
  const t = getTranslator(locale);
  return formatRelative(d, (k, v) => t(`dates.${k}`, v), locale, now);
};
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelative (SPEC 9)', () => {
  it('minutes under 60', () => {
    expect(fmt(ago(30_000))).toBe('agora mesmo');
    expect(fmt(ago(60_000))).toBe('há 1 minuto');
    expect(fmt(ago(59 * 60_000))).toBe('há 59 minutos');
  });
  it('hours under 24', () => {
    expect(fmt(ago(60 * 60_000))).toBe('há 1 hora');
    expect(fmt(ago(23 * 3_600_000 + 59 * 60_000))).toBe('há 23 horas');
  });
  it('"1 day" under 2 days', () => {
    expect(fmt(ago(24 * 3_600_000))).toBe('há 1 dia');
    expect(fmt(ago(47 * 3_600_000))).toBe('há 1 dia');
  });
  it('dd MMM from 2 days, with the year from 365 days', () => {
    expect(fmt(new Date('2026-11-05T15:00:00Z'))).toBe('05 nov');
    expect(fmt(new Date('2025-11-20T15:00:00Z'))).toBe('20 nov 2025');
    expect(fmt(new Date('2025-11-20T15:00:00Z'), 'en')).toBe('20 Nov 2025');
  });
  it('falls back to the spec text in each language', () => {
    expect(fmt('not a date')).toBe('Não foi possível calcular a data.');
    expect(fmt(null, 'en')).toBe('Could not calculate the date.');
    expect(fmt('x', 'es')).toBe('No fue posible calcular la fecha.');
  });
  it('translates relative units', () => {
    expect(fmt(ago(5 * 60_000), 'en')).toBe('5 minutes ago');
    expect(fmt(ago(2 * 3_600_000), 'es')).toBe('hace 2 horas');
  });
});
