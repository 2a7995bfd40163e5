'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { HEX_COLOR } from '@/lib/appearance/schemas';

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  testId: string;
}

/** A colour picker and its #RRGGBB text input, bound to one value. */
export function ColorField({ label, value, onChange, onBlur, error, testId }: ColorFieldProps) {
  const t = useTranslations('appearance');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('pickColor')}
          value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-12 cursor-pointer rounded-md border border-white/10 bg-transparent p-0.5"
          data-testid={`${testId}-picker`}
        />
        <input
          id={id}
          type="text"
          inputMode="text"
          spellCheck={false}
          maxLength={7}
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          onBlur={onBlur}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          title={t('hexCode')}
          className="h-10 w-32 rounded-md border border-white/15 bg-black/20 px-3 font-mono text-sm uppercase outline-none focus-visible:border-primary aria-[invalid=true]:border-red-500"
          data-testid={`${testId}-hex`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
