import { describe, expect, it } from 'vitest';
import { clientPathsTo } from '../support/client-graph';

// Decision 231: no student page's first load may bring zod. Follows the static imports (type-only ones
// and `import()` skipped, as the bundler does) from the student layout and pages; once inside a
// 'use client' module, every module reached is client code, and none may import 'zod'.

const STUDENT_ENTRIES = [
  'app/layout.tsx',
  'app/(site)/layout.tsx',
  'app/(site)/homepage/page.tsx',
  'app/(site)/curso/[tenant]/[slug]/page.tsx',
  'app/(site)/curso/[tenant]/[slug]/[lessonId]/page.tsx',
  'app/(site)/comunidade/[tenant]/[communityId]/page.tsx',
  'app/(site)/dashboard/profile/page.tsx',
];

describe('student pages ship no zod (decision 231)', () => {
  it('no client module reachable from the student layout and pages imports zod', () => {
    expect(clientPathsTo('zod', STUDENT_ENTRIES)).toEqual([]);
  });

  it('the walk does find zod where a client form uses it (an editor dialog)', () => {
    expect(clientPathsTo('zod', ['components/banners/banner-dialog.tsx']).length).toBeGreaterThan(0);
  });
});
