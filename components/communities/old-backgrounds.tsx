'use client';

import { useTranslations } from 'next-intl';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/client/cn';
import {
  COMMUNITY_BACKGROUNDS,
  COMMUNITY_DEFAULT_COLOR,
  communityBackgroundCss,
  isCommunityBackground,
} from '@/lib/communities/options';

/** The 17 named backgrounds of the classic form and 'Retirar background' (SPEC 3 "Option lists"). */
export function OldBackgrounds({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useTranslations('communityPanel');
  return (
    <fieldset data-testid="community-backgrounds">
      <legend className="mb-1.5 text-sm font-medium">{t('fields.background')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {COMMUNITY_BACKGROUNDS.map((name) => {
          const on = value === name;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(name)}
              data-testid={`community-background-${name}`}
              style={{ background: communityBackgroundCss(name) }}
              className={cn(
                'flex h-12 items-end justify-between gap-1 rounded-md border border-white/15 px-2 py-1 text-xs capitalize [text-shadow:0_1px_2px_#000]',
                on && 'border-primary ring-1 ring-primary',
              )}
            >
              {name}
              {on && <Check aria-hidden className="h-3.5 w-3.5" />}
            </button>
          );
        })}
      </div>
      <Button
        size="sm"
        variant="ghost"
        className="mt-2"
        disabled={!isCommunityBackground(value)}
        onClick={() => onChange(COMMUNITY_DEFAULT_COLOR)}
        data-testid="community-background-remove"
      >
        <X aria-hidden className="h-4 w-4" />
        {t('removeBackground')}
      </Button>
    </fieldset>
  );
}
