'use client';

import { forwardRef } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/client/cn';

/** SPEC 5/9: select labels longer than 50 characters are shown truncated with an ellipsis. */
export const SELECT_LABEL_MAX = 50;

export function truncateLabel(label: string, max = SELECT_LABEL_MAX): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** The value of the "no choice" item (Radix forbids '' on an item); onValueChange reports it as ''. */
const NONE = '__none__';

export type SelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  /** Shown while the value is empty (Radix reserves '' for "nothing chosen"; no option may use it). */
  placeholder?: string;
  /** Label of a first item that clears the choice (onValueChange('')); without it a choice is final. */
  noneOption?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'data-testid'?: string;
};

/**
 * The kit's select: a Radix Select styled like the kit's inputs, keyboard and screen-reader ready.
 * Controlled only (value + onValueChange); with react-hook-form, wrap it in a Controller.
 * In Playwright: `chooseOption(page, trigger, label)` from e2e/helpers.ts.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { value, onValueChange, options, placeholder, noneOption, id, name, disabled, className, onBlur, ...aria },
  ref,
) {
  const items = options.filter((o) => o.value !== '');
  if (noneOption !== undefined) items.unshift({ value: NONE, label: noneOption });
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={(v) => onValueChange(v === NONE ? '' : v)}
      name={name}
      disabled={disabled}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
    >
      <RadixSelect.Trigger
        ref={ref}
        id={id}
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-labelledby']}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        data-testid={aria['data-testid']}
        className={cn(
          'flex h-11 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-white/20 bg-black/30 px-3 text-left text-base',
          'focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50',
          'aria-[invalid=true]:border-red-400 data-[placeholder]:text-white/60',
          className,
        )}
      >
        <span className="min-w-0 truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon>
          <ChevronDown aria-hidden className="h-4 w-4 shrink-0 opacity-70" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-[100] max-h-[350px] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-white/15 bg-neutral-900 text-white shadow-xl"
        >
          <RadixSelect.Viewport className="p-1">
            {items.map((o) => (
              <RadixSelect.Item
                key={o.value}
                value={o.value}
                disabled={o.disabled}
                title={o.label.length > SELECT_LABEL_MAX ? o.label : undefined}
                className={cn(
                  'relative flex cursor-pointer select-none items-center rounded py-2 pr-3 pl-8 text-sm outline-none',
                  'data-[highlighted]:bg-white/10 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
                )}
              >
                <RadixSelect.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <Check aria-hidden className="h-4 w-4" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{truncateLabel(o.label)}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});
