import { prisma } from '@/lib/server/db';

// Ordered lists are unique per list in the database (docs/decisions.md 132): test rows made straight
// through Prisma take the next free position of their list, as the services do, unless a test names one.

export async function nextCommunityOrder(tenantId: string): Promise<number> {
  const agg = await prisma.community.aggregate({
    where: { tenantId, deletedAt: null },
    _max: { order: true },
  });
  return (agg._max.order ?? 0) + 1;
}

export async function nextCarouselOrder(tenantId: string): Promise<number> {
  const agg = await prisma.carousel.aggregate({ where: { tenantId }, _max: { order: true } });
  return (agg._max.order ?? 0) + 1;
}

export async function nextBannerOrder(tenantId: string): Promise<number> {
  const agg = await prisma.banner.aggregate({ where: { tenantId }, _max: { order: true } });
  return (agg._max.order ?? 0) + 1;
}

export async function nextLinkOrder(tenantId: string): Promise<number> {
  const agg = await prisma.navigationLink.aggregate({ where: { tenantId }, _max: { order: true } });
  return (agg._max.order ?? 0) + 1;
}

// Courses (per tenant), modules (per course) and lessons (per module) too (decision 195).
export async function nextCourseOrder(tenantId: string): Promise<number> {
  const agg = await prisma.course.aggregate({ where: { tenantId }, _max: { order: true } });
  return (agg._max.order ?? 0) + 1;
}

export async function nextModuleOrder(courseId: string): Promise<number> {
  const agg = await prisma.module.aggregate({ where: { courseId }, _max: { order: true } });
  return (agg._max.order ?? 0) + 1;
}

export async function nextLessonOrder(moduleId: string): Promise<number> {
  const agg = await prisma.lesson.aggregate({ where: { moduleId }, _max: { order: true } });
  return (agg._max.order ?? 0) + 1;
}
