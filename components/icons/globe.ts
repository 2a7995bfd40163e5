import { lucideIcon } from './lucide-icon';

// lucide's globe (ISC, notice in ./lucide-icon.tsx)
export const Globe = lucideIcon('lucide-globe', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' }],
  ['path', { d: 'M2 12h20' }],
]);
