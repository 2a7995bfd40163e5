'use client';

import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { SectionHeader as PanelSectionHeader } from '@/components/panel/section-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import type { TProductOption } from '@/lib/client/gamification-api';

// Building blocks shared by the four sections of the Gamificação panel (the celebration pickers
// live in celebration-pickers.tsx, the upload field in upload-field.tsx).

export const INPUT =
  'h-11 w-full rounded-md border border-white/20 bg-black/30 px-3 text-base text-inherit focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary';
/** A number input's text as a whole number, never below 0 (empty or invalid: 0). */
export const wholeNumber = (v: string) => Math.max(0, Math.floor(Number(v) || 0));
/** A needed-score input (levels and rewards): a whole number, never below 0, for a react-hook-form field. */
export function ScoreInput({
  id,
  value,
  onChange,
  onBlur,
  testId,
}: {
  id: string;
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  testId: string;
}) {
  return (
    <input
      id={id}
      type="number"
      min={0}
      className={INPUT}
      value={value}
      onChange={(e) => onChange(wholeNumber(e.target.value))}
      onBlur={onBlur}
      data-testid={testId}
    />
  );
}
export const truncate = (s: string, n = 50) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** The shared panel title row, with the back button the Gamificação specs click. */
export function SectionHeader(props: Omit<ComponentProps<typeof PanelSectionHeader>, 'backTestId'>) {
  return <PanelSectionHeader {...props} backTestId="gamification-back" />;
}

/**
 * The "delete this?" dialog of the rewards and levels lists. Open while `open`; `onConfirm` deletes
 * (and closes on success); the buttons are disabled and the dialog stays open while it runs.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  testId,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  testId: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const t = useTranslations('gamificationPanel');
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !deleting && onClose()}>
      <DialogContent data-testid={`${testId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            {t('no')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={deleting} data-testid={`${testId}-confirm`}>
            {t('yesDelete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function ListSkeleton({ testId }: { testId: string }) {
  return (
    <div className="space-y-2" data-testid={testId}>
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
}

export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const t = useTranslations('gamificationPanel');
  return (
    <div role="alert" className="space-y-3 text-sm" data-testid={testId}>
      <p className="text-red-300">{t('loadFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function FieldError({ id, children, testId }: { id?: string; children?: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-300" data-testid={testId}>
      {children}
    </p>
  );
}

/** A labelled switch row. */
export function SwitchRow({
  label,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} data-testid={testId} />
    </div>
  );
}

/**
 * The product set of a level or reward form (`plansSelected`, a react-hook-form field): the active
 * products as checkboxes, ticking one adds it to the set and unticking removes it.
 */
export function ProductSetField({
  products,
  query,
  value,
  onChange,
  testId,
}: {
  products: TProductOption[];
  query: { isPending: boolean; isError: boolean };
  value: string[];
  onChange: (next: string[]) => void;
  testId: string;
}) {
  return (
    <ProductMultiSelect
      products={products}
      loading={query.isPending}
      failed={query.isError}
      value={value}
      onToggle={(pid, on) => onChange(on ? [...value, pid] : value.filter((x) => x !== pid))}
      testId={testId}
    />
  );
}

/** Multi-select of the tenant's active products as checkboxes (inactive products are never offered). */
export function ProductMultiSelect({
  products,
  loading,
  failed,
  value,
  onToggle,
  testId,
  disabled,
}: {
  products: TProductOption[];
  loading: boolean;
  failed: boolean;
  value: string[];
  onToggle: (id: string, on: boolean) => void;
  testId: string;
  disabled?: boolean;
}) {
  const t = useTranslations('gamificationPanel');
  if (loading)
    return (
      <div className="space-y-1">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  if (failed) return <p className="text-sm text-red-300">{t('productsFailed')}</p>;
  if (products.length === 0) return <p className="text-sm opacity-70">{t('noProducts')}</p>;
  return (
    <ul className="max-h-[350px] space-y-1 overflow-y-auto" data-testid={testId}>
      {products.map((p) => (
        <li key={p.id}>
          <label
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-white/5"
            title={p.title}
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--color-primary)]"
              checked={value.includes(p.id)}
              disabled={disabled}
              onChange={(e) => onToggle(p.id, e.target.checked)}
              data-testid={`${testId}-option`}
              aria-label={p.title}
            />
            <span className="truncate">{truncate(p.title)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A schema's message key (`gamification.fieldRequired`) as text; other text is shown as it is. */
export function useErrorText() {
  const tAll = useTranslations();
  return (message: string | undefined) =>
    message ? (tAll.has(message) ? tAll(message) : message) : undefined;
}
