import { describe, expect, it } from 'vitest';
import { hasBadCharacters } from './text';

describe('hasBadCharacters', () => {
  it.each(['a\u0000b', '\uD800', 'x\uDC00', '\u0007', '\u001B[2J', '\u007F', '\u000B', '\u000C'])(
    'refuses %j',
    (s) => expect(hasBadCharacters(s)).toBe(true),
  );
  it.each(['plain', 'tab\there', 'line\nbreak\r\n', 'emoji 😀', 'acentuação', ''])('accepts %j', (s) =>
    expect(hasBadCharacters(s)).toBe(false),
  );
});
