import { describe, expect, it } from 'vitest';
import { stringMemo } from '@/lib/string-memo';

describe('stringMemo', () => {
  it('computes each argument once, and starts over when full', () => {
    const calls: string[] = [];
    const upper = stringMemo(2, (s) => {
      calls.push(s);
      return s.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b']);
    // a third argument empties the full memo: 'a' is computed again
    expect([upper('c'), upper('a')]).toEqual(['C', 'A']);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
