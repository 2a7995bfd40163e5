import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { periodOf } from './service';
import {
  INSIGHTS_CSV_LIMIT,
  type TInsightsMember,
  type TInsightsQuery,
  type TInsightsTable,
} from './schemas';
import { coursesTable, membersTable, quizzesTable } from './tables';

// The Painel's tables as CSV (docs/adr/0531): what Excel in Brazil opens with a double click. UTF-8 with a
// byte-order mark (accents), ';' between cells (the pt-BR list separator, the ',' being the decimal
// mark), CRLF lines, cells quoted when they hold ';', '"' or a line break, and a cell that a spreadsheet
// would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe.

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export function csvCell(v: string | number | null): string {
  if (v === null) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return BOM + [header, ...rows].map((r) => r.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

const memberRows = (list: TInsightsMember[]) =>
  list.map((m) => [m.name, m.email, m.actions, m.active_days, m.last_access_at?.slice(0, 10) ?? null]);

/** The CSV file of one table for the period, with its file name. */
export async function exportTable(
  ctx: RequestContext,
  table: TInsightsTable,
  query: TInsightsQuery,
): Promise<Response> {
  const p = periodOf(query);
  const h = (k: string) => ctx.t(`insights.csv.${k}`);
  let csv: string;
  if (table === 'courses') {
    const rows = await coursesTable(ctx);
    csv = toCsv(
      [h('course'), h('enrolled'), h('started'), h('completed'), h('averageProgress')],
      rows.map((c) => [c.title, c.enrolled, c.started, c.completed, c.average_progress]),
    );
  } else if (table === 'quizzes') {
    const rows = await quizzesTable(ctx);
    csv = toCsv(
      [h('quiz'), h('attempts'), h('passed'), h('passRate'), h('mostMissed')],
      rows.map((q) => [q.name, q.attempts, q.passed, q.pass_rate, q.missed[0]?.text ?? null]),
    );
  } else {
    const rows = await membersTable(ctx, p, table === 'most-active' ? 'most' : 'least', INSIGHTS_CSV_LIMIT);
    csv = toCsv([h('name'), h('email'), h('actions'), h('activeDays'), h('lastAccess')], memberRows(rows));
  }
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="painel-${table}-${p.from}-${p.to}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
