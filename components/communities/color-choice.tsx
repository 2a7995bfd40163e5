'use client';

import { useTranslations } from 'next-intl';
import { Ban, Check } from 'lucide-react';
import { cn } from '@/lib/client/cn';
import {
  COMMUNITY_COLOR_PRESETS,
  COMMUNITY_DEFAULT_COLOR as COMMUNITY_NO_COLOR,
} from '@/lib/communities/options';

const COMMUNITY_COLORS = Object.entries(COMMUNITY_COLOR_PRESETS).map(([name, hex]) => ({ name, hex }));

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The new-version colour: 12 presets, a custom picker, and #121212 meaning none (SPEC 3). */
export function ColorChoice({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  const t = useTranslations('communityPanel');
  const isPreset = COMMUNITY_COLORS.some((c) => same(c.hex, value));
  const isNone = same(value, COMMUNITY_NO_COLOR);
  return (
    <fieldset data-testid="community-colors">
      <legend className="mb-1.5 text-sm font-medium">{t('fields.color')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={isNone}
          aria-label={t('colorNone')}
          title={t('colorNone')}
          onClick={() => onChange(COMMUNITY_NO_COLOR)}
          data-testid="community-color-none"
          className={cn(
            'flex h-8 w-8 items-center justify-center rounded-full border border-white/30 bg-[#121212]',
            isNone && 'ring-2 ring-primary ring-offset-2 ring-offset-surface-2',
          )}
        >
          <Ban aria-hidden className="h-4 w-4 opacity-60" />
        </button>
        {COMMUNITY_COLORS.map((c) => {
          const on = same(c.hex, value);
          return (
            <button
              key={c.name}
              type="button"
              aria-pressed={on}
              aria-label={t(`colors.${c.name}`)}
              title={t(`colors.${c.name}`)}
              onClick={() => onChange(c.hex)}
              data-testid={`community-color-${c.name}`}
              style={{ backgroundColor: c.hex }}
              className={cn(
                'flex h-8 w-8 items-center justify-center rounded-full border border-white/20',
                on && 'ring-2 ring-primary ring-offset-2 ring-offset-surface-2',
              )}
            >
              {on && <Check aria-hidden className="h-4 w-4 text-white drop-shadow" />}
            </button>
          );
        })}
        <label
          className={cn(
            'relative flex h-8 items-center gap-2 rounded-full border border-white/20 px-3 text-xs',
            !isPreset && !isNone && 'ring-2 ring-primary ring-offset-2 ring-offset-surface-2',
          )}
        >
          <input
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#121212'}
            onChange={(e) => onChange(e.target.value.toUpperCase())}
            className="h-5 w-5 cursor-pointer rounded-full border-0 bg-transparent p-0"
            data-testid="community-color-custom"
          />
          {t('colorCustom')}
        </label>
      </div>
    </fieldset>
  );
}
