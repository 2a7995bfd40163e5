import { clsx, type ClassValue } from 'clsx';
import { stringMemo } from '@/lib/string-memo';

// `cn` for the client parts of a student's first load (issue 16, decision 260): tailwind-merge's merge
// (v3, MIT) restricted to the class groups where those parts' classes meet. tailwind-merge itself ships
// as one module that the bundler keeps whole (8.5 kB gz, its config of every Tailwind utility included,
// even through `createTailwindMerge` with a small config), so its algorithm is followed here: classes read
// from the last; one is dropped when a later one of the same group (with the same variants, sorted, and
// `!`) or of a group that overrides it came before; a class of no group here is kept as given. The groups
// and their values are tailwind-merge's default config's. test/ui/cn-lite.test.ts holds this to
// tailwind-merge's `twMerge` for every ordered pair of the classes in play: a class that merges
// differently fails there, and its group is added below.

type Test = (value: string) => boolean;
type Value = string | Test;

const ARB = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const VAR = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const LENGTH =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const COLOR_FN = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const IMAGE = /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;

const words = (list: string) => list.split(' ');
const isNumber: Test = (v) => !!v && !Number.isNaN(Number(v));
const isInteger: Test = (v) => !!v && Number.isInteger(Number(v));
const isFraction: Test = (v) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(v);
const isTshirt: Test = (v) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(v);
const isAny: Test = () => true;
const isArb: Test = (v) => ARB.test(v);
const isVar: Test = (v) => VAR.test(v);
/** an arbitrary value `[…]` whose label passes `label`, or without label whose value passes `value` */
const arb =
  (label: (l: string) => boolean, value: Test): Test =>
  (v) => {
    const m = ARB.exec(v);
    return !!m && (m[1] ? label(m[1]) : value(m[2]!));
  };
/** an arbitrary variable `(…)` whose label passes `label` (without label: `bare`) */
const vari =
  (label: (l: string) => boolean, bare = false): Test =>
  (v) => {
    const m = VAR.exec(v);
    return !!m && (m[1] ? label(m[1]) : bare);
  };
const SHADOW = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
const isLength = (l: string) => l === 'length';
const isWeight = (l: string) => l === 'number' || l === 'weight';
const isImage = (l: string) => l === 'image' || l === 'url';
const isPosition = (l: string) => l === 'position' || l === 'percentage';
const isSize = (l: string) => l === 'length' || l === 'size' || l === 'bg-size';
const isShadow = (l: string) => l === 'shadow';
const never: Test = () => false;
const arbLength = arb(isLength, (v) => LENGTH.test(v) && !COLOR_FN.test(v));
const varLength = vari(isLength);

const spacing = (): Value[] => [isVar, isArb, 'px', isNumber];
const inset = (): Value[] => [isFraction, 'full', 'auto', ...spacing()];
const margin = (): Value[] => ['auto', ...spacing()];
const sizing = (): Value[] => [
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  ...spacing(),
];
const colors = (): Value[] => [isAny];
const overflow = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const align = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
const radius = (): Value[] => ['', 'none', 'full', isTshirt, isVar, isArb];
const borderWidth = (): Value[] => ['', isNumber, varLength, arbLength];
const POSITIONS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top-left',
  'left-top',
  'top-right',
  'right-top',
  'bottom-right',
  'right-bottom',
  'bottom-left',
  'left-bottom',
];
const BORDER_SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'];
const CORNERS = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'];
const GRADIENT_TO = ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'].map((d) => `to-${d}`);

/** [group, prefix, values…]: the class is `prefix-value` (`prefix` for the value '') */
const GROUPS: [string, string, ...Value[]][] = [
  ['aspect', 'aspect', 'auto', 'square', 'video', isFraction, isArb, isVar],
  [
    'display',
    '',
    ...words(
      'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column',
    ),
    ...words(
      'table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
    ),
  ],
  ['object-fit', 'object', 'contain', 'cover', 'fill', 'none', 'scale-down'],
  ['overflow', 'overflow', ...overflow],
  ['overflow-x', 'overflow-x', ...overflow],
  ['position', '', 'static', 'fixed', 'absolute', 'relative', 'sticky'],
  ['inset', 'inset', ...inset()],
  ['inset-x', 'inset-x', ...inset()],
  ['top', 'top', ...inset()],
  ['right', 'right', ...inset()],
  ['bottom', 'bottom', ...inset()],
  ['left', 'left', ...inset()],
  ['z', 'z', isInteger, 'auto', isVar, isArb],
  ['basis', 'basis', isFraction, 'full', 'auto', isTshirt, ...spacing()],
  ['flex', 'flex', isNumber, isFraction, 'auto', 'initial', 'none', isArb],
  ['grow', 'grow', '', isNumber, isVar, isArb],
  ['shrink', 'shrink', '', isNumber, isVar, isArb],
  ['gap', 'gap', ...spacing()],
  ['justify-content', 'justify', ...align, 'between', 'around', 'evenly', 'baseline', 'normal'],
  ['align-items', 'items', ...align, 'baseline', 'baseline-last'],
  ['p', 'p', ...spacing()],
  ['px', 'px', ...spacing()],
  ['py', 'py', ...spacing()],
  ['pb', 'pb', ...spacing()],
  ['mx', 'mx', ...margin()],
  ['mt', 'mt', ...margin()],
  ['ml', 'ml', ...margin()],
  ['w', 'w', isTshirt, 'screen', ...sizing()],
  ['min-w', 'min-w', isTshirt, 'screen', 'none', ...sizing()],
  ['max-w', 'max-w', isTshirt, 'screen', 'none', 'prose', ...sizing()],
  ['max-w', 'max-w-screen', isTshirt],
  ['h', 'h', 'screen', 'lh', ...sizing()],
  ['max-h', 'max-h', 'screen', 'lh', 'none', ...sizing()],
  ['font-size', 'text', 'base', isTshirt, varLength, arbLength],
  [
    'font-weight',
    'font',
    'thin',
    'extralight',
    'light',
    'normal',
    'medium',
    'semibold',
    'bold',
    'extrabold',
    'black',
    vari(isWeight, true),
    arb(isWeight, isAny),
  ],
  ['line-clamp', 'line-clamp', isNumber, 'none', isVar, arb((l) => l === 'number', isNumber)],
  ['leading', 'leading', 'none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing()],
  ['text-overflow', '', 'truncate', 'text-ellipsis', 'text-clip'],
  ['text-wrap', 'text', 'wrap', 'nowrap', 'balance', 'pretty'],
  [
    'text-shadow',
    'text-shadow',
    'none',
    isTshirt,
    vari(isShadow, true),
    arb(isShadow, (v) => SHADOW.test(v)),
  ],
  ['text-alignment', 'text', 'left', 'center', 'right', 'justify', 'start', 'end'],
  ['text-color', 'text', ...colors()],
  ['bg-attachment', 'bg', 'fixed', 'local', 'scroll'],
  ['bg-clip', 'bg-clip', 'border', 'padding', 'content', 'text'],
  ['bg-origin', 'bg-origin', 'border', 'padding', 'content'],
  ['bg-position', 'bg', ...POSITIONS, vari(isPosition), arb(isPosition, never)],
  ['bg-position', 'bg-position', isVar, isArb],
  ['bg-repeat', 'bg', 'no-repeat', 'repeat', 'repeat-x', 'repeat-y', 'repeat-space', 'repeat-round'],
  ['bg-size', 'bg', 'auto', 'cover', 'contain', vari(isSize), arb(isSize, never)],
  ['bg-size', 'bg-size', isVar, isArb],
  [
    'bg-image',
    'bg',
    'none',
    'radial',
    'conic',
    ...GRADIENT_TO.map((t) => `linear-${t}`),
    vari(isImage),
    arb(isImage, (v) => IMAGE.test(v)),
  ],
  ['bg-image', 'bg-linear', isInteger, isVar, isArb],
  ['bg-image', 'bg-radial', isVar, isArb],
  ['bg-image', 'bg-conic', isInteger, isVar, isArb],
  ['bg-color', 'bg', ...colors()],
  ['rounded', 'rounded', ...radius()],
  ...CORNERS.map((c): [string, string, ...Value[]] => [`rounded-${c}`, `rounded-${c}`, ...radius()]),
  ['border-w', 'border', ...borderWidth()],
  ...BORDER_SIDES.map((d): [string, string, ...Value[]] => [
    `border-w-${d}`,
    `border-${d}`,
    ...borderWidth(),
  ]),
  ['border-style', 'border', 'solid', 'dashed', 'dotted', 'double', 'hidden', 'none'],
  ['border-color', 'border', ...colors()],
  ...BORDER_SIDES.map((d): [string, string, ...Value[]] => [`border-color-${d}`, `border-${d}`, ...colors()]),
  ['outline-style', 'outline', 'solid', 'dashed', 'dotted', 'double', 'none', 'hidden'],
  ['outline-offset', 'outline-offset', isNumber, isVar, isArb],
  ['outline-w', 'outline', '', isNumber, varLength, arbLength],
  ['outline-color', 'outline', ...colors()],
  ['opacity', 'opacity', isNumber, isVar, isArb],
  ['transition', 'transition', '', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', isVar, isArb],
  ['duration', 'duration', isNumber, 'initial', isVar, isArb],
];

/** a later class of the key's group drops earlier ones of these groups too */
const OVERRIDES: Record<string, string[]> = {
  overflow: ['overflow-x'],
  inset: ['inset-x', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  flex: ['basis', 'grow', 'shrink'],
  p: ['px', 'py', 'pb'],
  py: ['pb'],
  mx: ['ml'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: CORNERS.map((c) => `rounded-${c}`),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': BORDER_SIDES.map((d) => `border-w-${d}`),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': BORDER_SIDES.map((d) => `border-color-${d}`),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};
/** the same with a postfix (`text-sm/6` sets the line height too) */
const POSTFIX_OVERRIDES: Record<string, string[]> = { 'font-size': ['leading'] };
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

const literal = new Map<string, string>();
const tests = new Map<string, [Test, string][]>();
for (const [group, prefix, ...values] of GROUPS) {
  for (const v of values) {
    if (typeof v === 'string') {
      const cls = prefix && v ? `${prefix}-${v}` : prefix || v;
      if (!literal.has(cls)) literal.set(cls, group);
    } else {
      const list = tests.get(prefix) ?? [];
      list.push([v, group]);
      tests.set(prefix, list);
    }
  }
}

function groupOf(base: string): string | undefined {
  if (base.startsWith('[') && base.endsWith(']')) {
    const inner = base.slice(1, -1);
    const colon = inner.indexOf(':');
    return colon > 0 ? `arbitrary..${inner.slice(0, colon)}` : undefined;
  }
  const cls = base.startsWith('-') && base.length > 1 ? base.slice(1) : base;
  const hit = literal.get(cls);
  if (hit) return hit;
  // the longest prefix first, as tailwind-merge's lookup does
  const parts = cls.split('-');
  for (let i = parts.length - 1; i > 0; i--) {
    const rest = parts.slice(i).join('-');
    for (const [test, group] of tests.get(parts.slice(0, i).join('-')) ?? []) if (test(rest)) return group;
  }
  return undefined;
}

interface Parsed {
  modifiers: string[];
  important: boolean;
  base: string;
  /** where the postfix modifier (`/…`) starts in `base` */
  postfix?: number;
}

function parse(cls: string): Parsed {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let slash: number | undefined;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (depth === 0 && c === ':') {
      modifiers.push(cls.slice(start, i));
      start = i + 1;
      continue;
    }
    if (depth === 0 && c === '/') slash = i;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
  }
  let base = modifiers.length ? cls.slice(start) : cls;
  let important = false;
  if (base.endsWith('!')) [base, important] = [base.slice(0, -1), true];
  else if (base.startsWith('!')) [base, important] = [base.slice(1), true];
  return { modifiers, important, base, postfix: slash && slash > start ? slash - start : undefined };
}

function sortModifiers(modifiers: string[]): string[] {
  const out: string[] = [];
  let segment: string[] = [];
  for (const m of modifiers) {
    if (m.startsWith('[') || ORDER_SENSITIVE.has(m)) {
      out.push(...segment.sort(), m);
      segment = [];
    } else segment.push(m);
  }
  return [...out, ...segment.sort()];
}

function merge(classList: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    if (!cls) continue;
    const { modifiers, important, base, postfix } = parse(cls);
    let withPostfix = postfix !== undefined;
    let group = groupOf(withPostfix ? base.slice(0, postfix) : base);
    if (!group && withPostfix) {
      group = groupOf(base);
      withPostfix = false;
    }
    if (!group) {
      kept.push(cls);
      continue;
    }
    const variant = modifiers.length > 1 ? sortModifiers(modifiers).join(':') : (modifiers[0] ?? '');
    const id = variant + (important ? '!' : '');
    if (seen.has(id + group)) continue;
    seen.add(id + group);
    const over = withPostfix
      ? [...(OVERRIDES[group] ?? []), ...(POSTFIX_OVERRIDES[group] ?? [])]
      : OVERRIDES[group];
    for (const g of over ?? []) seen.add(id + g);
    kept.push(cls);
  }
  return kept.reverse().join(' ');
}

// Merged lists by their input, as tailwind-merge keeps its own (an LRU of 500): a page renders the same
// few class lists again and again (every card, button and icon of every request on the server), and the
// merge is the costly part (decision 311). Emptied when full, so it stays small.
const merged = stringMemo(500, merge);

/** Joins class names; later utilities win over earlier conflicting ones, in the groups above. */
export function cnLite(...inputs: ClassValue[]) {
  return merged(clsx(inputs));
}
