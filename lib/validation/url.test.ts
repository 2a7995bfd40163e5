import { describe, expect, it } from 'vitest';
import { isSafeHttpUrl, normalizeHttpUrl, stripHttpScheme } from './url';

describe('isSafeHttpUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#x',
    'https://www.youtube.com/@canal',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (u) => expect(isSafeHttpUrl(u)).toBe(true));

  it.each([
    '',
    'example.com',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'https://exa\nmple.com',
    'da\nta:text/html,x',
    '/\\evil.example/x',
    '//evil.example',
    'https:\\\\evil.example',
    'ftp://example.com',
    'data:text/html,<script>',
    'https://',
    'https://exa mple.com',
    'https://example.com/\u0000',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %j', (u) => expect(isSafeHttpUrl(u)).toBe(false));
});

describe('normalizeHttpUrl', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(normalizeHttpUrl('example.com/a')).toBe('https://example.com/a');
    expect(normalizeHttpUrl(' http://x.io ')).toBe('http://x.io');
  });
  it('refuses other schemes and control characters', () => {
    expect(normalizeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeHttpUrl('java\tscript:alert(1)')).toBeNull();
    expect(normalizeHttpUrl('   ')).toBeNull();
  });
});

it('stripHttpScheme removes only the http(s) prefix', () => {
  expect(stripHttpScheme('https://a.com/x')).toBe('a.com/x');
  expect(stripHttpScheme('http://a.com')).toBe('a.com');
  expect(stripHttpScheme('a.com')).toBe('a.com');
});
