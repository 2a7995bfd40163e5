import { describe, expect, it } from 'vitest';
import { clientPathsTo, STUDENT_ENTRIES } from '../support/client-graph';

// Decision 231: no student page's first load may bring zod. Follows the static imports from the student
// layout and pages (test/support/client-graph.ts); no client module reached may import 'zod'.

describe('student pages ship no zod (decision 231)', () => {
  it('no client module reachable from the student layout and pages imports zod', () => {
    expect(clientPathsTo('zod', STUDENT_ENTRIES)).toEqual([]);
  });

  it('the walk does find zod where a client form uses it (an editor dialog)', () => {
    expect(clientPathsTo('zod', ['components/banners/banner-dialog.tsx']).length).toBeGreaterThan(0);
  });
});
