// Synthesises the celebration sounds of lib/gamification/options.ts (SOUNDS, except 'none') as short
// 16-bit mono PCM WAV files under public/gamification/sounds/<name>.wav. Deterministic (seeded noise),
// no network, no dependencies. Run it after changing a sound and commit the output:
//   node scripts/generate-sounds.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'gamification', 'sounds');
const RATE = 22_050;

/** A float buffer of `seconds` of silence. */
const buffer = (seconds) => new Float32Array(Math.ceil(seconds * RATE));

/** Attack/decay envelope: linear rise over `attack` s, exponential decay with time constant `decay` s. */
const env = (t, attack, decay) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));

/** Adds a tone at `start` s: `partials` are [multiple of freq, gain] pairs. */
function tone(buf, { freq, start, length, gain = 0.3, attack = 0.01, decay = 0.25, partials = [[1, 1]] }) {
  const from = Math.floor(start * RATE);
  const n = Math.floor(length * RATE);
  for (let i = 0; i < n && from + i < buf.length; i++) {
    const t = i / RATE;
    let v = 0;
    for (const [m, g] of partials) v += g * Math.sin(2 * Math.PI * freq * m * t);
    // a short fade-out at the end avoids clicks
    const tail = Math.min(1, (n - i) / (0.01 * RATE));
    buf[from + i] += gain * env(t, attack, decay) * v * tail;
  }
}

/** Deterministic pseudo-random numbers in [-1, 1) (mulberry32). */
function noise(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 31 - 1;
  };
}

const note = (semitonesFromA4) => 440 * 2 ** (semitonesFromA4 / 12);
const BRASS = [
  [1, 1],
  [2, 0.5],
  [3, 0.3],
  [4, 0.15],
];
const BELL = [
  [1, 1],
  [2.76, 0.4],
  [5.4, 0.2],
  [8.93, 0.1],
];

const SOUNDS = {
  // C major fanfare: three short notes, then a held chord
  fanfare() {
    const b = buffer(1.6);
    const [c5, e5, g5, c6] = [3, 7, 10, 15].map(note);
    [c5, e5, g5].forEach((f, i) =>
      tone(b, { freq: f, start: i * 0.14, length: 0.14, gain: 0.22, decay: 0.3, partials: BRASS }),
    );
    for (const f of [c5, e5, g5, c6])
      tone(b, { freq: f, start: 0.45, length: 1.1, gain: 0.12, attack: 0.03, decay: 0.6, partials: BRASS });
    return b;
  },
  // two bell strikes a fifth apart
  chime() {
    const b = buffer(1.8);
    tone(b, { freq: note(14), start: 0, length: 1.6, gain: 0.28, attack: 0.002, decay: 0.5, partials: BELL });
    tone(b, {
      freq: note(21),
      start: 0.18,
      length: 1.6,
      gain: 0.22,
      attack: 0.002,
      decay: 0.5,
      partials: BELL,
    });
    return b;
  },
  // the classic two-note coin pickup (B5 then E6), square-ish
  coin() {
    const b = buffer(0.6);
    const square = [
      [1, 1],
      [3, 0.33],
      [5, 0.2],
      [7, 0.14],
    ];
    tone(b, { freq: note(14), start: 0, length: 0.08, gain: 0.2, attack: 0.002, decay: 1, partials: square });
    tone(b, {
      freq: note(19),
      start: 0.08,
      length: 0.45,
      gain: 0.2,
      attack: 0.002,
      decay: 0.15,
      partials: square,
    });
    return b;
  },
  // many short filtered noise claps, swelling then fading
  applause() {
    const b = buffer(2.2);
    const rnd = noise(42);
    const claps = 140;
    for (let c = 0; c < claps; c++) {
      const start = ((rnd() + 1) / 2) * 2.0;
      const swell = Math.sin(Math.PI * Math.min(1, start / 2.0));
      const from = Math.floor(start * RATE);
      const len = Math.floor(0.03 * RATE);
      let prev = 0;
      for (let i = 0; i < len && from + i < b.length; i++) {
        // one-pole high-pass on white noise gives the "clap" colour
        const w = rnd();
        const hp = w - prev;
        prev = w;
        b[from + i] += 0.12 * swell * Math.exp(-i / (0.008 * RATE)) * hp;
      }
    }
    return b;
  },
  // a quick rising arpeggio ending on a sparkle
  levelUp() {
    const b = buffer(1.3);
    const steps = [0, 4, 7, 12, 16, 19, 24].map((s) => note(s + 3));
    steps.forEach((f, i) =>
      tone(b, {
        freq: f,
        start: i * 0.07,
        length: 0.2,
        gain: 0.18,
        attack: 0.005,
        decay: 0.12,
        partials: [
          [1, 1],
          [2, 0.3],
        ],
      }),
    );
    tone(b, {
      freq: note(27),
      start: 0.5,
      length: 0.8,
      gain: 0.2,
      attack: 0.005,
      decay: 0.3,
      partials: BELL,
    });
    return b;
  },
};

/** Encodes floats in [-1, 1] as a 16-bit mono PCM WAV file (normalised to -1 dBFS). */
function wav(samples) {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const scale = peak > 0 ? 0.89 / peak : 0;
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s * scale)) * 32767), i * 2),
  );
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16); // fmt chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE * 2, 28); // byte rate
  h.writeUInt16LE(2, 32); // block align
  h.writeUInt16LE(16, 34); // bits per sample
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

fs.mkdirSync(outDir, { recursive: true });
for (const [name, make] of Object.entries(SOUNDS)) {
  const file = path.join(outDir, `${name}.wav`);
  fs.writeFileSync(file, wav(make()));
  console.log(`wrote ${path.relative(root, file)}`);
}
