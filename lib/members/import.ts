import 'server-only';
import { sendWelcomeEmail } from '@/lib/access/members';
import { isLocale } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/translator';
import { prisma } from '@/lib/server/db';
import { AppError } from '@/lib/server/errors';
import { enqueue } from '@/lib/server/jobs';
import { log } from '@/lib/server/log';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { forTenant, type TenantDb } from '@/lib/server/tenancy/scoped-db';
import {
  checkRecord,
  headerColumns,
  POSITIONAL_COLUMNS,
  productResolver,
  readRecords,
  type ImportRow,
  type RejectedRow,
} from './csv';
import { IMPORT_MAX_ROWS, type TImport, type TImportBody, type TImportStatus } from './schemas';

// The members CSV import (issue 47, ADR 0462). The request stores the file in a member_imports row and
// queues 'members-import'; the worker reads it in batches of BATCH_SIZE rows, each a constant number of
// statements whatever its size (one for the people, then, in one transaction, memberships, grants with
// their history, rejected lines and the job's counters), so the panel's progress survives a closed tab
// and a worker restart resumes after the last batch that committed. Re-running the same file changes
// nothing: people, memberships and grants are matched on their unique keys, and a row without an access
// end leaves a live grant as it is.

export const BATCH_SIZE = 1000;

const NOW = `(now() AT TIME ZONE 'UTC')`;
// UUID v7 in SQL (as lib/notifications/fanout.ts: PostgreSQL 15 has no uuidv7()).
const UUID_V7 = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing
  substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6),
  52, 1), 53, 1), 'hex')::uuid`;

// The people of a batch: created when their e-mail is new (owner path: users are global, ADR 0220),
// with every id read back. The second SELECT sees the table before the insert, so none is listed twice.
const PEOPLE_SQL = `
  WITH input AS (
    SELECT DISTINCT ON (t.email) t.email, t.name FROM jsonb_to_recordset($1::jsonb) AS t(email text, name text)
  ), ins AS (
    INSERT INTO users (id, email, name, created_at, updated_at)
    SELECT ${UUID_V7}, i.email, i.name, ${NOW}, ${NOW} FROM input i
    ON CONFLICT (email) DO NOTHING
    RETURNING id, email
  )
  SELECT id::text AS id, email FROM ins
  UNION ALL
  SELECT u.id::text, u.email FROM users u JOIN input i ON i.email = u.email`;

const MEMBERSHIPS_SQL = `
  INSERT INTO memberships (id, tenant_id, user_id, role, created_at)
  SELECT ${UUID_V7}, $1::uuid, t.user_id, 'student', ${NOW}
    FROM jsonb_to_recordset($2::jsonb) AS t(user_id uuid)
  ON CONFLICT (tenant_id, user_id) DO NOTHING
  RETURNING user_id::text AS user_id`;

// Grants as lib/access/grants.ts makes them, for a whole batch: a new grant gets the row's end or the
// product's access length; an ended one starts again; a live one is extended only by a later explicit
// end (never shortened, and a row without an end leaves it be). Each change appends its history event.
const GRANTS_SQL = `
  WITH input AS (
    SELECT t.user_id, t.product_id, t.explicit,
           CASE WHEN t.explicit THEN t.target
                WHEN p.access_days IS NULL THEN NULL
                ELSE ${NOW} + p.access_days * interval '1 day' END AS target
      FROM jsonb_to_recordset($2::jsonb) AS t(user_id uuid, product_id uuid, target timestamp, explicit boolean)
      JOIN products p ON p.id = t.product_id AND p.tenant_id = $1::uuid AND p.archived_at IS NULL
  ), prev AS (
    SELECT e.user_id, e.product_id, (e.expires_at IS NULL OR e.expires_at > ${NOW}) AS live
      FROM enrollments e JOIN input i ON i.user_id = e.user_id AND i.product_id = e.product_id
     WHERE e.tenant_id = $1::uuid
  ), upd AS (
    UPDATE enrollments e
       SET expires_at = i.target, ended_at = NULL, origin = 'import', origin_ref = $3, updated_at = ${NOW}
      FROM input i
     WHERE e.tenant_id = $1::uuid AND e.user_id = i.user_id AND e.product_id = i.product_id
       AND (NOT (e.expires_at IS NULL OR e.expires_at > ${NOW})
            OR (i.explicit AND e.expires_at IS NOT NULL AND i.target > e.expires_at))
    RETURNING e.user_id, e.product_id, e.expires_at
  ), ins AS (
    INSERT INTO enrollments (id, tenant_id, user_id, product_id, created_at, updated_at, expires_at, origin, origin_ref)
    SELECT ${UUID_V7}, $1::uuid, i.user_id, i.product_id, ${NOW}, ${NOW}, i.target, 'import', $3
      FROM input i
     WHERE NOT EXISTS (SELECT 1 FROM prev p WHERE p.user_id = i.user_id AND p.product_id = i.product_id)
    ON CONFLICT (user_id, product_id) DO NOTHING
    RETURNING user_id, product_id, expires_at
  )
  INSERT INTO access_events (id, tenant_id, user_id, product_id, kind, origin, origin_ref, expires_at, at)
  SELECT ${UUID_V7}, $1::uuid, x.user_id, x.product_id, x.kind::"AccessEventKind", 'import', $3, x.expires_at, ${NOW}
    FROM (SELECT user_id, product_id, expires_at, 'granted' AS kind FROM ins
          UNION ALL
          SELECT u.user_id, u.product_id, u.expires_at, CASE WHEN p.live THEN 'extended' ELSE 'granted' END
            FROM upd u JOIN prev p ON p.user_id = u.user_id AND p.product_id = u.product_id) x`;

const REJECTS_SQL = `
  INSERT INTO member_import_rejects (id, tenant_id, import_id, line, email, reason)
  SELECT ${UUID_V7}, $1::uuid, $2::uuid, t.line, t.email, t.reason
    FROM jsonb_to_recordset($3::jsonb) AS t(line int, email text, reason text)
  ON CONFLICT (import_id, line) DO NOTHING`;

const localPart = (email: string) => email.split('@')[0]!.slice(0, 120);

const toImport = (r: {
  id: string;
  fileName: string;
  status: string;
  total: number;
  done: number;
  rejected: number;
  created: number;
  invite: boolean;
  createdAt: Date;
  finishedAt: Date | null;
}): TImport => ({
  id: r.id,
  file_name: r.fileName,
  status: r.status as TImportStatus,
  total: r.total,
  done: r.done,
  rejected: r.rejected,
  created: r.created,
  invite: r.invite,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

const IMPORT_SELECT = {
  id: true,
  fileName: true,
  status: true,
  total: true,
  done: true,
  rejected: true,
  created: true,
  invite: true,
  createdAt: true,
  finishedAt: true,
} as const;

/** members.import — stores the file and queues its job. */
export async function startImport(ctx: AuthedContext, body: TImportBody): Promise<TImport> {
  const source = await body.file.text();
  // A cheap bound before any parsing: more lines than the cap (plus a header) is refused outright.
  let lines = 0;
  for (let i = source.indexOf('\n'); i >= 0 && lines <= IMPORT_MAX_ROWS + 1; i = source.indexOf('\n', i + 1))
    lines++;
  if (lines > IMPORT_MAX_ROWS + 1)
    throw new AppError('PAYLOAD_TOO_LARGE', {
      messageKey: 'members.tooManyRows',
      values: { max: IMPORT_MAX_ROWS.toLocaleString(ctx.locale) },
    });
  const name = body.file instanceof File && body.file.name ? body.file.name.slice(0, 200) : 'alunos.csv';
  const row = await ctx.db.memberImport.create({
    data: { tenantId: ctx.tenant.id, createdById: ctx.user.id, fileName: name, source, invite: body.invite },
    select: IMPORT_SELECT,
  });
  await enqueue('members-import', { importId: row.id, tenantId: ctx.tenant.id, locale: ctx.locale });
  return toImport(row);
}

/** members.import — the latest imports, newest first (the panel finds a running one after a reload). */
export async function listImports(ctx: RequestContext): Promise<TImport[]> {
  const rows = await ctx.db.memberImport.findMany({
    select: IMPORT_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 10,
  });
  return rows.map(toImport);
}

/** members.import — one import's progress (the panel polls it). */
export async function getImport(ctx: RequestContext, id: string): Promise<TImport> {
  const row = await ctx.db.memberImport.findFirst({ where: { id }, select: IMPORT_SELECT });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'members.importNotFound' });
  return toImport(row);
}

const REPORT_CHUNK = 5000;
const csvCell = (v: string) => (/[",\n\r;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** members.import — the rejected lines as CSV (line, e-mail, reason), streamed in keyset chunks. */
export async function importReport(ctx: RequestContext, id: string): Promise<Response> {
  const row = await ctx.db.memberImport.findFirst({ where: { id }, select: { id: true, fileName: true } });
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'members.importNotFound' });
  const header = [
    ctx.t('members.report.line'),
    ctx.t('members.report.email'),
    ctx.t('members.report.reason'),
  ];
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${header.join(',')}\r\n`));
      }
      const rejects = await ctx.db.memberImportReject.findMany({
        where: { importId: id, line: { gt: after } },
        select: { line: true, email: true, reason: true },
        orderBy: { line: 'asc' },
        take: REPORT_CHUNK,
      });
      if (!rejects.length) return controller.close();
      after = rejects[rejects.length - 1]!.line;
      const text = rejects
        .map((r) =>
          [String(r.line), csvCell(r.email), csvCell(ctx.t(`members.reasons.${r.reason}`))].join(','),
        )
        .join('\r\n');
      controller.enqueue(encoder.encode(`${text}\r\n`));
    },
  });
  const base =
    row.fileName
      .replace(/\.csv$/i, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 80) || 'importacao';
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${base}-rejeitadas.csv"`,
      'cache-control': 'no-store',
    },
  });
}

interface Batch {
  rows: ImportRow[];
  rejects: RejectedRow[];
}

/** Writes one batch: one statement for the people, one transaction for the rest. */
async function writeBatch(db: TenantDb, tenantId: string, importId: string, batch: Batch): Promise<string[]> {
  let joined: string[] = [];
  const people = batch.rows.length
    ? await prisma.$queryRawUnsafe<{ id: string; email: string }[]>(
        PEOPLE_SQL,
        JSON.stringify(batch.rows.map((r) => ({ email: r.email, name: r.name ?? localPart(r.email) }))),
      )
    : [];
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const grants = batch.rows
    .filter((r) => r.productId)
    .map((r) => ({ user_id: idOf.get(r.email), product_id: r.productId, target: r.end, explicit: !!r.end }));
  await db.$transaction(async (tx) => {
    if (people.length) {
      const made = await tx.$queryRawUnsafe<{ user_id: string }[]>(
        MEMBERSHIPS_SQL,
        tenantId,
        JSON.stringify(people.map((p) => ({ user_id: p.id }))),
      );
      joined = made.map((m) => m.user_id);
    }
    if (grants.length) await tx.$executeRawUnsafe(GRANTS_SQL, tenantId, JSON.stringify(grants), importId);
    if (batch.rejects.length)
      await tx.$executeRawUnsafe(REJECTS_SQL, tenantId, importId, JSON.stringify(batch.rejects));
    await tx.memberImport.update({
      where: { id: importId },
      data: {
        done: { increment: batch.rows.length + batch.rejects.length },
        rejected: { increment: batch.rejects.length },
        created: { increment: joined.length },
      },
    });
  });
  return joined;
}

/** Counts the records of a file (a first pass, for the progress bar's total). */
async function countRecords(source: string): Promise<number> {
  let n = 0;
  let first = true;
  for await (const { record } of readRecords(source)) {
    if (first && headerColumns(record)) {
      first = false;
      continue;
    }
    first = false;
    n++;
  }
  return n;
}

/** The 'members-import' job: works one import to its end, resuming after its last committed batch. */
export async function runImport(data: { importId: string; tenantId: string; locale?: string }) {
  const db = forTenant(data.tenantId);
  const job = await db.memberImport.findFirst({
    where: { id: data.importId },
    select: { id: true, status: true, source: true, done: true, invite: true },
  });
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const total = await countRecords(job.source);
  await db.memberImport.update({ where: { id: job.id }, data: { status: 'running', total } });
  const tenant = await prisma.tenant.findUniqueOrThrow({
    where: { id: data.tenantId },
    select: { id: true, name: true, slug: true },
  });
  const products = await db.product.findMany({ select: { id: true, title: true, archivedAt: true } });
  const findProduct = productResolver(products);
  const seen = new Set<string>();
  const now = new Date();
  let columns: ReturnType<typeof headerColumns> = null;
  let index = 0;
  let batch: Batch = { rows: [], rejects: [] };
  const locale = isLocale(data.locale) ? data.locale : 'pt-BR';
  const mailCtx = { db, tenant, locale, t: getTranslator(locale) } as unknown as RequestContext;
  const flush = async () => {
    if (!batch.rows.length && !batch.rejects.length) return;
    const joined = await writeBatch(db, data.tenantId, job.id, batch);
    batch = { rows: [], rejects: [] };
    // the invitations of the people this batch made members (a re-run makes none, so mails none)
    if (job.invite) for (const userId of joined) await invite(mailCtx, job.id, userId);
  };
  for await (const { line, record } of readRecords(job.source)) {
    if (index === 0 && columns === null) {
      columns = headerColumns(record);
      if (columns) continue;
      columns = POSITIONAL_COLUMNS;
    }
    const position = index++;
    if (position >= IMPORT_MAX_ROWS) {
      if (position >= job.done) batch.rejects.push({ line, email: '', reason: 'tooManyRows' });
    } else {
      const checked = checkRecord(line, record, columns ?? POSITIONAL_COLUMNS, findProduct, seen, now);
      // rows of batches already committed (a resumed job) only rebuild the duplicate check
      if (position < job.done) continue;
      if ('reason' in checked) batch.rejects.push(checked);
      else batch.rows.push(checked);
    }
    if (batch.rows.length + batch.rejects.length >= BATCH_SIZE) await flush();
  }
  await flush();
  await db.memberImport.update({
    where: { id: job.id },
    data: { status: 'done', finishedAt: new Date(), source: '' },
  });
}

async function invite(ctx: RequestContext, importId: string, userId: string) {
  try {
    await sendWelcomeEmail(ctx, userId);
  } catch (err) {
    log('warn', 'import invitation not sent', { importId, userId, error: String(err) });
  }
}
