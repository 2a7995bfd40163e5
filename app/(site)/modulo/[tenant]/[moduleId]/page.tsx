import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LockedState } from '@/components/course/locked-state';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { ModuleView } from '@/components/course/module-view';
import { modulePageData } from '@/lib/course/page';
import { framesFor } from '@/lib/custom-html/service';

// The module page, /modulo/{tenant}/{moduleId} (docs/decisions.md 18).
type Params = { params: Promise<{ tenant: string; moduleId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { tenant, moduleId } = await params;
  const { data } = await modulePageData(tenant, moduleId);
  if (data.access === 'open') return { title: data.module.title };
  return { title: (await getTranslations('course.titles'))('module') };
}

export default async function ModulePage({ params }: Params) {
  const { tenant, moduleId } = await params;
  const { ctx, data } = await modulePageData(tenant, moduleId);
  if (data.access === 'locked') return <LockedState />;
  const frames = await framesFor(ctx, { page: 'module', courseId: data.course.id, moduleId: data.module.id });
  return (
    <>
      <ModuleView tenantId={ctx.tenant.id} page={data} />
      <CustomHtmlBlocks frames={frames} />
    </>
  );
}
