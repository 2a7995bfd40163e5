// The studio's course editor (issue 46), spread into bench/cases.ts: GET /api/auth/studio/courses/{id}
// on a course of 50 modules x 40 lessons, built in the demo tenant by the case's prepare. Three
// statements whatever the course's size (lib/studio/editor.ts): the query count must not grow with it.
import { GET as studioCourse } from '@/app/api/auth/studio/courses/[id]/route';
import { prisma } from '@/lib/server/db';
import { makeRequest } from '@/test/support/http';
import { EDITOR, type BenchCase } from './case-types';

const MODULES = 50;
const LESSONS = 40;

async function bigCourse(tenantId: string): Promise<string> {
  const slug = 'bench-editor-50x40';
  const existing = await prisma.course.findFirst({ where: { tenantId, slug }, select: { id: true } });
  if (existing) return existing.id;
  const max = await prisma.course.aggregate({ where: { tenantId }, _max: { order: true } });
  const course = await prisma.course.create({
    data: {
      tenantId,
      slug,
      title: 'Curso do editor (bench)',
      order: (max._max.order ?? 0) + 1,
      published: false,
    },
  });
  const modules = await prisma.module.createManyAndReturn({
    data: Array.from({ length: MODULES }, (_, m) => ({
      tenantId,
      courseId: course.id,
      title: `Módulo ${m + 1}`,
      order: m + 1,
    })),
    select: { id: true },
  });
  await prisma.lesson.createMany({
    data: modules.flatMap((mod, m) =>
      Array.from({ length: LESSONS }, (_, l) => ({
        tenantId,
        moduleId: mod.id,
        title: `Aula ${m + 1}.${l + 1}`,
        slug: `bench-editor-${m + 1}-${l + 1}`,
        order: l + 1,
        releaseMode: l % 3 === 0 ? ('after_enrollment' as const) : ('immediate' as const),
        releaseDays: l % 3 === 0 ? 7 : null,
      })),
    ),
  });
  return course.id;
}

export const STUDIO_BENCH_CASES: BenchCase[] = [
  {
    name: 'GET /api/auth/studio/courses/{id} (50 modules x 40 lessons)',
    prepare: async ({ host, tenantId, signIn }) => {
      const id = await bigCourse(tenantId);
      const cookie = await signIn(EDITOR);
      return {
        handler: studioCourse,
        params: { id },
        request: () => makeRequest('GET', `/api/auth/studio/courses/${id}`, { host, cookie }),
      };
    },
  },
];
