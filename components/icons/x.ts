import { lucideIcon } from './lucide-icon';

// lucide's x (ISC, notice in ./lucide-icon.tsx)
export const X = lucideIcon('lucide-x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
