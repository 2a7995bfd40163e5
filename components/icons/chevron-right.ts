import { lucideIcon } from './lucide-icon';

// lucide's chevron-right (ISC, notice in ./lucide-icon.tsx)
export const ChevronRight = lucideIcon('lucide-chevron-right', [['path', { d: 'm9 18 6-6-6-6' }]]);
