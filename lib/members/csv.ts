import 'server-only';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { isEmail, normalizeEmail } from '@/lib/access/members';
import { fold } from './search';
import type { TImportReason } from './schemas';

// Reading and checking the members CSV (issue 47, ADR 0462). csv-parse streams the records (quotes,
// a BOM, CR/LF, ';' as Brazilian spreadsheets save it); each record is checked on its own and becomes a
// row to import or a rejected line with its reason. Columns: e-mail, name, product (id or name), access
// end; a first line naming them ("email", "nome", "produto", "acesso_ate"…) may put them in any order.

export const NAME_MAX = 120;

export interface ImportRow {
  line: number;
  email: string;
  name: string | null;
  productId: string | null;
  /** an explicit end of access, ISO (UTC); null = the product's own access length */
  end: string | null;
}

export interface RejectedRow {
  line: number;
  email: string;
  reason: TImportReason;
}

export interface ProductRef {
  id: string;
  title: string;
  archivedAt: Date | null;
}

type Column = 'email' | 'name' | 'product' | 'end';
const HEADERS: Record<Column, string[]> = {
  email: ['email', 'e-mail', 'e_mail', 'mail'],
  name: ['nome', 'name', 'nome completo', 'full name', 'nombre'],
  product: ['produto', 'product', 'produto_id', 'product_id', 'id do produto', 'producto'],
  end: ['acesso_ate', 'acesso ate', 'access_end', 'expires_at', 'expira_em', 'validade', 'fim', 'vencimento'],
};
const POSITIONAL: Record<Column, number> = { email: 0, name: 1, product: 2, end: 3 };

/** The column of each field, from a header line; null when the line is data (no e-mail column named). */
export function headerColumns(record: string[]): Record<Column, number> | null {
  const names = record.map((c) => fold(c.trim()));
  const at = (col: Column) => names.findIndex((n) => HEADERS[col].includes(n));
  if (at('email') < 0) return null;
  return { email: at('email'), name: at('name'), product: at('product'), end: at('end') };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds a product by id or by its name (accents and case ignored). */
export function productResolver(products: ProductRef[]) {
  const byId = new Map(products.map((p) => [p.id.toLowerCase(), p]));
  const byTitle = new Map<string, ProductRef>();
  // an active product wins over an archived one of the same name
  for (const p of [...products].sort((a, b) => Number(!!b.archivedAt) - Number(!!a.archivedAt)))
    byTitle.set(fold(p.title.trim()), p);
  return (value: string): ProductRef | undefined =>
    UUID_RE.test(value) ? byId.get(value.toLowerCase()) : byTitle.get(fold(value.trim()));
}

/**
 * An access end: a day (2027-01-31 or 31/01/2027, access through that whole day, UTC) or an ISO
 * date-time. undefined when it does not read as a date.
 */
export function parseEnd(value: string): Date | undefined {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? null;
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [+m[1]!, +m[2]!, +m[3]!];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value))) [y, mo, d] = [+m[3]!, +m[2]!, +m[1]!];
  else {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return undefined;
    const t = new Date(value);
    return Number.isNaN(t.getTime()) ? undefined : t;
  }
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return undefined;
  return new Date(day.getTime() + 86_400_000); // the end of that day
}

/** ';' when the first line has semicolons and no commas (a spreadsheet saved with Brazilian settings). */
export function sniffDelimiter(source: string): ',' | ';' {
  const nl = source.indexOf('\n');
  const first = nl < 0 ? source : source.slice(0, nl);
  return first.includes(';') && !first.includes(',') ? ';' : ',';
}

/** The records of a CSV text, with the line each starts on. */
export async function* readRecords(source: string): AsyncGenerator<{ line: number; record: string[] }> {
  const parser = Readable.from([source]).pipe(
    parse({
      bom: true,
      delimiter: sniffDelimiter(source),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>)
    yield { line: info.lines, record };
}

/**
 * Checks one record. `seen` holds the (e-mail, product) pairs of the lines before, so a repeated line is
 * rejected rather than imported twice; `now` is the clock an access end must be after.
 */
export function checkRecord(
  line: number,
  record: string[],
  columns: Record<Column, number>,
  findProduct: ReturnType<typeof productResolver>,
  seen: Set<string>,
  now: Date,
): ImportRow | RejectedRow {
  const cell = (col: Column) => (columns[col] >= 0 ? (record[columns[col]] ?? '').trim() : '');
  const rawEmail = cell('email');
  const email = normalizeEmail(rawEmail);
  const reject = (reason: TImportReason): RejectedRow => ({ line, email: rawEmail.slice(0, 254), reason });
  if (record.length > 8) return reject('tooManyColumns');
  if (!isEmail(email)) return reject('invalidEmail');
  const name = cell('name');
  if (name.length > NAME_MAX) return reject('nameTooLong');
  let productId: string | null = null;
  const productCell = cell('product');
  if (productCell) {
    const product = findProduct(productCell);
    if (!product) return reject('unknownProduct');
    if (product.archivedAt) return reject('archivedProduct');
    productId = product.id;
  }
  let end: string | null = null;
  const endCell = cell('end');
  if (endCell) {
    const at = parseEnd(endCell);
    if (!at || at <= now) return reject('invalidDate');
    end = at.toISOString();
  }
  const key = `${email}\u0000${productId ?? ''}`;
  if (seen.has(key)) return reject('duplicateInFile');
  seen.add(key);
  return { line, email, name: name || null, productId, end };
}

export { POSITIONAL as POSITIONAL_COLUMNS };
