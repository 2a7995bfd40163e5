import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { prisma } from '@/lib/server/db';
import { getEnv } from '@/lib/server/env';
import { PREFERENCE_TYPES, type TPreferenceType } from './schemas';

// One-click unsubscribe links (docs/decisions.md 74): the token names tenant, member and preference
// type and carries an HMAC-SHA256 of them, so it works without signing in and cannot be forged or
// pointed at someone else. The key is derived (under its own label) from STORAGE_SIGNING_SECRET when
// set, else from a random installation secret kept in the app_secrets table, so the worker that signs
// and every app replica that verifies share it without any configuration. No expiry: an old mail's
// link must keep working.

export interface UnsubscribeClaim {
  tenantId: string;
  userId: string;
  type: TPreferenceType;
}

const g = globalThis as unknown as { __pracaUnsubscribeKey?: Promise<Buffer> };

async function installationSecret(): Promise<string> {
  const name = 'unsubscribe-key';
  await prisma.appSecret.createMany({
    data: [{ name, value: randomBytes(32).toString('base64url') }],
    skipDuplicates: true,
  });
  return (await prisma.appSecret.findUniqueOrThrow({ where: { name } })).value;
}

function key(): Promise<Buffer> {
  g.__pracaUnsubscribeKey ??= (async () => {
    const secret = getEnv().STORAGE_SIGNING_SECRET ?? (await installationSecret());
    return createHmac('sha256', secret).update('praca:unsubscribe:v1').digest();
  })().catch((err: unknown) => {
    g.__pracaUnsubscribeKey = undefined;
    throw err;
  });
  return g.__pracaUnsubscribeKey;
}

const mac = async (body: string) =>
  createHmac('sha256', await key())
    .update(body)
    .digest('base64url');

export async function signUnsubscribe(c: UnsubscribeClaim): Promise<string> {
  const body = Buffer.from(`${c.tenantId}.${c.userId}.${c.type}`).toString('base64url');
  return `${body}.${await mac(body)}`;
}

export async function verifyUnsubscribe(token: string): Promise<UnsubscribeClaim | null> {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const want = Buffer.from(await mac(body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const [tenantId, userId, type] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (!tenantId || !userId || !PREFERENCE_TYPES.includes(type as TPreferenceType)) return null;
  return { tenantId, userId, type: type as TPreferenceType };
}
