// No hand-written source file over MAX_LINES lines (issue 15, docs/decisions.md 207): a file that long
// is split along its natural seams instead. Generated code (the Prisma client, migrations, Next's type
// stub, build output) is not hand-written and is skipped. Part of `npm run lint`.
//
//   node scripts/check-file-size.mjs [--max N]    exit 1 and list the files over the limit
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const GENERATED = [
  /^lib\/generated\//,
  /^prisma\/migrations\//,
  /(^|\/)next-env\.d\.ts$/,
  /(^|\/)(node_modules|\.next|coverage|playwright-report|test-results|\.data)\//,
];

/** Tracked files (git), or every file under root when it is not a git checkout. */
function listFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
    return out.split('\0').filter(Boolean);
  } catch {
    const files = [];
    const walk = (dir) => {
      for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (e.isDirectory()) {
          if (e.name !== '.git' && e.name !== 'node_modules') walk(rel);
        } else files.push(rel);
      }
    };
    walk('');
    return files;
  }
}

export const isHandWrittenSource = (file) => SOURCE.test(file) && !GENERATED.some((re) => re.test(file));

const countLines = (text) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

/** [{ file, lines }] of the hand-written source files over `max` lines, longest first. */
export function oversizedFiles(root, max = MAX_LINES) {
  return listFiles(root)
    .filter(isHandWrittenSource)
    .filter((file) => fs.existsSync(path.join(root, file)))
    .map((file) => ({ file, lines: countLines(fs.readFileSync(path.join(root, file), 'utf8')) }))
    .filter((f) => f.lines > max)
    .sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--max');
  const max = at > 0 ? Number(process.argv[at + 1]) : MAX_LINES;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const over = oversizedFiles(root, max);
  if (over.length) {
    console.error(`Hand-written source files over ${max} lines (split them along their seams):`);
    for (const { file, lines } of over) console.error(`  ${lines}  ${file}`);
    process.exit(1);
  }
  console.log(`No hand-written source file over ${max} lines.`);
}
