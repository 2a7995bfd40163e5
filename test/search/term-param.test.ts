import { describe, expect, it } from 'vitest';
import { searchTermParam, TERM_MAX } from '@/lib/search/urls';

// /search reads its term from `search` (SPEC 2.14) or `q` (issue 54).
describe('searchTermParam', () => {
  it('reads search, then q, the first value, cut at the cap', () => {
    expect(searchTermParam({ search: 'fotografia' })).toBe('fotografia');
    expect(searchTermParam({ q: 'fotografia' })).toBe('fotografia');
    expect(searchTermParam({ search: 'a', q: 'b' })).toBe('a');
    expect(searchTermParam({ search: '', q: 'b' })).toBe('b');
    expect(searchTermParam({ q: ['x', 'y'] })).toBe('x');
    expect(searchTermParam({})).toBe('');
    expect(searchTermParam({ q: 'z'.repeat(300) })).toHaveLength(TERM_MAX);
  });
});
