// Bench cases of the gamification panel, the quizzes and the custom HTML embed, spread into bench/cases.ts
// (last, in their place).
import { GET as quizList } from '@/app/api/auth/quiz/[id]/route';
import { GET as myQuizzes } from '@/app/api/quizzes/route';
import { GET as gamificationPlans } from '@/app/api/auth/ranking/gamification-plans/get/[tenant]/route';
import { GET as pointsParameters } from '@/app/api/auth/ranking/gamification/platform/get-parameters/[tenant]/route';
import { GET as levelList } from '@/app/api/auth/ranking/levels/get/[tenant]/route';
import { GET as rewardList } from '@/app/api/auth/ranking/rewards/get/[tenant]/route';
import { GET as customHtmlEmbed } from '@/app/api/embed/custom-html/[id]/route';
import { prisma } from '@/lib/server/db';
import { makeRequest } from '@/test/support/http';
import { ADMIN, STUDENT, type BenchCase } from './case-types';

export const GAMIFICATION_QUIZ_BENCH_CASES: BenchCase[] = [
  {
    // One query with the products and their titles joined, whatever the number of rewards.
    name: 'GET /api/auth/ranking/rewards/get/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/ranking/rewards/get/${tenantId}`;
      return {
        handler: rewardList,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // One query for the list.
    name: 'GET /api/auth/ranking/levels/get/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/ranking/levels/get/${tenantId}`;
      return {
        handler: levelList,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // One query for the list.
    name: 'GET /api/auth/ranking/gamification-plans/get/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/ranking/gamification-plans/get/${tenantId}`;
      return {
        handler: gamificationPlans,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // One row by tenant.
    name: 'GET /api/auth/ranking/gamification/platform/get-parameters/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/ranking/gamification/platform/get-parameters/${tenantId}`;
      return {
        handler: pointsParameters,
        params: { tenant: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // One query for the list.
    name: 'GET /api/auth/quiz/{tenant}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(ADMIN);
      const path = `/api/auth/quiz/${tenantId}`;
      return {
        handler: quizList,
        params: { id: tenantId },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // One block by id (the embed document a student page frames), plus the session read.
    name: 'GET /api/embed/custom-html/{id}',
    prepare: async ({ host, tenantId, signIn }) => {
      const cookie = await signIn(STUDENT);
      const block =
        (await prisma.customHtml.findFirst({ where: { tenantId, title: 'bench' } })) ??
        (await prisma.customHtml.create({
          data: { tenantId, title: 'bench', page: 'homepage', html: '<p>Olá {{nome}}</p>' },
        }));
      const path = `/api/embed/custom-html/${block.id}`;
      return {
        handler: customHtmlEmbed,
        params: { id: block.id },
        request: () => makeRequest('GET', path, { host, cookie }),
      };
    },
  },
  {
    // The member's quizzes: enrollments, quizzes, attempts and passes (four queries, whatever the data).
    name: 'GET /api/quizzes (student)',
    prepare: async ({ host, signIn }) => {
      const cookie = await signIn(STUDENT);
      return {
        handler: myQuizzes,
        request: () => makeRequest('GET', '/api/quizzes', { host, cookie }),
      };
    },
  },
];
