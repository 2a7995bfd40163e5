// The demo showcase: three published custom carousels per tenant, built from the seeded courses
// (see ./demo.ts for the idempotency rules: a carousel found by title or stable id is left alone).
import type { SeedTenant } from './demo-data';
import { ensure, type Counter, type Db } from './ensure';
import { seedKeys, stableId } from './ids';
import { seedOrder } from './orders';

type Kind = 'course' | 'module' | 'lesson';

interface SeedCarousel {
  title: string;
  description: string;
  type: number;
  custom: boolean;
  kind: Kind;
  cardType: string;
  /** 'Destaque' allows the big cards (lib/showcase/schemas.ts) */
  carouselType?: 'Comum' | 'Destaque';
  refs: string[];
}

function plan(
  t: SeedTenant,
  courseIds: Map<string, string>,
  lessonIds: Map<string, { id: string }>,
): SeedCarousel[] {
  const courses = t.courses.map((c) => courseIds.get(c.slug)!).filter(Boolean);
  const firstLessons = t.courses
    .map((c) => lessonIds.get(`${c.slug}/1/1`)?.id)
    .filter((id): id is string => !!id);
  return [
    {
      title: 'Cursos em destaque',
      description: 'Escolhidos para você começar.',
      type: 1,
      custom: false,
      kind: 'course',
      // big cards: the five courses fill a 1280 px row (issue 14: rows of three left 60% empty)
      carouselType: 'Destaque',
      cardType: 'biggerImage',
      refs: courses,
    },
    {
      title: 'Módulos para começar',
      description: '',
      type: 2,
      custom: false,
      kind: 'course',
      cardType: 'vertical',
      // the modules of every course: more than a 1280 px row holds
      refs: courses,
    },
    {
      title: 'Primeiras aulas',
      description: 'A primeira aula de cada curso.',
      type: 3,
      custom: true,
      kind: 'lesson',
      cardType: 'horizontal',
      refs: firstLessons,
    },
  ];
}

export async function seedCarousels(
  db: Db,
  count: Counter,
  t: SeedTenant,
  tenantId: string,
  courseIds: Map<string, string>,
  lessonIds: Map<string, { id: string }>,
) {
  for (const [i, c] of plan(t, courseIds, lessonIds).entries()) {
    const id = stableId(seedKeys.carousel(t.slug, i + 1));
    let made = false;
    await ensure(
      count,
      'carousel',
      [
        () => db.carousel.findFirst({ where: { tenantId, title: c.title } }),
        () => db.carousel.findFirst({ where: { tenantId, id } }),
      ],
      async () => {
        made = true;
        return db.carousel.create({
          data: {
            id,
            tenantId,
            title: c.title,
            description: c.description,
            type: c.type,
            custom: c.custom,
            typeContent: c.kind,
            cardType: c.cardType,
            carouselType: c.carouselType ?? 'Comum',
            order: await seedOrder(db, 'carousel', tenantId, i + 1),
            published: true,
          },
        });
      },
    );
    if (!made) continue;
    count('carouselItem');
    await db.carouselItem.createMany({
      data: c.refs.map((ref, n) => ({
        tenantId,
        carouselId: id,
        kind: c.kind,
        courseId: c.kind === 'course' ? ref : null,
        moduleId: c.kind === 'module' ? ref : null,
        lessonId: c.kind === 'lesson' ? ref : null,
        order: n + 1,
      })),
    });
  }
}
