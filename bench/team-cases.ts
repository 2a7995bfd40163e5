// The Equipe endpoints (issue 48): the team list, and a role set to what it already is (an idempotent
// write through the statement that locks the school's owners, ADR 0501).
import { PUT as teamMemberPUT } from '@/app/api/team/[userId]/route';
import { GET as teamGET } from '@/app/api/team/route';
import { makeRequest } from '@/test/support/http';
import { ADMIN, type BenchCase } from './case-types';

export const TEAM_BENCH_CASES: BenchCase[] = [
  {
    name: 'GET /api/team',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(ADMIN);
      return { handler: teamGET, request: () => makeRequest('GET', '/api/team', { host, cookie }) };
    },
  },
  {
    name: 'PUT /api/team/{userId}',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(ADMIN);
      const list = await teamGET(makeRequest('GET', '/api/team', { host, cookie }));
      const me = (
        (await list.json()) as { data: { items: { user_id: string; me: boolean }[] } }
      ).data.items.find((m) => m.me)!;
      return {
        handler: teamMemberPUT,
        params: { userId: me.user_id },
        request: () =>
          makeRequest('PUT', `/api/team/${me.user_id}`, { host, cookie, body: { role: 'admin' } }),
      };
    },
  },
];
