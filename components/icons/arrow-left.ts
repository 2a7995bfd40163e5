import { lucideIcon } from './lucide-icon';

// lucide's arrow-left (ISC, notice in ./lucide-icon.tsx)
export const ArrowLeft = lucideIcon('lucide-arrow-left', [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]);
