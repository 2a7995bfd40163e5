import { lucideIcon } from './lucide-icon';

// lucide's undo-2 (ISC, notice in ./lucide-icon.tsx)
export const Undo2 = lucideIcon('lucide-undo-2', [
  ['path', { d: 'M9 14 4 9l5-5' }],
  ['path', { d: 'M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11' }],
]);
