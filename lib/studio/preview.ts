import 'server-only';
import { loadLessonPage, type LessonPage } from '@/lib/course/content';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { isUuid } from '@/lib/validation/uuid';

// 'Pré-visualizar como aluno' (issue 46, docs/adr/0411): an editor opens the lesson page with
// `?preview=<productId>` and the server renders it as a member of that product who enrolled just now
// sees it: the product's grants decide access, the release counts from now, drafts are hidden and no
// editor control is rendered. Only editors get it (a member's `preview` is ignored), and the product
// must be the school's (read through the tenant-scoped client).

export const PREVIEW_PARAM = 'preview';

export type LessonPreview = {
  product: { id: string; title: string };
  /** what the member gets: the page, 'locked' (no access to the course) or 'hidden' (a draft) */
  view: LessonPage | { access: 'locked' } | { access: 'hidden' };
};

/** The preview the editor asked for, or null (not an editor, not a product of the school). */
export async function lessonPreview(
  ctx: RequestContext,
  lessonId: string,
  productId: string | undefined,
): Promise<LessonPreview | null> {
  if (!ctx.canEdit || !productId || !isUuid(productId)) return null;
  const product = await ctx.db.product.findFirst({
    where: { id: productId },
    select: { id: true, title: true },
  });
  if (!product) return null;
  // a member with no session of their own: no progress, no editor rights, only this product
  const member: RequestContext = { ...ctx, canEdit: false, user: null, role: null };
  try {
    const view = await loadLessonPage(member, lessonId, {
      products: new Set([product.id]),
      enrolledAt: new Date(),
    });
    return { product, view };
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return { product, view: { access: 'hidden' } };
    throw err;
  }
}
