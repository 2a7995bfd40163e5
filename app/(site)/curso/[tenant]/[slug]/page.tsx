import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourseOutlineFrame } from '@/components/course/course-outline';
import { CourseView } from '@/components/course/course-view';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { LockedState } from '@/components/course/locked-state';
import { endedAccessFor } from '@/lib/access/ended';
import { courseOutlineOf } from '@/lib/course/outline';
import { coursePageData } from '@/lib/course/page';
import { framesFor } from '@/lib/custom-html/service';

// The course page, /curso/{tenant}/{courseId}: two segments under /curso are a course, three a lesson
// (docs/decisions.md 18). The folder is [slug] because Next wants one name per level.
type Params = { params: Promise<{ tenant: string; slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { tenant, slug } = await params;
  const { data } = await coursePageData(tenant, slug);
  if (data.access === 'open') return { title: data.course.title };
  return { title: (await getTranslations('course.titles'))('course') };
}

export default async function CoursePage({ params }: Params) {
  const { tenant, slug } = await params;
  const { ctx, data } = await coursePageData(tenant, slug);
  if (data.access === 'locked') return <LockedState renew={await endedAccessFor(ctx, slug)} />;
  const [frames, outline] = await Promise.all([
    framesFor(ctx, { page: 'course', courseId: data.course.id }),
    courseOutlineOf(ctx, data.course.id), // the course's outline: side column or drawer (ADR 0270)
  ]);
  return (
    <>
      <CourseOutlineFrame tenantId={ctx.tenant.id} outline={outline}>
        <CourseView tenantId={ctx.tenant.id} page={data} canEdit={ctx.canEdit} />
      </CourseOutlineFrame>
      <CustomHtmlBlocks frames={frames} />
    </>
  );
}
