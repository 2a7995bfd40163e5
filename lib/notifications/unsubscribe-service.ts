import 'server-only';
import type { RequestContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { unsubscribeEmail } from './preferences';
import type { TPreferenceType } from './schemas';
import { verifyUnsubscribe } from './unsubscribe';

/** Turns one type's e-mails off for the member a signed token names (no session needed). */
export async function unsubscribeFromToken(
  ctx: RequestContext,
  token: string,
): Promise<{ unsubscribed: true; type: TPreferenceType }> {
  const claim = await verifyUnsubscribe(token);
  // a forged token and another tenant's token get the same answer as a missing one
  if (!claim || claim.tenantId !== ctx.tenant.id) throw new AppError('NOT_FOUND');
  await unsubscribeEmail(ctx, claim.userId, claim.type);
  return { unsubscribed: true, type: claim.type };
}

/** The type a token unsubscribes from, when it is valid for this tenant (the page asks before acting). */
export async function checkUnsubscribeToken(
  ctx: Pick<RequestContext, 'tenant'>,
  token: string,
): Promise<TPreferenceType | null> {
  const claim = await verifyUnsubscribe(token);
  return claim && claim.tenantId === ctx.tenant.id ? claim.type : null;
}
