import { lucideIcon } from './lucide-icon';

// lucide's ellipsis-vertical (ISC, notice in ./lucide-icon.tsx)
export const MoreVertical = lucideIcon('lucide-ellipsis-vertical lucide-more-vertical', [
  ['circle', { cx: '12', cy: '12', r: '1' }],
  ['circle', { cx: '12', cy: '5', r: '1' }],
  ['circle', { cx: '12', cy: '19', r: '1' }],
]);
