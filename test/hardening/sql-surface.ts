import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The raw-SQL surface of the server code, found by parsing it (ADR 0221): every piece of SQL text built
// with `${…}` outside a parameterising tag, every `Prisma.raw(…)` (text spliced into a tagged query) and
// every call of the Unsafe raw methods whose text is not written in the call.

export type Finding = {
  file: string;
  kind: 'interpolation' | 'raw' | 'unsafe-call' | 'concat';
  code: string;
};

const ROOTS = ['lib', 'app', 'components', 'instrumentation.ts'];
const SKIP = /(^|\/)(generated|node_modules)\//;

// Text that reads as SQL: a statement or clause keyword, a bind parameter ($1, $2::uuid) or a cast.
const SQL =
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|FROM|WHERE|JOIN|VALUES|ORDER BY|GROUP BY|LIMIT|RETURNING|CREATE|ALTER|GRANT|DROP|SET LOCAL)\b|\$\d+(::\w+)?\b|::(uuid|int|text|timestamp|boolean|jsonb?|bigint)\b/;

// Tags whose substitutions are bind parameters, not text.
const PARAMETERISING_TAGS = new Set(['$queryRaw', '$executeRaw', 'sql', 'Prisma.sql']);
const UNSAFE = new Set(['$queryRawUnsafe', '$executeRawUnsafe']);
// The app's own one-statement readers (decisions 270, 273): their text must be written in the code.
const TEXT_READERS = new Set(['$read', 'ownerQuery']);
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;

function files(): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    if (SKIP.test(`${p}/`)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    else if (/\.(ts|tsx)$/.test(p) && !p.endsWith('.d.ts')) out.push(p);
  };
  for (const root of ROOTS) if (fs.existsSync(root)) walk(root);
  return out.sort();
}

const tagName = (tag: ts.Expression): string =>
  ts.isPropertyAccessExpression(tag)
    ? ts.isIdentifier(tag.expression) && tag.expression.text === 'Prisma'
      ? `Prisma.${tag.name.text}`
      : tag.name.text
    : ts.isIdentifier(tag)
      ? tag.text
      : '';

const calleeName = (call: ts.CallExpression): string => {
  const e = call.expression;
  if (ts.isPropertyAccessExpression(e))
    return ts.isIdentifier(e.expression) && e.expression.text === 'Prisma'
      ? `Prisma.${e.name.text}`
      : e.name.text;
  return ts.isIdentifier(e) ? e.text : '';
};

/** The literal text of a template (its parts without the substitutions). */
function literalText(t: ts.TemplateExpression): string {
  return [t.head.text, ...t.templateSpans.map((s) => s.literal.text)].join(' ');
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The findings of every server source file. */
export function scanSqlSurface(): Finding[] {
  return files().flatMap((file) => scanSource(file, fs.readFileSync(file, 'utf8')));
}

/** The findings of one file's text. */
export function scanSource(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isTemplateExpression(node)) {
        const parent = node.parent;
        const tagged = ts.isTaggedTemplateExpression(parent) && PARAMETERISING_TAGS.has(tagName(parent.tag));
        if (!tagged && SQL.test(literalText(node)))
          for (const span of node.templateSpans)
            findings.push({ file, kind: 'interpolation', code: oneLine(span.expression.getText(source)) });
      }
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        const sides = [node.left, node.right];
        const literal = sides.find((s) => ts.isStringLiteral(s) || ts.isNoSubstitutionTemplateLiteral(s));
        const other = sides.find((s) => s !== literal);
        if (
          literal &&
          other &&
          SQL.test((literal as ts.StringLiteral).text) &&
          !ts.isStringLiteral(other) &&
          !ts.isNoSubstitutionTemplateLiteral(other) &&
          !(ts.isBinaryExpression(other) && other.operatorToken.kind === ts.SyntaxKind.PlusToken)
        )
          findings.push({ file, kind: 'concat', code: oneLine(other.getText(source)) });
      }
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        const first = node.arguments[0];
        if (name === 'Prisma.raw' && first)
          findings.push({ file, kind: 'raw', code: oneLine(first.getText(source)) });
        // Text written in the call is covered by the rules above; anything else (a variable, a call) is listed.
        if (
          UNSAFE.has(name) &&
          first &&
          !ts.isStringLiteral(first) &&
          !ts.isNoSubstitutionTemplateLiteral(first) &&
          !ts.isTemplateExpression(first)
        )
          findings.push({ file, kind: 'unsafe-call', code: `${name}(${oneLine(first.getText(source))})` });
        // The readers' text: a literal, a template (covered above) or a module constant (an UPPER_CASE name).
        if (
          TEXT_READERS.has(name) &&
          first &&
          !ts.isStringLiteral(first) &&
          !ts.isNoSubstitutionTemplateLiteral(first) &&
          !ts.isTemplateExpression(first) &&
          !(ts.isIdentifier(first) && CONSTANT_NAME.test(first.text))
        )
          findings.push({ file, kind: 'unsafe-call', code: `${name}(${oneLine(first.getText(source))})` });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}
