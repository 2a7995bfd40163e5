import { lucideIcon } from './lucide-icon';

// lucide's chevron-left (ISC, notice in ./lucide-icon.tsx)
export const ChevronLeft = lucideIcon('lucide-chevron-left', [['path', { d: 'm15 18-6-6 6-6' }]]);
