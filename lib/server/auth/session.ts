import 'server-only';
import type { Role } from '@/lib/generated/prisma/enums';
import { ownerQuery, prisma } from '../db';
import { isHttps } from '@/lib/security/headers';
import { getEnv } from '../env';
import { newToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'praca_session';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  photoUrl: string | null;
  locale: string | null;
}

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
  role: Role;
  /** whether the member has a level or reward not yet celebrated (decision 389) */
  celebrationsPending: boolean;
}

/** Any role but student may edit (SPEC.md section 6). */
export const canEdit = (role: Role | null | undefined) => !!role && role !== 'student';

export async function createSession(
  tenantId: string,
  userId: string,
  meta: { userAgent?: string | null; ip?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + getEnv().SESSION_TTL_DAYS * 86_400_000);
  await prisma.$transaction([
    prisma.session.create({
      data: {
        tenantId,
        userId,
        tokenHash: hash,
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
      },
    }),
    // the members list's "last access" and "never signed in" (issue 47)
    prisma.membership.updateMany({ where: { tenantId, userId }, data: { lastAccessAt: new Date() } }),
  ]);
  return { token, expiresAt };
}

type SessionRow = {
  session_id: string;
  user_id: string;
  email: string;
  name: string;
  photo_url: string | null;
  locale: string | null;
  role: Role;
  celebrations_pending: boolean;
};

// Session, user and membership in one statement, every condition in SQL: the token's hash, this tenant,
// not expired (`expires_at` is a UTC timestamp without time zone, compared with the request's clock
// written as one), and a membership of the user in this tenant. Only what a request needs (never the
// password hash). A deactivated membership (issue 47) holds no session. With it, whether the member has a level or reward still to celebrate: two probes of
// the (tenant_id, user_id, seen_at) indexes, so that the celebration host's read (every student page and
// its poll) is skipped for the members who have none, nearly all of them (decision 389).
const SESSION_SQL = `
  SELECT s.id AS session_id, u.id AS user_id, u.email, u.name, u.photo_url, u.locale, m.role::text AS role,
         (EXISTS (SELECT 1 FROM levels_reached lr
                   WHERE lr.tenant_id = s.tenant_id AND lr.user_id = s.user_id AND lr.seen_at IS NULL)
          OR EXISTS (SELECT 1 FROM reward_unlocks ru
                      WHERE ru.tenant_id = s.tenant_id AND ru.user_id = s.user_id AND ru.seen_at IS NULL)
          OR EXISTS (SELECT 1 FROM certificates c
                      WHERE c.tenant_id = s.tenant_id AND c.user_id = s.user_id AND c.seen_at IS NULL
                        AND c.revoked_at IS NULL))
           AS celebrations_pending
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    JOIN memberships m ON m.user_id = s.user_id AND m.tenant_id = s.tenant_id
   WHERE s.token_hash = $1 AND s.tenant_id = $2::uuid AND s.expires_at > $3::timestamp
     AND m.deactivated_at IS NULL`;

/**
 * The session behind a cookie, only if it belongs to this tenant, is unexpired and the membership still
 * exists. Read through `ownerQuery` rather than Prisma: it runs on every API call and page (decision 270).
 */
export async function resolveSession(
  tenantId: string,
  token: string | undefined | null,
): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await ownerQuery<SessionRow>(SESSION_SQL, [
    sha256(token),
    tenantId,
    new Date().toISOString(),
  ]);
  if (!row) return null;
  const { session_id, user_id, email, name, photo_url, locale, role, celebrations_pending } = row;
  return {
    sessionId: session_id,
    user: { id: user_id, email, name, photoUrl: photo_url, locale },
    role,
    celebrationsPending: celebrations_pending,
  };
}

export async function destroySession(token: string | undefined | null) {
  if (!token) return;
  await prisma.session.deleteMany({ where: { tokenHash: sha256(token) } });
}

function secureFor(req: Request) {
  const forced = getEnv().COOKIE_SECURE;
  if (forced !== undefined) return forced;
  // X-Forwarded-Proto is the client's own claim unless a proxy we trust set it (decision 66).
  return isHttps(req.headers, req.url, getEnv().TRUST_PROXY);
}

/** Host-only cookie (no Domain attribute): each tenant domain has its own session. */
export function sessionCookie(req: Request, token: string, expiresAt: Date): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Expires=${expiresAt.toUTCString()}`,
  ];
  if (secureFor(req)) parts.push('Secure');
  return parts.join('; ');
}

export function clearSessionCookie(req: Request): string {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secureFor(req)) parts.push('Secure');
  return parts.join('; ');
}

/** What the request readers need of a request: its headers (a page passes Next's `headers()`). */
export type HeaderSource = { headers: Pick<Headers, 'get'> };

/**
 * The first value of cookie `name` that decodes. A value with a malformed percent-escape (`%ZZ`) is
 * ignored, as Next's own `cookies()` does, never an error: a stray cookie must not lock a browser out of
 * a school (decision 230).
 */
export function readCookie(req: HeaderSource, name: string): string | undefined {
  const header = req.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i <= 0 || part.slice(0, i).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      // malformed: the next cookie of that name, if any
    }
  }
  return undefined;
}
