import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  testId?: string;
  /** a line under the input that describes it (e.g. the password rules) */
  hint?: string;
  /** an element inside the right edge of the input (e.g. a show-password button) */
  trailing?: ReactNode;
}

/**
 * A labelled input whose error is announced and tied to it through aria-describedby. `className` is
 * appended, not merged with tailwind-merge (the sign-in forms use this field and ship no tailwind-merge).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, testId, trailing, className, ...props },
  ref,
) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          className={[
            'h-11 w-full rounded-md border bg-black/30 px-3 text-base text-inherit placeholder:opacity-50',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
            error ? 'border-red-400' : 'border-white/20',
            trailing ? 'pr-10' : '',
            className,
          ]
            .filter(Boolean)
            .join(' ')}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs opacity-75">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export function FormAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-400/50 bg-red-500/15 p-3 text-sm"
      data-testid={testId}
    >
      <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
