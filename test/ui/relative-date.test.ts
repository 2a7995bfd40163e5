import { describe, expect, it } from 'vitest';
import { formatRelative } from '@/lib/dates/relative';
import { getTranslator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/config';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LiteIntlProvider } from '@/components/i18n/lite-intl';
import { RelativeDate } from '@/components/community/relative-date';
import { getMessages } from '@/lib/i18n/messages';

// The relative dates of posts, comments and notifications (SPEC 9): "há 5 minutos", "05 nov", with the
// year from 365 days on, in São Paulo's calendar; the day-and-month formats are built once per locale
// and reused (a new Intl.DateTimeFormat per date cost about 0.1 ms of each render).

const now = new Date('2026-11-28T15:00:00Z');
const at = (iso: string, locale: Locale = 'pt-BR') => {
  const t = getTranslator(locale);
  return formatRelative(iso, (k, v) => t(`dates.${k}`, v), locale, now);
};

describe('formatRelative', () => {
  it('minutes, hours and one day, then the day and month, with the year a year back', () => {
    expect(at('2026-11-28T14:59:30Z')).toBe('agora mesmo');
    expect(at('2026-11-28T14:55:00Z')).toBe('há 5 minutos');
    expect(at('2026-11-28T12:00:00Z')).toBe('há 3 horas');
    expect(at('2026-11-27T12:00:00Z')).toBe('há 1 dia');
    expect(at('2026-11-05T12:00:00Z')).toBe('05 nov');
    expect(at('2025-11-05T12:00:00Z')).toBe('05 nov 2025');
    expect(at('not a date')).toBe('Não foi possível calcular a data.');
  });

  it('keeps each locale’s own format when they alternate, with and without the year', () => {
    expect(at('2026-11-05T12:00:00Z', 'en')).toMatch(/^(Nov 05|05 Nov)$/);
    expect(at('2026-11-05T12:00:00Z', 'pt-BR')).toBe('05 nov');
    expect(at('2025-02-01T12:00:00Z', 'es')).toMatch(/^01 feb 2025$/);
    expect(at('2026-02-01T12:00:00Z', 'pt-BR')).toBe('01 fev');
    expect(at('2025-02-01T12:00:00Z', 'pt-BR')).toBe('01 fev 2025');
  });

  it('dates in São Paulo’s calendar: 01:00 UTC is still the day before there', () => {
    expect(at('2026-11-06T01:00:00Z')).toBe('05 nov');
  });
});

describe('RelativeDate', () => {
  it('shows the full date on hover as toLocaleString does, from a reused format, in each locale', () => {
    const iso = '2026-11-05T12:34:56Z';
    for (const locale of ['pt-BR', 'en', 'es'] as const) {
      const messages = JSON.stringify({ dates: (getMessages(locale) as Record<string, unknown>).dates });
      const html = renderToStaticMarkup(
        createElement(
          LiteIntlProvider,
          { locale, messages } as Parameters<typeof LiteIntlProvider>[0],
          createElement(RelativeDate, { iso }),
        ),
      );
      expect(html).toContain(`title="${new Date(iso).toLocaleString(locale)}"`);
      expect(html).toContain(`dateTime="${iso}"`);
    }
  });
});
