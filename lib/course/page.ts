import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { AppError } from '@/lib/server/errors';
import type { RequestContext } from '@/lib/server/route';
import { loadShell } from '@/lib/shell/page';
import { loadCoursePage, loadLessonPage, loadModulePage } from './content';
import { isUuid } from '@/lib/validation/uuid';

/**
 * Runs a student page's loader. A tenant id in the path other than the host's, an id that is not a
 * UUID, or a record that is missing (or another tenant's) all end in the same 404.
 */
export async function loadStudentPage<T>(
  tenantInPath: string,
  id: string,
  load: (ctx: RequestContext, id: string) => Promise<T>,
): Promise<{ ctx: RequestContext; data: T }> {
  const shell = await loadShell();
  if (!shell || tenantInPath !== shell.ctx.tenant.id || !isUuid(id)) notFound();
  try {
    return { ctx: shell.ctx, data: await load(shell.ctx, id) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') notFound();
    throw err;
  }
}

// One load per request: generateMetadata and the page share it (React cache keys on the arguments).
export const coursePageData = cache((tenant: string, id: string) =>
  loadStudentPage(tenant, id, loadCoursePage),
);
export const modulePageData = cache((tenant: string, id: string) =>
  loadStudentPage(tenant, id, loadModulePage),
);
export const lessonPageData = cache((tenant: string, id: string) =>
  loadStudentPage(tenant, id, loadLessonPage),
);
