import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './embed';

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=3', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtube.com/live/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.example.com/live/1', 'https://player.example.com/live/1'],
  ])('%s -> %s', (raw, embed) => expect(toEmbedUrl(raw)).toBe(embed));

  it.each([
    'http://player.example.com/x',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=<x>',
    '',
    null,
  ])('refuses %s', (raw) => expect(toEmbedUrl(raw)).toBeNull());
});
