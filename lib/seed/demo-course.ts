// A course of the demo seed with its modules and lessons (see ./demo.ts for the idempotency rules).
import { seedAssets, slugify } from './assets';
import type { SeedCourse, SeedTenant } from './demo-data';
import { ensure, type Counter, type Db } from './ensure';
import { seedKeys, stableId } from './ids';
import { seedOrder } from './orders';

/**
 * Lessons with real media (issue 14), by "course slug/module/lesson": two short committed videos (the
 * player, progress and 'Continuar assistindo' work on them), a YouTube embed, and a text lesson whose
 * media is a downloadable file. Every other lesson has no media and shows its text.
 */
export const SEED_MEDIA: Record<
  string,
  { mediaType: 'video' | 'embed' | 'text'; mediaUrl: string; durationSeconds?: number; text?: string }
> = {
  'fotografia-com-o-celular/1/2': {
    mediaType: 'video',
    mediaUrl: '/demo/videos/luz-natural.mp4',
    durationSeconds: 8,
  },
  'fotografia-com-o-celular/1/4': {
    mediaType: 'video',
    mediaUrl: '/demo/videos/foco-exposicao.mp4',
    durationSeconds: 10,
  },
  'marketing-digital-para-iniciantes/1/1': {
    mediaType: 'embed',
    mediaUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  'financas-pessoais-descomplicadas/1/2': {
    mediaType: 'text',
    mediaUrl: '/demo/files/planilha-orcamento.csv',
    text:
      'Um orçamento realista começa pelo que você já gasta. Anote a renda do mês e separe as despesas em ' +
      'fixas (moradia, contas) e variáveis (mercado, transporte, lazer).\n\n' +
      'Use a regra 50-30-20 como ponto de partida: 50% para necessidades, 30% para desejos e 20% para ' +
      'metas e reserva. Ajuste os números à sua realidade e revise no fim de cada mês.\n\n' +
      'Baixe a planilha de apoio, preencha a coluna “Planejado” e acompanhe o “Gasto” ao longo do mês.',
  },
};

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
    async () =>
      db.course.create({
        data: {
          id,
          tenantId,
          title: c.title,
          slug: c.slug,
          description: c.description,
          coverUrl: seedAssets.courseCover(t.slug, cn),
          order: await seedOrder(db, 'course', tenantId, cn),
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
      async () =>
        db.module.create({
          data: {
            id: moduleId,
            tenantId,
            courseId: course.id,
            title: m.title,
            description: m.description,
            coverUrl: seedAssets.moduleCover(t.slug, cn, mn),
            order: await seedOrder(db, 'module', tenantId, mn, course.id),
          },
        }),
    );
    for (const [li, title] of m.lessons.entries()) {
      const ln = li + 1;
      const lessonId = stableId(seedKeys.lesson(t.slug, c.slug, mn, ln));
      const media = t.slug === 'demo' ? SEED_MEDIA[`${c.slug}/${mn}/${ln}`] : undefined;
      const lesson = await ensure(
        count,
        'lesson',
        [
          () => db.lesson.findFirst({ where: { moduleId: mod.id, title } }),
          () => db.lesson.findFirst({ where: { moduleId: mod.id, id: lessonId } }),
        ],
        async () =>
          db.lesson.create({
            data: {
              id: lessonId,
              tenantId,
              moduleId: mod.id,
              title,
              slug: slugify(title),
              description: media?.text ?? lessonBlurb(title, m.title, ln),
              thumbnailUrl: seedAssets.lessonThumbnail(t.slug, cn, mn, ln),
              mediaType: media?.mediaType ?? 'video',
              mediaUrl: media?.mediaUrl ?? null,
              durationSeconds: media?.durationSeconds ?? duration(cn, mn, ln),
              order: await seedOrder(db, 'lesson', tenantId, ln, mod.id),
            },
          }),
      );
      lessonIds.set(`${c.slug}/${mn}/${ln}`, { id: lesson.id, durationSeconds: lesson.durationSeconds });
    }
  }
  return course.id;
}

/**
 * A lesson description that reads like a course's (issue 54), not 'aula 2 do módulo…': one of four
 * shapes by the lesson's place in its module, with the title quoted so any title fits the sentence.
 */
export function lessonBlurb(title: string, moduleTitle: string, n: number): string {
  const shapes = [
    `Em “${title}”, você aprende o passo a passo com exemplos do dia a dia. Assista até o fim e faça o exercício proposto antes de seguir.`,
    `Aula prática: veja “${title}” aplicado do começo ao fim, com os erros mais comuns e como evitá-los.`,
    `Uma aula curta e direta. Anote as ideias principais de “${title}”: elas voltam nas próximas aulas de ${moduleTitle}.`,
    `Para fechar o módulo, “${title}” na prática. Se algo não ficar claro, reveja as aulas anteriores e deixe sua dúvida nos comentários.`,
  ];
  return shapes[(n - 1) % shapes.length]!;
}
