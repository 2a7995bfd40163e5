import { listImports, startImport } from '@/lib/members/import';
import { IMPORT_MAX_BYTES, ZImportBody } from '@/lib/members/schemas';
import { route } from '@/lib/server/route';

// GET /api/auth/members/imports — the latest CSV imports with their progress (editors)
export const GET = route({
  auth: 'editor',
  action: 'members.grant',
  envelope: 'data',
  handler: ({ ctx }) => listImports(ctx),
});

// POST /api/auth/members/imports — upload a members CSV (multipart: file, invite); runs as a background job
export const POST = route({
  auth: 'editor',
  action: 'members.grant',
  body: ZImportBody,
  accepts: ['multipart'],
  maxBody: IMPORT_MAX_BYTES + 64 * 1024,
  envelope: 'raw',
  status: 202,
  handler: async ({ ctx, body }) => ({
    data: await startImport(ctx, body),
    message: ctx.t('members.importQueued'),
  }),
});
