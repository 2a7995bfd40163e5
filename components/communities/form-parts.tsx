'use client';

import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import type { TProductOption } from '@/lib/client/communities-api';
import { cn } from '@/lib/client/cn';

// Pieces shared by the two community forms: collapsible sections, labelled switches, the product
// checklist, textareas and field errors (message keys translated here).

/** Select labels longer than 50 characters are cut with an ellipsis (SPEC 5 "General"). */
export const truncateLabel = (s: string, max = 50) => (s.length > max ? `${s.slice(0, max)}…` : s);

export function Collapsible({
  title,
  testId,
  defaultOpen = true,
  children,
}: {
  title: string;
  testId: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className="rounded-md border border-white/10" data-testid={testId}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between px-3 py-3 text-left text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary"
        data-testid={`${testId}-toggle`}
      >
        {title}
        <ChevronDown aria-hidden className={cn('h-4 w-4 transition', open && 'rotate-180')} />
      </button>
      <div id={id} hidden={!open} className="flex flex-col gap-4 border-t border-white/10 p-3">
        {children}
      </div>
    </section>
  );
}

/** Schemas carry message keys ('communities.titleRequired'); a server answer is already text. */
export function useErrorText() {
  const tAll = useTranslations();
  return (message: string | undefined) =>
    message ? (tAll.has(message) ? tAll(message) : message) : undefined;
}

export function FieldError({ message, id }: { message?: string; id?: string }) {
  const text = useErrorText()(message);
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-300" data-testid="community-field-error">
      {text}
    </p>
  );
}

export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        <span className="block font-medium">{label}</span>
        {hint && <span className="block text-xs opacity-60">{hint}</span>}
      </label>
      <Switch id={id} data-testid={testId} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  error,
  testId,
  ...props
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  error?: string;
  testId: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        className={cn(
          'w-full rounded-md border bg-black/30 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary',
          error ? 'border-red-400' : 'border-white/20',
        )}
        {...props}
      />
      <FieldError message={error} />
    </div>
  );
}

/** A checklist of the tenant's active products. */
export function ProductChecklist({
  label,
  products,
  loading,
  value,
  onToggle,
  error,
  disabled,
}: {
  label: string;
  products: TProductOption[] | undefined;
  loading: boolean;
  value: string[];
  onToggle: (id: string, on: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useTranslations('communityPanel');
  return (
    <fieldset data-testid="community-products">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {loading ? (
        <Skeleton className="h-20 w-full" />
      ) : !products?.length ? (
        <p className="text-sm opacity-60">{t('noProducts')}</p>
      ) : (
        <div
          className={cn(
            'flex max-h-48 flex-col gap-1 overflow-y-auto rounded-md border p-2',
            error ? 'border-red-400' : 'border-white/20',
          )}
        >
          {products.map((p) => (
            <label
              key={p.id}
              className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-white/5"
              data-testid="community-product-option"
              title={p.title}
            >
              <input
                type="checkbox"
                className="accent-[var(--color-primary)]"
                checked={value.includes(p.id)}
                disabled={disabled}
                onChange={(e) => onToggle(p.id, e.target.checked)}
              />
              {truncateLabel(p.title)}
            </label>
          ))}
        </div>
      )}
      <FieldError message={error} />
    </fieldset>
  );
}

export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const t = useTranslations('communityPanel');
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm" data-testid={testId}>
      <p className="text-red-300">{t('loadFailed')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
