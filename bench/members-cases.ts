// Bench cases of 'Alunos' (issue 47, ADRs 0460 and 0462), spread into bench/cases.ts: the members list's
// first page and a search on the large tenant's 50,000 students (target p99 under 100 ms), and a CSV
// import of 100,000 rows worked by the job's own code (target under 60 s, statements constant per batch).
// Each runs alone with BENCH_ONLY=members.
import { GET as membersList } from '@/app/api/auth/members/route';
import { BATCH_SIZE, runImport } from '@/lib/members/import';
import { prisma } from '@/lib/server/db';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { makeRequest } from '@/test/support/http';
import type { BenchCase, BenchContext, Handler } from './case-types';

const EDITOR_EMAIL = 'editor-membros@grande.localhost';
const IMPORT_ROWS = 100_000;

/** An editor of the large tenant (it seeds none), signing in with the benchmarked student's password. */
export async function largeEditorCookie({ large, signIn }: BenchContext): Promise<string> {
  const l = large!;
  const student = await prisma.user.findUniqueOrThrow({
    where: { email: l.student },
    select: { credential: { select: { passwordHash: true } } },
  });
  await prisma.user.upsert({
    where: { email: EDITOR_EMAIL },
    update: {},
    create: {
      email: EDITOR_EMAIL,
      name: 'Editora Membros',
      credential: { create: { passwordHash: student.credential!.passwordHash } },
      memberships: { create: { tenantId: l.tenantId, role: 'admin' } },
    },
  });
  return signIn(EDITOR_EMAIL, undefined, l.host);
}

function listCase(name: string, path: string): BenchCase {
  return {
    name,
    large: true,
    prepare: async (ctx) => {
      if (!ctx.large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
      const cookie = await largeEditorCookie(ctx);
      const host = ctx.large.host;
      return { handler: membersList, request: () => makeRequest('GET', path, { host, cookie }) };
    },
  };
}

let run = 0;

/** 100,000 new people, half of them with a product by name: the job as the worker runs it. */
const importCase: BenchCase = {
  name: 'members-import-100k: CSV import of 100,000 rows (large tenant, job)',
  large: true,
  scale: 0.0001, // one run
  prepare: ({ large }) => {
    if (!large) throw new Error('the large tenant is not seeded (BENCH_LARGE=0)');
    const handler: Handler = () =>
      withQueryStats(async () => {
        const tag = `${process.pid}-${++run}-${Date.now()}`;
        const lines = ['email,nome,produto'];
        for (let i = 0; i < IMPORT_ROWS; i++)
          lines.push(`imp-${tag}-${i}@bench.test,Pessoa ${i},${i % 2 ? 'Plano 1' : ''}`);
        const job = await prisma.memberImport.create({
          data: { tenantId: large.tenantId, fileName: 'bench.csv', source: lines.join('\n') },
        });
        const started = performance.now();
        await runImport({ importId: job.id, tenantId: large.tenantId });
        const ms = Math.round(performance.now() - started);
        const done = await prisma.memberImport.findUniqueOrThrow({ where: { id: job.id } });
        const batches = Math.ceil(IMPORT_ROWS / BATCH_SIZE);
        const queries = currentQueryCount();
        const result = {
          rows: done.done,
          created: done.created,
          rejected: done.rejected,
          ms,
          batches,
          queries,
        };
        console.log(`members-import-100k: ${JSON.stringify(result)}`);
        if (done.done !== IMPORT_ROWS || done.created !== IMPORT_ROWS) throw new Error('import incomplete');
        if (ms > 60_000) throw new Error(`import took ${ms} ms (target under 60,000)`);
        return Response.json(result, { headers: { 'x-query-count': String(queries) } });
      });
    return { handler, request: () => makeRequest('POST', '/bench/members-import', { host: large.host }) };
  },
};

export const MEMBERS_BENCH_CASES: BenchCase[] = [
  listCase('members-list: GET /api/auth/members (large tenant, first page)', '/api/auth/members'),
  listCase(
    'members-search: GET /api/auth/members?q=aluno 4999 (large tenant)',
    '/api/auth/members?q=aluno%204999',
  ),
  listCase(
    'members-filter: GET /api/auth/members?status=never (large tenant)',
    '/api/auth/members?status=never',
  ),
  importCase,
];
