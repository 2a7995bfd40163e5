'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowLeft } from 'lucide-react';

/** The title row of a panel section or form, with a way back to its menu. */
export function SectionHeader({
  title,
  onBack,
  action,
  backTestId,
}: {
  title: string;
  onBack: () => void;
  action?: ReactNode;
  backTestId: string;
}) {
  const t = useTranslations('panel');
  return (
    <div className="mb-4 flex items-center gap-2">
      <button
        type="button"
        onClick={onBack}
        aria-label={t('back')}
        data-testid={backTestId}
        className="rounded-md p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
      </button>
      <h3 className="flex-1 text-sm font-semibold">{title}</h3>
      {action}
    </div>
  );
}
