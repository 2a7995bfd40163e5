import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTranslator } from '@/lib/i18n/translator';

// Portuguese puts 0 in the `one` category (CLDR: i = 0..1), so `{count, plural, one {# pergunta} …}` reads
// '0 pergunta'. Every pt-BR plural that has a `one` branch must also say what zero is.

function walk(node: unknown, key: string, out: [string, string][]) {
  if (typeof node === 'string') out.push([key, node]);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k, out);
}

function ptMessages(): [string, string][] {
  const dir = path.join('messages', 'pt-BR');
  const out: [string, string][] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file.replace(/\.json$/, ''), out);
  return out;
}

/** Each `{var, plural, …}` argument's branches (nested braces skipped). */
function pluralBranches(message: string): string[][] {
  const found: string[][] = [];
  const re = /\{\s*\w+\s*,\s*plural\s*,/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(message))) {
    const branches: string[] = [];
    let i = m.index + m[0].length;
    let depth = 1;
    let selector = '';
    for (; i < message.length && depth > 0; i++) {
      const c = message[i];
      if (c === '{') {
        if (depth === 1) branches.push(selector.trim());
        selector = '';
        depth++;
      } else if (c === '}') depth--;
      else if (depth === 1) selector += c;
    }
    found.push(branches);
  }
  return found;
}

describe('pt-BR plurals', () => {
  it('every plural with a `one` branch has an `=0` branch', () => {
    const missing = ptMessages()
      .filter(([, msg]) => pluralBranches(msg).some((b) => b.includes('one') && !b.includes('=0')))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('the check reads the branches, and zero questions no longer reads "0 pergunta"', () => {
    expect(pluralBranches('{count, plural, one {# a} other {# b {x}}}')).toEqual([['one', 'other']]);
    const t = getTranslator('pt-BR');
    expect(t('quizzes.questionCount', { count: 0 })).toBe('nenhuma pergunta');
    expect(t('quizzes.questionCount', { count: 1 })).toBe('1 pergunta');
    expect(t('quizzes.questionCount', { count: 3 })).toBe('3 perguntas');
  });
});
