import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/server/env';
import { localSigningSecret } from '@/lib/server/storage/local';
import { PREFERENCE_TYPES, type TPreferenceType } from './schemas';

// One-click unsubscribe links (docs/decisions.md 74): the token names tenant, member and preference
// type and carries an HMAC-SHA256 of them, so it works without signing in and cannot be forged or
// pointed at someone else. The key is derived from STORAGE_SIGNING_SECRET (or the local secret file),
// under its own label, so the same secret never signs two kinds of thing. No expiry: an old mail's
// link must keep working.

export interface UnsubscribeClaim {
  tenantId: string;
  userId: string;
  type: TPreferenceType;
}

function key(): Buffer {
  const env = getEnv();
  const secret = localSigningSecret(env.STORAGE_SIGNING_SECRET, env.DATA_DIR);
  return createHmac('sha256', secret).update('praca:unsubscribe:v1').digest();
}

const mac = (body: string) => createHmac('sha256', key()).update(body).digest('base64url');

export function signUnsubscribe(c: UnsubscribeClaim): string {
  const body = Buffer.from(`${c.tenantId}.${c.userId}.${c.type}`).toString('base64url');
  return `${body}.${mac(body)}`;
}

export function verifyUnsubscribe(token: string): UnsubscribeClaim | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const want = Buffer.from(mac(body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const [tenantId, userId, type] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (!tenantId || !userId || !PREFERENCE_TYPES.includes(type as TPreferenceType)) return null;
  return { tenantId, userId, type: type as TPreferenceType };
}
