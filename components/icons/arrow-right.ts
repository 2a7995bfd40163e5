import { lucideIcon } from './lucide-icon';

// lucide's arrow-right (ISC, notice in ./lucide-icon.tsx)
export const ArrowRight = lucideIcon('lucide-arrow-right', [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
]);
