import { lucideIcon } from './lucide-icon';

// lucide's search (ISC, notice in ./lucide-icon.tsx)
export const Search = lucideIcon('lucide-search', [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
]);
