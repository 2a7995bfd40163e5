import { ZCertificateSettingsBody, ZCourseParams } from '@/lib/certificates/schemas';
import { getSettings, saveSettings } from '@/lib/certificates/service';
import { route } from '@/lib/server/route';

// GET /api/auth/certificates/settings/{courseId} — a course's certificate settings and template look
export const GET = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZCourseParams,
  envelope: 'data',
  handler: ({ ctx, params }) => getSettings(ctx, params.courseId),
});

// PUT /api/auth/certificates/settings/{courseId} — save them (issued certificates do not change)
export const PUT = route({
  auth: 'editor',
  action: 'content.edit',
  params: ZCourseParams,
  body: ZCertificateSettingsBody,
  envelope: 'data',
  handler: ({ ctx, params, body }) => saveSettings(ctx, params.courseId, body),
});
