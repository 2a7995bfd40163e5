import { lucideIcon } from './lucide-icon';

// lucide's circle-check (ISC, notice in ./lucide-icon.tsx)
export const CheckCircle2 = lucideIcon('lucide-circle-check lucide-check-circle-2', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
]);
