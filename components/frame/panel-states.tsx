'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function PanelLoading({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="flex flex-col gap-3" aria-busy data-testid={testId}>
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function PanelError({
  message,
  retry,
  testId,
}: {
  message: string;
  retry: () => void;
  testId: string;
}) {
  const t = useTranslations('frame');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm" data-testid={testId}>
      <p className="text-red-300">{message}</p>
      <Button size="sm" variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}
