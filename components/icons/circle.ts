import { lucideIcon } from './lucide-icon';

// lucide's circle (ISC, notice in ./lucide-icon.tsx)
export const Circle = lucideIcon('lucide-circle', [['circle', { cx: '12', cy: '12', r: '10' }]]);
