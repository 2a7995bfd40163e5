import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { tenantCached } from '@/lib/server/tenant-cache';
import type { TLessonTemplate, TTemplateSettingsResponse } from './schemas';

// The lesson-page template (theme_classes 1 Lista, 2 Sequência, 3 Tela cheia) and the comments flag,
// both columns of PlatformSettings (one row per tenant, created with the tenant), read with the course
// and module pages' progress indicators: the switches of the student's course pages.

export interface PageSettings {
  themeClasses: number;
  comment: boolean;
  coursePageIndicator: boolean;
  modulePageIndicator: boolean;
}

const DEFAULTS: PageSettings = {
  themeClasses: 1,
  comment: true,
  coursePageIndicator: true,
  modulePageIndicator: true,
};

function asTemplate(v: number): TLessonTemplate {
  return v === 2 || v === 3 ? v : 1;
}

function answer(row: { themeClasses: number; comment: boolean }): TTemplateSettingsResponse {
  const flag = row.comment ? 1 : 0;
  return { data: flag, comment: flag, theme_classes: asTemplate(row.themeClasses) };
}

/**
 * The four switches, read by every course, module and lesson page and comment call, in one cache entry
 * per tenant: they change only through an editor's save, which empties the tenant's cache (decision 235).
 */
export function lessonPageSettings(ctx: Pick<RequestContext, 'db' | 'tenant'>): Promise<PageSettings> {
  return tenantCached(ctx.tenant.id, 'course-page-settings', async () => {
    const row = await ctx.db.platformSettings.findFirst({
      select: { themeClasses: true, comment: true, coursePageIndicator: true, modulePageIndicator: true },
    });
    return row ?? DEFAULTS;
  });
}

export async function getTemplateSettings(ctx: RequestContext): Promise<TTemplateSettingsResponse> {
  return answer(await lessonPageSettings(ctx));
}

async function save(ctx: RequestContext, data: { themeClasses?: number; comment?: boolean }) {
  const row = await ctx.db.platformSettings.upsert({
    where: { tenantId: ctx.tenant.id },
    create: { tenantId: ctx.tenant.id, ...data },
    update: data,
    select: { themeClasses: true, comment: true },
  });
  return answer(row);
}

export async function setComments(ctx: RequestContext, enabled: boolean) {
  const saved = await save(ctx, { comment: enabled });
  return { comment: saved.comment };
}

export async function setTemplate(ctx: RequestContext, themeClasses: TLessonTemplate) {
  const saved = await save(ctx, { themeClasses });
  return { theme_classes: saved.theme_classes };
}
