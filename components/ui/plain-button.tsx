import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-classes';
import { Slot } from './slot';

// `<Button>` for the student pages' first load (decision 350): the caller's `className` is appended as is,
// without `cnLite`'s merge (3 kB gz with its group table), so it must not conflict with the button's own
// classes (test/ui/plain-kit.test.ts checks every caller); a pill is `round`, not `rounded-full`. Parts
// that restyle a button (the editors' panels and dialogs) use components/ui/button.tsx, which merges.

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** a pill: `rounded-full` in place of `rounded-md` */
  round?: boolean;
  /** render the child element (e.g. a link) with the button's styles */
  asChild?: boolean;
}

export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { variant = 'primary', size = 'md', round, asChild, className, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClass(variant, size, className, round)}
      {...props}
    />
  );
});
