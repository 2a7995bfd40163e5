import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitMessageProblems, MAX_SUBJECT } from '../../scripts/hooks/commit-msg.mjs';

// The commit rule of docs/CONTRIBUTING.md (subject at most 72 characters, details in the body), as the
// repo's commit-msg hook (scripts/hooks/commit-msg) applies it.

const hook = path.resolve(import.meta.dirname, '../../scripts/hooks/commit-msg');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praca-commit-msg-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the hook as git does: exit status and what it printed. */
function runHook(message: string): { status: number; stderr: string } {
  const file = path.join(dir, 'COMMIT_EDITMSG');
  fs.writeFileSync(file, message);
  try {
    execFileSync(hook, [file], { stdio: 'pipe' });
    return { status: 0, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    return { status: failed.status, stderr: failed.stderr.toString() };
  }
}

describe('commit-msg hook', () => {
  it('accepts a subject of 72 characters, accented ones counted once, with a body after a blank line', () => {
    const subject = 'é'.repeat(MAX_SUBJECT);
    expect(commitMessageProblems(`${subject}\n\nThe details.\n`)).toEqual([]);
    expect(runHook(`${subject}\n\nThe details.\n# a comment line git strips\n`).status).toBe(0);
  });

  it('refuses a subject over 72 characters and a body glued to the subject', () => {
    const refused = runHook(`${'x'.repeat(MAX_SUBJECT + 1)}\n`);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('73 characters');
    expect(commitMessageProblems('Short subject\nno blank line before the body\n')).toEqual([
      'the second line must be blank: the body starts after it',
    ]);
  });

  it("ignores comment lines and leaves git's own merge messages alone", () => {
    expect(commitMessageProblems(`# ${'x'.repeat(100)}\n\nFix the pager\n`)).toEqual([]);
    expect(commitMessageProblems(`Merge branch '${'x'.repeat(100)}'\n`)).toEqual([]);
  });

  it('is executable', () => {
    expect(fs.statSync(hook).mode & 0o111).not.toBe(0);
  });
});
