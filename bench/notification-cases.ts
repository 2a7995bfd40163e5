// Bench cases of notifications (issue 9), spread into bench/cases.ts: the unread total and page 1 on the
// demo tenant and for a member with 1M notifications (the large tenant), each one query whatever the
// volume; and the fan-out of one post to the large tenant's 50,000 members (set-based batches of 5,000).
import { GET as list } from '@/app/api/auth/notification/route';
import { GET as total } from '@/app/api/auth/notification/total/route';
import { fanout } from '@/lib/notifications/fanout';
import { currentQueryCount, withQueryStats } from '@/lib/server/query-stats';
import { makeRequest } from '@/test/support/http';
import type { BenchCase, Handler } from './cases';

const STUDENT = 'aluno@demo.local';

export const NOTIFICATIONS_TOTAL_LARGE = 'GET /api/auth/notification/total (large tenant, 1M notifications)';
export const NOTIFICATIONS_PAGE_LARGE = 'GET /api/auth/notification?page=1&paginate=10 (large tenant, 1M)';
/** the demo tenant's twins of the two above: CONSTANT_QUERY_PAIRS compares each pair */
export const NOTIFICATIONS_TOTAL_DEMO = 'GET /api/auth/notification/total';
export const NOTIFICATIONS_PAGE_DEMO = 'GET /api/auth/notification?page=1&paginate=10';

const PAGE_1 = '/api/auth/notification?page=1&paginate=10';
const TOTAL = '/api/auth/notification/total';

function caseOf(name: string, handler: Handler, path: string, large: boolean): BenchCase {
  return {
    name,
    large,
    prepare: async ({ host, signIn, large: l }) => {
      const at = large ? l!.host : host;
      const cookie = await signIn(large ? l!.student : STUDENT, undefined, at);
      return { handler, request: () => makeRequest('GET', path, { host: at, cookie }) };
    },
  };
}

let run = 0;

/** One post's fan-out to every member of the large tenant, as the outbox consumer runs it. */
const fanoutCase: BenchCase = {
  name: 'fan-out of one community post (large tenant, 50,000 members)',
  large: true,
  scale: 0.02,
  prepare: ({ large }) => {
    const l = large!;
    const handler: Handler = () =>
      withQueryStats(async () => {
        const inserted = await fanout(
          {
            tenantId: l.tenantId,
            type: 'community_post',
            pref: 'post',
            // an id that is no member: everyone is a recipient
            actorId: '00000000-0000-0000-0000-000000000001',
            community: { id: l.community.id, isPrivate: false },
            data: { community_post: { id: l.community.id, community_id: l.community.id, title: 'Bench' } },
            dedupeKey: `bench-fanout:${process.pid}:${++run}:${Date.now()}`,
          },
          async () => {},
        );
        return Response.json({ inserted }, { headers: { 'x-query-count': String(currentQueryCount()) } });
      });
    return { handler, request: () => makeRequest('POST', '/bench/fanout', { host: l.host }) };
  },
};

export const NOTIFICATION_BENCH_CASES: BenchCase[] = [
  caseOf(NOTIFICATIONS_TOTAL_DEMO, total, TOTAL, false),
  caseOf(NOTIFICATIONS_PAGE_DEMO, list, PAGE_1, false),
  caseOf(NOTIFICATIONS_TOTAL_LARGE, total, TOTAL, true),
  caseOf(NOTIFICATIONS_PAGE_LARGE, list, PAGE_1, true),
  fanoutCase,
];
