import { describe, expect, it } from 'vitest';
import { pageNumber } from './page-number';

describe('pageNumber', () => {
  it('reads ?page= as a page from 1, bounded', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(['4', '9'])).toBe(4);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-2')).toBe(1);
    expect(pageNumber('abc')).toBe(1);
    expect(pageNumber('2abc')).toBe(2);
    expect(pageNumber('99999')).toBe(1000);
    expect(pageNumber('60', 50)).toBe(50);
  });
});
