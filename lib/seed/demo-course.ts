// A course of the demo seed with its modules and lessons (see ./demo.ts for the idempotency rules).
import { seedAssets, slugify } from './assets';
import type { SeedCourse, SeedTenant } from './demo-data';
import { ensure, type Counter, type Db } from './ensure';
import { seedKeys, stableId } from './ids';

/** A plausible lesson length, 4 to 15 minutes, fixed by the lesson's position. */
function duration(c: number, m: number, l: number): number {
  return (4 + ((c * 7 + m * 5 + l * 3) % 12)) * 60 + ((c + l) % 4) * 15;
}

/** The course, its modules and lessons; records every lesson under "slug/module/lesson". Returns the course id. */
export async function seedCourse(
  db: Db,
  count: Counter,
  t: SeedTenant,
  tenantId: string,
  c: SeedCourse,
  cn: number,
  lessonIds: Map<string, { id: string; durationSeconds: number }>,
): Promise<string> {
  const id = stableId(seedKeys.course(t.slug, c.slug));
  const course = await ensure(
    count,
    'course',
    [
      () => db.course.findFirst({ where: { tenantId, title: c.title } }),
      () => db.course.findUnique({ where: { tenantId_slug: { tenantId, slug: c.slug } } }),
      () => db.course.findFirst({ where: { tenantId, id } }),
    ],
    () =>
      db.course.create({
        data: {
          id,
          tenantId,
          title: c.title,
          slug: c.slug,
          description: c.description,
          coverUrl: seedAssets.courseCover(t.slug, cn),
          order: cn,
        },
      }),
  );
  for (const [mi, m] of c.modules.entries()) {
    const mn = mi + 1;
    const moduleId = stableId(seedKeys.module(t.slug, c.slug, mn));
    const mod = await ensure(
      count,
      'module',
      [
        () => db.module.findFirst({ where: { courseId: course.id, title: m.title } }),
        () => db.module.findFirst({ where: { courseId: course.id, id: moduleId } }),
      ],
      () =>
        db.module.create({
          data: {
            id: moduleId,
            tenantId,
            courseId: course.id,
            title: m.title,
            description: m.description,
            coverUrl: seedAssets.moduleCover(t.slug, cn, mn),
            order: mn,
          },
        }),
    );
    for (const [li, title] of m.lessons.entries()) {
      const ln = li + 1;
      const lessonId = stableId(seedKeys.lesson(t.slug, c.slug, mn, ln));
      const lesson = await ensure(
        count,
        'lesson',
        [
          () => db.lesson.findFirst({ where: { moduleId: mod.id, title } }),
          () => db.lesson.findFirst({ where: { moduleId: mod.id, id: lessonId } }),
        ],
        () =>
          db.lesson.create({
            data: {
              id: lessonId,
              tenantId,
              moduleId: mod.id,
              title,
              slug: slugify(title),
              description: `${title}: aula ${ln} do módulo “${m.title}”, no curso ${c.title}.`,
              mediaType: 'video',
              mediaUrl: null,
              durationSeconds: duration(cn, mn, ln),
              order: ln,
            },
          }),
      );
      lessonIds.set(`${c.slug}/${mn}/${ln}`, { id: lesson.id, durationSeconds: lesson.durationSeconds });
    }
  }
  return course.id;
}
