import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cnLite as cn } from '@/lib/client/cn-lite';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-classes';
import { Slot } from './slot';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** render the child element (e.g. a Link) with the button's styles */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild, className, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonClass(variant, size), className)}
      {...props}
    />
  );
});
