import { readFileSync } from 'node:fs';
import catalogLoader from 'next-intl/extractor/catalogLoader';

// The catalogue as the production build sees it (next-intl's catalog loader, decision 280) and value sets
// that visit every branch of a message: shared by the checks that the compiled and the raw catalogue, and
// next-intl and the student pages' translator (decision 351), format alike.

export type Tree = { [key: string]: unknown };
export const TIME_ZONE = 'America/Sao_Paulo';

/** What the loader hands to the bundle for one catalogue file (`export default JSON.parse("…")`). */
export function compileFile(file: string): Promise<Tree> {
  return new Promise((resolve, reject) => {
    const context = {
      getOptions: () => ({ messages: { format: 'json', precompile: true } }),
      async: () => (error: Error | null, result?: string) => {
        if (error) return reject(error);
        const literal = /^export default JSON\.parse\((.*)\);$/s.exec(result ?? '')?.[1];
        if (!literal) return reject(new Error(`unexpected loader output for ${file}`));
        resolve(JSON.parse(JSON.parse(literal) as string) as Tree);
      },
      resourcePath: file,
      rootContext: process.cwd(),
    };
    (catalogLoader as unknown as (this: typeof context, source: string) => void).call(
      context,
      readFileSync(file, 'utf8'),
    );
  });
}

export function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? leaves(v as Tree, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

export function at(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
}

/** Arguments of a compiled message (icu-minify's shape): plain, plural/number, select (with options), tags. */
export interface Args {
  plain: Set<string>;
  numbers: Set<string>;
  selects: Map<string, string[]>;
  tags: Set<string>;
}
export function collect(node: unknown, args: Args) {
  if (!Array.isArray(node)) {
    if (node && typeof node === 'object') for (const v of Object.values(node)) collect(v, args);
    return;
  }
  const [name, type, ...rest] = node as unknown[];
  if (typeof name !== 'string') {
    for (const child of node) collect(child, args);
    return;
  }
  if (type === undefined) args.plain.add(name);
  else if (typeof type !== 'number') {
    args.tags.add(name);
    for (const child of node.slice(1)) collect(child, args);
  } else if (type === 1) {
    args.selects.set(name, Object.keys(rest[0] as object));
    collect(rest[0], args);
  } else if (type === 2 || type === 3 || type === 4) {
    args.numbers.add(name);
    if (type !== 4) collect(rest[0], args);
  } else args.plain.add(name);
}

export const NUMBERS = [0, 1, 2, 5, 21, 1234];

/** Several value sets that visit every plural form and select option of the message. */
export function valueSets(args: Args, tag: (name: string) => unknown): Record<string, unknown>[] {
  const rounds = Math.max(NUMBERS.length, ...[...args.selects.values()].map((o) => o.length + 1));
  return Array.from({ length: rounds }, (_, i) => {
    const values: Record<string, unknown> = {};
    for (const a of args.plain) values[a] = `«${a}»`;
    for (const a of args.numbers) values[a] = NUMBERS[i % NUMBERS.length];
    for (const [a, options] of args.selects) values[a] = [...options, 'unlisted'][i % (options.length + 1)];
    for (const a of args.tags) values[a] = tag(a);
    return values;
  });
}

export const markupTag = (name: string) => (chunks: string) => `<${name}>${chunks}</${name}>`;
