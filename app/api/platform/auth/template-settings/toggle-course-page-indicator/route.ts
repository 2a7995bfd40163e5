import { ZCourseIndicatorBody } from '@/lib/appearance/schemas';
import { setPageIndicator } from '@/lib/appearance/service';
import { route } from '@/lib/server/route';

// POST /api/platform/auth/template-settings/toggle-course-page-indicator — show or hide the course page indicator
export const POST = route({
  auth: 'editor',
  action: 'look.edit',
  body: ZCourseIndicatorBody,
  envelope: 'raw',
  handler: async ({ ctx, body }) => ({
    message: ctx.t('appearance.courseIndicatorUpdated'),
    data: await setPageIndicator(ctx, 'course', body.course_page_indicator),
  }),
});
