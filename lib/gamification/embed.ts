import 'server-only';
import { AppError } from '@/lib/server/errors';
import type { AuthedContext } from '@/lib/server/route';
import { sandboxedHtmlCsp, withCsp } from '@/lib/security/headers';

// An embed reward's code is the creator's HTML (a video player, a widget). It is served from its own
// route, not an `<iframe srcdoc>`: a srcdoc frame inherits the page's CSP (which would block its
// scripts) and shares nothing we could restrict. Here it gets its own policy (decision 64): sandboxed
// in an opaque origin, scripts inline or https, no fetch/XHR/beacon, no forms, no popups.

/** The embed document of a reward the member unlocked (editors: any reward, to preview). */
export async function rewardEmbed(ctx: AuthedContext, rewardId: string): Promise<Response> {
  const reward = await ctx.db.reward.findFirst({
    where: {
      id: rewardId,
      deliveryType: 'embed',
      ...(ctx.canEdit ? {} : { unlocks: { some: { userId: ctx.user.id } } }),
    },
    select: { embed: true },
  });
  if (!reward) throw new AppError('NOT_FOUND');
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><style>html,body{margin:0;padding:0}</style></head><body>${reward.embed ?? ''}</body></html>`;
  return withCsp(
    new Response(html, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-store',
        'referrer-policy': 'no-referrer',
        'x-request-id': ctx.requestId,
      },
    }),
    sandboxedHtmlCsp(),
  );
}
