import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { unreadTotal } from '@/lib/notifications/service';
import type { TNotificationTotal } from '@/lib/notifications/schemas';
import { getPageContext } from '@/lib/server/page-context';
import type { AuthedContext, RequestContext } from '@/lib/server/route';
import { getShellData } from './service';
import type { TShellData } from './schemas';

/** The shell's data for this render, shared by the layout, generateMetadata and pages (one load per request). */
export const loadShell = cache(async (): Promise<{ ctx: RequestContext; data: TShellData } | null> => {
  const ctx = await getPageContext();
  if (!ctx) return null;
  return { ctx, data: await getShellData(ctx) };
});

/**
 * The signed-in member's context for a page that is theirs alone (/avaliacoes, /lembretes): a 404 without a
 * session, which the (site) layout has already sent to /login first.
 */
export async function memberContext(): Promise<AuthedContext> {
  const shell = await loadShell();
  if (!shell?.ctx.user) notFound();
  return shell.ctx as AuthedContext;
}

/**
 * The signed-in member's unread total for this render (null without a session): the layout's bell and
 * /notifications' 'Marcar todas como lidas' both show it, from one read (decisions 397, 448).
 */
export const loadUnreadTotal = cache(async (): Promise<TNotificationTotal | null> => {
  const ctx = await getPageContext();
  return ctx?.user ? unreadTotal({ db: ctx.db, user: ctx.user, tenant: ctx.tenant }) : null;
});
