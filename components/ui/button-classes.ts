// The button's classes without tailwind-merge: pages that need only a styled native button (the sign-in
// forms) import this and not components/ui/button.tsx, whose className merge brings tailwind-merge
// (8.6 kB gz) into the first load.

export const BUTTON_VARIANTS = {
  primary: 'bg-primary text-primary-text hover:brightness-110',
  secondary: 'bg-surface-2 text-inherit hover:bg-white/10 border border-white/10',
  ghost: 'bg-transparent text-inherit hover:bg-white/10',
  danger: 'bg-red-600 text-white hover:bg-red-500',
} as const;

export const BUTTON_SIZES = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10 p-0',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

const BASE_START = 'inline-flex items-center justify-center gap-2';
const BASE_END =
  'font-medium transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:pointer-events-none disabled:opacity-50';

/**
 * The classes of `<Button variant size>`; `extra` is appended as is (no conflict resolution). `round`: a
 * pill (`rounded-full` in place of `rounded-md`), in the order `cnLite(buttonClass(…), 'rounded-full')`
 * gives, so that a plain button renders the class list the merging one did (decision 350).
 */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
  round = false,
): string {
  const start = round ? BASE_START : `${BASE_START} rounded-md`;
  const end = round ? ' rounded-full' : '';
  return `${start} ${BASE_END} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}${end}${extra ? ` ${extra}` : ''}`;
}
