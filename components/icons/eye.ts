import { lucideIcon } from './lucide-icon';

// lucide's eye (ISC, notice in ./lucide-icon.tsx)
export const Eye = lucideIcon('lucide-eye', [
  [
    'path',
    {
      d: 'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0',
    },
  ],
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
