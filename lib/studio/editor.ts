import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { kindOf } from './lesson-fields';

// The course editor's data (issue 46): the course, its live modules and their live lessons, drafts
// included, in three statements whatever the course's size (bench case "studio course editor").

export interface EditorLesson {
  id: string;
  module_id: string;
  title: string;
  slug: string;
  kind: 'video' | 'audio' | 'text';
  published: boolean;
  order: number;
  duration_seconds: number;
  release: { mode: string; days: number | null; at: string | null };
}

export interface EditorTree {
  course: {
    id: string;
    title: string;
    slug: string;
    description: string;
    cover_url: string | null;
    published: boolean;
    product_ids: string[];
  };
  modules: {
    id: string;
    title: string;
    description: string;
    cover_url: string | null;
    published: boolean;
    order: number;
    lessons: EditorLesson[];
  }[];
}

export async function courseEditorTree(ctx: RequestContext, courseId: string): Promise<EditorTree> {
  const [course, modules, lessons] = await Promise.all([
    ctx.db.course.findFirst({
      where: { id: courseId, deletedAt: null },
      select: {
        id: true,
        title: true,
        slug: true,
        description: true,
        coverUrl: true,
        published: true,
        products: { select: { productId: true }, orderBy: { productId: 'asc' } },
      },
    }),
    ctx.db.module.findMany({
      where: { courseId, deletedAt: null },
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
      select: { id: true, title: true, description: true, coverUrl: true, published: true, order: true },
    }),
    ctx.db.lesson.findMany({
      where: { deletedAt: null, module: { courseId, deletedAt: null } },
      orderBy: [{ moduleId: 'asc' }, { order: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        moduleId: true,
        title: true,
        slug: true,
        mediaType: true,
        published: true,
        order: true,
        durationSeconds: true,
        releaseMode: true,
        releaseDays: true,
        releaseAt: true,
      },
    }),
  ]);
  if (!course) throw new AppError('NOT_FOUND');
  const byModule = new Map<string, EditorLesson[]>();
  for (const l of lessons) {
    const list = byModule.get(l.moduleId) ?? [];
    list.push({
      id: l.id,
      module_id: l.moduleId,
      title: l.title,
      slug: l.slug,
      kind: kindOf(l.mediaType),
      published: l.published,
      order: l.order,
      duration_seconds: l.durationSeconds,
      release: { mode: l.releaseMode, days: l.releaseDays, at: l.releaseAt?.toISOString() ?? null },
    });
    byModule.set(l.moduleId, list);
  }
  return {
    course: {
      id: course.id,
      title: course.title,
      slug: course.slug,
      description: course.description,
      cover_url: course.coverUrl,
      published: course.published,
      product_ids: course.products.map((p) => p.productId),
    },
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      cover_url: m.coverUrl,
      published: m.published,
      order: m.order,
      lessons: byModule.get(m.id) ?? [],
    })),
  };
}
