import { can } from '@/lib/auth/permissions';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomHtmlBlocks } from '@/components/custom-html/custom-html-blocks';
import { CourseOutlineFrame } from '@/components/course/course-outline';
import { LessonView } from '@/components/course/lesson-view';
import { LockedState } from '@/components/course/locked-state';
import { lessonLikes } from '@/lib/course/likes';
import { marqueeForCourse } from '@/lib/course/marquee';
import { courseOutlineOf } from '@/lib/course/outline';
import { lessonPageData } from '@/lib/course/page';
import { framesFor } from '@/lib/custom-html/service';
import { renderViewerProducts } from '@/lib/products/viewer';
import { quizzesForLesson } from '@/lib/quizzes/student';
import { LessonPreviewPage } from '@/components/studio/lesson-preview';
import { lessonPreview } from '@/lib/studio/preview';

type Params = { params: Promise<{ tenant: string; slug: string; lessonId: string }> };
type Search = { searchParams: Promise<{ preview?: string | string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { tenant, lessonId } = await params;
  const { data } = await lessonPageData(tenant, lessonId);
  if (data.access === 'open') return { title: data.lesson.title };
  return { title: (await getTranslations('pages.titles'))('lesson') };
}

// The lesson (SPEC 2.1 /curso/{tenant}/{lesson-title-slug}/{lessonId}); the slug is cosmetic.
export default async function LessonPage({ params, searchParams }: Params & Search) {
  const { tenant, lessonId } = await params;
  const { ctx, data } = await lessonPageData(tenant, lessonId);
  // 'Pré-visualizar como aluno': editors only, ignored for anyone else (docs/adr/0411)
  const asked = (await searchParams).preview;
  const preview = await lessonPreview(ctx, lessonId, typeof asked === 'string' ? asked : undefined);
  if (preview && data.access === 'open') {
    const mine = new Set([preview.product.id]);
    const [marquee, quizzes] = await Promise.all([
      marqueeForCourse(ctx, data.course.id, mine),
      quizzesForLesson(ctx, data.lesson.id, mine),
    ]);
    return (
      <LessonPreviewPage
        tenantId={ctx.tenant.id}
        lesson={data.lesson}
        preview={preview}
        marquee={marquee}
        quizzes={quizzes}
      />
    );
  }
  if (data.access === 'locked') return <LockedState />;
  // The marquee of the student's product above the player, the quizzes attached to the lesson that the
  // member may take (under it) and the custom HTML blocks aimed at this lesson. The marquees and the
  // lesson's quizzes come from the tenant's cache, filtered by the member's products read once here
  // (decision 387).
  const mine = renderViewerProducts(ctx); // read once with the access check (decision 391)
  const [marquee, quizzes, frames, likes, outline] = await Promise.all([
    mine.then((m) => marqueeForCourse(ctx, data.course.id, m)),
    mine.then((m) => quizzesForLesson(ctx, data.lesson.id, m)),
    framesFor(ctx, {
      page: 'lesson',
      courseId: data.course.id,
      moduleId: data.module.id,
      lessonId: data.lesson.id,
    }),
    lessonLikes(ctx, data.lesson.id), // 'Curtir aula' (ADR 0269)
    courseOutlineOf(ctx, data.course.id), // the course's outline: side column or drawer (ADR 0270)
  ]);
  // No QueryIsland: the comments and 'Concluir aula' work without TanStack Query (decision 301).
  return (
    <>
      <CourseOutlineFrame tenantId={ctx.tenant.id} outline={outline} currentId={data.lesson.id}>
        <LessonView
          tenantId={ctx.tenant.id}
          page={data}
          canEdit={ctx.canEdit}
          canModerate={can(ctx, 'community.moderate')}
          marquee={marquee}
          quizzes={quizzes}
          likes={likes}
          moduleAside={!outline.sidebar}
        />
      </CourseOutlineFrame>
      <CustomHtmlBlocks frames={frames} />
    </>
  );
}
