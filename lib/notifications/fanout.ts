import 'server-only';
import { prisma } from '@/lib/server/db';
import type { TNotificationType, TPreferenceType } from './schemas';

// Set-based generation (docs/decisions.md 72): one INSERT ... SELECT per batch of recipients, whatever
// the community size. The recipient set is computed in SQL: members of the tenant (filtered by tenant
// explicitly: this runs outside the scoped client), never the actor, only those who can see the
// community (editors always; a private community needs an active product's enrolment), not those who
// turned the community off, and per channel from their preferences (no row = on). A recipient with
// Plataforma off but E-mail on gets a row with in_app = false (only the e-mail reads it). ON CONFLICT on
// (user_id, dedupe_key) makes a retried event insert nothing twice.

// UUID v7 in SQL (PostgreSQL 18 has uuidv7(); older servers do not): 48-bit ms timestamp + random.
const UUID_V7 = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing
  substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6),
  52, 1), 53, 1), 'hex')::uuid`;

export interface FanoutSpec {
  tenantId: string;
  type: TNotificationType;
  pref: TPreferenceType;
  actorId: string;
  /** the community whose visibility and switch apply, if any */
  community: { id: string; isPrivate: boolean } | null;
  postId?: string | null;
  commentId?: string | null;
  likeId?: string | null;
  lessonId?: string | null;
  data: object;
  dedupeKey: string;
  /** one recipient, or (absent) every member of the tenant */
  userId?: string;
}

export interface FanoutResult {
  /** notification ids whose recipient wants an e-mail */
  emailIds: string[];
  inserted: number;
  /** the last user id of the batch (the cursor of the next one), null when the batch was empty */
  last: string | null;
}

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

/** One batch: at most `limit` candidate members after `after` (by user id). */
export async function fanoutBatch(spec: FanoutSpec, after = ZERO_UUID, limit = 5000): Promise<FanoutResult> {
  const p = spec.pref; // a closed set of four names, safe to splice into column names
  const params: unknown[] = [
    spec.tenantId,
    spec.actorId,
    spec.type,
    spec.community?.id ?? null,
    spec.postId ?? null,
    spec.commentId ?? null,
    spec.likeId ?? null,
    spec.lessonId ?? null,
    JSON.stringify(spec.data),
    spec.dedupeKey,
    after,
    limit,
  ];
  let who = '';
  if (spec.userId) {
    params.push(spec.userId);
    who = `AND m.user_id = $${params.length}::uuid`;
  }
  const community = spec.community
    ? `AND NOT EXISTS (SELECT 1 FROM community_notification_settings s
                        WHERE s.tenant_id = $1::uuid AND s.user_id = m.user_id
                          AND s.community_id = $4::uuid AND NOT s.enabled)` +
      (spec.community.isPrivate
        ? `AND (m.role <> 'student' OR EXISTS (
                 SELECT 1 FROM enrollments e
                   JOIN community_products cp ON cp.product_id = e.product_id AND cp.tenant_id = $1::uuid
                   JOIN products pr ON pr.id = e.product_id AND pr.status = 'active'
                  WHERE e.tenant_id = $1::uuid AND e.user_id = m.user_id AND cp.community_id = $4::uuid
                    AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))))`
        : '')
    : '';
  const sql = `
    WITH r AS MATERIALIZED (
      SELECT m.user_id,
             COALESCE(np.${p}_platform, true) AS platform_on,
             COALESCE(np.${p}_email, true) AS email_on
        FROM memberships m
        LEFT JOIN notification_preferences np ON np.tenant_id = m.tenant_id AND np.user_id = m.user_id
       WHERE m.tenant_id = $1::uuid AND m.user_id <> $2::uuid AND m.user_id > $11::uuid ${who} ${community}
       ORDER BY m.user_id
       LIMIT $12
    ), ins AS (
      INSERT INTO notifications (id, tenant_id, user_id, type, in_app, actor_id, community_id, post_id,
                                 comment_id, like_id, lesson_id, data, dedupe_key, created_at)
      SELECT ${UUID_V7}, $1::uuid, r.user_id, $3, r.platform_on, $2::uuid, $4::uuid, $5::uuid, $6::uuid,
             $7::uuid, $8::uuid, $9::jsonb, $10, now()
        FROM r
       WHERE r.platform_on OR r.email_on
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING id, user_id
    )
    SELECT (SELECT user_id::text FROM r ORDER BY user_id DESC LIMIT 1) AS last,
           (SELECT count(*)::int FROM ins) AS inserted,
           (SELECT COALESCE(json_agg(ins.id::text), '[]'::json)
              FROM ins JOIN r ON r.user_id = ins.user_id WHERE r.email_on) AS email_ids`;
  const [row] = await prisma.$queryRawUnsafe<
    { last: string | null; inserted: number; email_ids: string[] }[]
  >(sql, ...params);
  return { last: row?.last ?? null, inserted: row?.inserted ?? 0, emailIds: row?.email_ids ?? [] };
}

/** Every batch until the members run out; `onBatch` gets each batch's e-mail ids (to queue them). */
export async function fanout(
  spec: FanoutSpec,
  onBatch: (emailIds: string[]) => Promise<void>,
  batchSize = 5000,
): Promise<number> {
  let after = ZERO_UUID;
  let total = 0;
  for (;;) {
    const r = await fanoutBatch(spec, after, batchSize);
    total += r.inserted;
    if (r.emailIds.length) await onBatch(r.emailIds);
    if (!r.last || spec.userId) break;
    after = r.last;
  }
  return total;
}
