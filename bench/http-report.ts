// The HTTP bench's tables (bench/http.ts): every case, and the large tenant's cases beside their demo
// twins, as text for the console and as Markdown for bench/results/.
import type { HttpResult } from './http';
import { formatTable, range } from './report';

const COLUMNS = [
  'endpoint',
  'requests',
  'req/s',
  '% of bare',
  'CPU ms/req',
  '% of bare (CPU)',
  'p50 ms',
  'p99 ms',
  'queries',
  'non-2xx',
  'errors',
];
const cells = (r: HttpResult) => [
  r.name,
  String(r.requests),
  r.reqPerSec.toFixed(1),
  r.ofBare === undefined ? '-' : `${r.ofBare.toFixed(1)}%`,
  r.cpuMs === undefined ? '-' : r.cpuMs.toFixed(2),
  r.cpuOfBare === undefined ? '-' : `${r.cpuOfBare.toFixed(1)}%`,
  String(r.ms.p50),
  String(r.ms.p99),
  range(r.queries),
  String(r.non2xx),
  String(r.errors),
];

const TWIN_COLUMNS = [
  'large-tenant case (demo: its twin)',
  'p99 ms demo',
  'p99 ms large',
  'p50 ms demo',
  'p50 ms large',
  'req/s demo',
  'req/s large',
  'queries demo',
  'queries large',
];

/**
 * One row per large-tenant case and its demo twin (HttpCase.twin): p99
 * (and p50, req/s, queries) of the two tenants side by side. Empty when no large case ran.
 */
export function twinRows(results: HttpResult[]): string[][] {
  const rows: string[][] = [];
  for (const l of results) {
    if (l.tenant !== 'large' || !l.twin) continue;
    const d = results.find((r) => r.name === l.twin);
    const fig = (r: HttpResult | undefined, f: (r: HttpResult) => string) => (r && r.requests ? f(r) : '-');
    rows.push([
      l.name,
      fig(d, (r) => String(r.ms.p99)),
      fig(l, (r) => String(r.ms.p99)),
      fig(d, (r) => String(r.ms.p50)),
      fig(l, (r) => String(r.ms.p50)),
      fig(d, (r) => r.reqPerSec.toFixed(1)),
      fig(l, (r) => r.reqPerSec.toFixed(1)),
      d ? range(d.queries) : '-',
      range(l.queries),
    ]);
  }
  return rows;
}

const TWIN_NOTE = 'The large tenant beside the demo tenant (same run, same rounds; bench/large-tenant.ts):';

export function httpTable(results: HttpResult[]): string {
  return formatTable(COLUMNS, results.map(cells));
}

/** The large tenant's cases beside their demo twins, with a title; '' when no large case ran. */
export function twinTable(results: HttpResult[]): string {
  const twins = twinRows(results);
  return twins.length ? `${TWIN_NOTE}\n\n${formatTable(TWIN_COLUMNS, twins)}` : '';
}

const markdownTable = (head: string[], rows: string[][]) => {
  const row = (c: string[]) => `| ${c.join(' | ')} |`;
  return [row(head), row(head.map((_, i) => (i ? '---:' : '---'))), ...rows.map(row)].join('\n');
};

/** The same table in Markdown (written beside the JSON). */
export function httpMarkdown(results: HttpResult[]): string {
  return markdownTable(COLUMNS, results.map(cells));
}

/** twinTable in Markdown. */
export function twinMarkdown(results: HttpResult[]): string {
  const twins = twinRows(results);
  return twins.length ? `${TWIN_NOTE}\n\n${markdownTable(TWIN_COLUMNS, twins)}` : '';
}
