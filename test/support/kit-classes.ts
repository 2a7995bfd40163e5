import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './client-graph';

// The class names that meet in `cnLite` (lib/client/cn-lite.ts): every string in the modules that call
// it (and the button's classes), and every class a caller anywhere passes to the kit parts that merge
// their `className` with it.

const LITERAL = (n: ts.Node): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateHead =>
  ts.isStringLiteral(n) ||
  ts.isNoSubstitutionTemplateLiteral(n) ||
  ts.isTemplateHead(n) ||
  ts.isTemplateMiddle(n) ||
  ts.isTemplateTail(n);

function strings(node: ts.Node, out: string[]) {
  if (LITERAL(node)) out.push(node.text);
  node.forEachChild((c) => strings(c, out));
}

/** A source file of the repository, parsed as TSX. */
export const parse = (file: string) =>
  ts.createSourceFile(
    file,
    fs.readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );

function files(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

export const CN_LITE = '@/lib/client/cn-lite';

/**
 * Kit parts whose `className` meets their own classes: Button merges it with `cnLite`; the others (and the
 * first load's PlainButton) join it with clsx since decision 350, their callers' classes are kept in the
 * universe all the same (test/ui/plain-kit.test.ts checks that those do not conflict).
 */
export const KIT_PARTS = ['Button', 'Badge', 'Skeleton', 'MediaFallback', 'UserAvatar', 'RankingPanel'];

export function kitClassUniverse(kitParts: string[]) {
  const all = [...files('components'), ...files('app')];
  const users = all.filter((f) => fs.readFileSync(path.join(root, f), 'utf8').includes(`'${CN_LITE}'`));
  const texts: string[] = [];
  for (const f of [...users, 'components/ui/button-classes.ts']) strings(parse(f), texts);
  for (const f of all.filter((x) => x.endsWith('.tsx'))) {
    const visit = (n: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) &&
        kitParts.includes(n.tagName.getText())
      ) {
        for (const a of n.attributes.properties)
          if (ts.isJsxAttribute(a) && a.name.getText() === 'className' && a.initializer)
            strings(a.initializer, texts);
      }
      n.forEachChild(visit);
    };
    visit(parse(f));
  }
  const tokens = new Set(
    texts.flatMap((t) => t.split(/\s+/)).filter((t) => /^[!a-z0-9@[\]\-:/.()%_,#&>*=+]+$/.test(t)),
  );
  return { users, tokens: [...tokens].sort() };
}
