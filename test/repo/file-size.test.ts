import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isHandWrittenSource, MAX_LINES, oversizedFiles } from '../../scripts/check-file-size.mjs';

// The 400-line rule of `npm run lint` (scripts/check-file-size.mjs, decision 207).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praca-size-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (rel: string, lines: number) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), 'x\n'.repeat(lines));
};

describe('file size check', () => {
  it('counts hand-written sources only, not generated code or migrations', () => {
    expect(isHandWrittenSource('lib/showcase/home.ts')).toBe(true);
    expect(isHandWrittenSource('components/ui/button.tsx')).toBe(true);
    expect(isHandWrittenSource('scripts/start.mjs')).toBe(true);
    expect(isHandWrittenSource('lib/generated/prisma/client.ts')).toBe(false);
    expect(isHandWrittenSource('prisma/migrations/20260101000000_x/migration.sql')).toBe(false);
    expect(isHandWrittenSource('next-env.d.ts')).toBe(false);
    expect(isHandWrittenSource('messages/pt-BR/showcase.json')).toBe(false);
  });

  it('reports a file over the limit, longest first, and lets one at the limit pass', () => {
    write('lib/at-limit.ts', MAX_LINES);
    write('lib/long.ts', MAX_LINES + 1);
    write('test/longer.test.ts', MAX_LINES + 50);
    write('lib/generated/prisma/huge.ts', 5000);
    write('docs/long.md', 5000);
    expect(oversizedFiles(dir)).toEqual([
      { file: 'test/longer.test.ts', lines: MAX_LINES + 50 },
      { file: 'lib/long.ts', lines: MAX_LINES + 1 },
    ]);
  });
});
