import 'server-only';
import { createHash } from 'node:crypto';
import type { RequestContext } from '@/lib/server/route';
import { courseUrl, lessonUrl, moduleUrl } from '@/lib/course/urls';
import { readMemberShowcase } from './member-read';
import type { TCard } from './schemas';

// What every showcase row shares (lib/showcase/home.ts, ./system-rows.ts): the student pages' addresses,
// which courses the member may open, and the lock on a card.

/** cards per system carousel ("Continuar assistindo", "Em alta", "Minha lista") */
export const SYSTEM_CARDS = 12;

// The student pages' addresses (lib/course/urls.ts, docs/decisions.md 18).
export const courseHref = (tenantId: string, courseId: string) => courseUrl(tenantId, courseId);
export const moduleHref = (tenantId: string, _courseId: string, moduleId: string) =>
  moduleUrl(tenantId, moduleId);
export const lessonHref = (tenantId: string, slug: string, lessonId: string) =>
  lessonUrl(tenantId, { id: lessonId, slug });

/** Course ids the member may open: all for editors, else those of their active products. Null = all. */
export async function accessibleCourses(ctx: RequestContext): Promise<Set<string> | null> {
  if (ctx.canEdit) return null;
  return (await readMemberShowcase(ctx)).courses;
}

export interface Access {
  courses: Set<string> | null;
  showBlocked: boolean;
  /** where a locked card of this course leads ('Quero acessar'), if anywhere (./open-showcase.ts) */
  salesHref?: (courseId: string) => string | undefined;
}

/** Null when the card must be hidden (blocked content off), else the card with its lock. */
export function gate(a: Access, courseId: string, card: Omit<TCard, 'locked'>): TCard | null {
  const locked = a.courses !== null && !a.courses.has(courseId);
  if (locked && !a.showBlocked) return null;
  const sales = locked ? a.salesHref?.(courseId) : undefined;
  return sales ? { ...card, locked, sales_url: sales } : { ...card, locked };
}

/** A course's card, or null when it is hidden (see gate). */
export const courseCard = (
  a: Access,
  tenantId: string,
  c: { id: string; title: string; coverUrl: string | null },
) =>
  gate(a, c.id, {
    id: c.id,
    kind: 'course',
    title: c.title,
    image: c.coverUrl,
    href: courseHref(tenantId, c.id),
  });

/** A lesson's card (its thumbnail, else its module's cover), gated by its course. */
export const lessonCard = (
  a: Access,
  tenantId: string,
  l: {
    id: string;
    title: string;
    slug: string;
    thumbnailUrl: string | null;
    module: { courseId: string; coverUrl: string | null };
  },
) =>
  gate(a, l.module.courseId, {
    id: l.id,
    kind: 'lesson',
    title: l.title,
    image: l.thumbnailUrl ?? l.module.coverUrl,
    href: lessonHref(tenantId, l.slug, l.id),
  });

// Soft-deleted rows are shown to nobody, drafts to editors only (issue 46).
export const coursePublished = (ctx: RequestContext) =>
  ctx.canEdit ? { deletedAt: null } : { deletedAt: null, published: true };
/** The same rule for a module or a lesson row. */
export const rowVisible = (ctx: RequestContext) =>
  ctx.canEdit ? { deletedAt: null } : { deletedAt: null, published: true };

export const LESSON_SELECT = {
  id: true,
  title: true,
  slug: true,
  thumbnailUrl: true,
  moduleId: true,
  module: { select: { courseId: true, coverUrl: true } },
} as const;

/** A short stable key for lists of ids (the same lists, the same key), for `tenantCached` names. */
export const refsKey = (lists: string[][]) =>
  createHash('sha1')
    .update(lists.map((l) => l.join(',')).join('|'))
    .digest('base64url');
