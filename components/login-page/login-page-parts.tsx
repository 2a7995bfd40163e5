'use client';

import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/client/cn';
import type { TLoginPageBody, TLoginPageInput } from '@/lib/login-page/schemas';

// The login page panel's small controls: template and placement choices, switch rows, field errors.

export type LoginFormValues = TLoginPageInput;

export function Choice({
  selected,
  onSelect,
  testId,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      className={cn(
        'h-10 rounded-md border px-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-primary',
        selected ? 'border-primary bg-primary/20' : 'border-white/15 hover:bg-white/10',
      )}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

export function SwitchRow({
  id,
  label,
  hint,
  control,
  name,
}: {
  id: string;
  label: string;
  hint: string;
  control: Control<LoginFormValues, unknown, TLoginPageBody>;
  name: 'cta_login' | 'enable_redirect_login' | 'magic_link_enabled';
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-xs opacity-70">{hint}</p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={!!field.value}
            onCheckedChange={(v) => field.onChange(v)}
            data-testid={id}
          />
        )}
      />
    </div>
  );
}

export function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-xs text-red-400" data-testid={id}>
      {text}
    </p>
  );
}
