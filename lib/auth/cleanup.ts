import 'server-only';
import { prisma } from '@/lib/server/db';
import { getEnv } from '@/lib/server/env';

/**
 * Deletes what sign-in leaves behind once it can no longer matter: expired sessions, magic links and
 * account links (password reset, e-mail change) a day past expiry, and failed attempts older than the
 * throttle window. Cross-tenant maintenance, so it uses the process-wide client. Run hourly by the
 * worker ('auth-cleanup').
 */
export async function cleanupAuth(now = new Date()) {
  const windowStart = new Date(now.getTime() - getEnv().LOGIN_WINDOW_MINUTES * 60_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [sessions, magicLinks, accountTokens, attempts] = await Promise.all([
    prisma.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.magicLinkToken.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.accountToken.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.loginAttempt.deleteMany({ where: { createdAt: { lt: windowStart } } }),
  ]);
  return {
    sessions: sessions.count,
    magicLinks: magicLinks.count,
    accountTokens: accountTokens.count,
    attempts: attempts.count,
  };
}
