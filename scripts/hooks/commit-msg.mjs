// The commit rule of docs/CONTRIBUTING.md: a subject of at most 72 characters, then a blank line, then
// the details in the body. Run by the commit-msg hook beside it with the message file's path.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;

/** The problems of a commit message (empty when it follows the rule). Comment lines are ignored. */
export function commitMessageProblems(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const [subject = '', second = ''] = lines;
  // Messages git writes itself (merges, reverts) are not held to the rule.
  if (/^(Merge|Revert ")/.test(subject)) return [];
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT) {
    problems.push(
      `the subject has ${length} characters, at most ${MAX_SUBJECT}: put the details in the body`,
    );
  }
  if (second !== '') problems.push('the second line must be blank: the body starts after it');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  const problems = commitMessageProblems(fs.readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    for (const problem of problems) console.error(`commit-msg: ${problem}`);
    console.error(
      'commit-msg: the message is kept in .git/COMMIT_EDITMSG (git commit -e -F .git/COMMIT_EDITMSG)',
    );
    process.exit(1);
  }
}
