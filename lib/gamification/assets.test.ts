import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { animationUrl, soundUrl } from './assets';
import { ANIMATIONS, SOUNDS } from './options';

const PUBLIC = path.resolve(__dirname, '../../public');

describe('celebration assets', () => {
  it('ships one animation per option name except none', () => {
    for (const name of ANIMATIONS) {
      const url = animationUrl(name);
      if (name === 'none') expect(url).toBeNull();
      else {
        const file = fs.readFileSync(path.join(PUBLIC, url!), 'utf8');
        expect(file).toContain('<svg');
        expect(file).toContain('@keyframes');
      }
    }
  });

  it('ships one PCM WAV per sound except none', () => {
    for (const name of SOUNDS) {
      const url = soundUrl(name);
      if (name === 'none') expect(url).toBeNull();
      else {
        const wav = fs.readFileSync(path.join(PUBLIC, url!));
        expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
        expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
        expect(wav.readUInt16LE(20)).toBe(1); // PCM
        const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28);
        expect(seconds).toBeGreaterThan(0.2);
        expect(seconds).toBeLessThanOrEqual(5);
      }
    }
  });

  it('gives no URL for unknown names (no path injection)', () => {
    expect(animationUrl('../../etc/passwd')).toBeNull();
    expect(soundUrl('x')).toBeNull();
    expect(soundUrl(null)).toBeNull();
  });
});
