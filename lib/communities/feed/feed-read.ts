import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { accessDenied, communitiesActive } from './access';
import { decodeCursor, encodeCursor, type Keyset } from './cursor';
import type { TFeedPage } from './schemas';
import { postColumns, postView, type PostRow } from './views';

// A page of the feed in one statement on the tenant pool (`$read`, decision 291): the community's access
// (the rules of communityAccess: not deleted, active unless an editor, private ones through an active
// product the member is enrolled in) and, only when it is open, the posts of the page with their authors,
// attachments and the member's like. Row-level security holds it to the tenant; every table is also
// filtered by the tenant id where it has one, so the indexes of the Prisma reads serve it
// (community_posts by (tenant, community, created_at desc, id desc), likes by (user, post)).

const feedSql = (withCursor: boolean) => `
SELECT c.id AS cid, c.title, c.upsell_text, c.upsell_link, c.active, a.open, p.*
  FROM communities c
 CROSS JOIN LATERAL (
       SELECT $4::boolean OR NOT c.is_private OR EXISTS (
                SELECT 1 FROM community_products cp
                  JOIN products pr ON pr.id = cp.product_id AND pr.status = 'active'
                  JOIN enrollments e ON e.product_id = cp.product_id AND e.user_id = $3::uuid
                   AND (e.expires_at IS NULL OR e.expires_at > (now() AT TIME ZONE 'UTC'))
                 WHERE cp.community_id = c.id) AS open) a
  LEFT JOIN LATERAL (
       SELECT ${postColumns('$3')}, p.created_at AS at
         FROM community_posts p JOIN users u ON u.id = p.user_id
        WHERE a.open AND ($4::boolean OR c.active)
          AND p.tenant_id = $1::uuid AND p.community_id = c.id AND p.deleted_at IS NULL
          ${withCursor ? 'AND p.created_at <= $6::timestamp AND (p.created_at < $6::timestamp OR p.id < $7::uuid)' : ''}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT $5) p ON true
 WHERE c.tenant_id = $1::uuid AND c.id = $2::uuid AND c.deleted_at IS NULL
 ORDER BY p.at DESC, p.id DESC`;

const FEED_SQL = feedSql(false);
const FEED_AFTER_SQL = feedSql(true);

// The community's columns, then the post's (all null when the page is empty or the community is closed).
type Row = {
  cid: string;
  title: string;
  upsell_text: string | null;
  upsell_link: string | null;
  active: boolean;
  open: boolean;
} & (PostRow | { [K in keyof PostRow]: null });

/** The page of `feed()` (posts.ts): the same answers and errors as the community check and the posts' read. */
export async function readFeedPage(
  ctx: AuthedContext,
  communityId: string,
  rawCursor: string | undefined,
  limit: number,
): Promise<TFeedPage> {
  // A bad cursor is a 400 only for a community the member may open (the community is checked first).
  let cursor: Keyset | null = null;
  let badCursor: unknown = null;
  try {
    cursor = decodeCursor(rawCursor);
  } catch (err) {
    badCursor = err;
  }
  // cached per tenant (decision 235): no statement once warm
  const enabled = ctx.canEdit || (await communitiesActive(ctx));
  const values: unknown[] = [ctx.tenant.id, communityId, ctx.user.id, ctx.canEdit, badCursor ? 0 : limit + 1];
  if (cursor) values.push(cursor.createdAt.toISOString(), cursor.id);
  const rows = await ctx.db.$read<Row>(cursor ? FEED_AFTER_SQL : FEED_SQL, values);
  const head = rows[0];
  if (!head) throw new AppError('NOT_FOUND');
  if (!ctx.canEdit && (!head.active || !enabled)) throw new AppError('NOT_FOUND');
  if (!head.open)
    throw accessDenied({
      community_id: head.cid,
      title: head.title,
      upsell_text: head.upsell_text,
      upsell_link: head.upsell_link,
    });
  if (badCursor) throw badCursor;
  const posts = head.id === null ? [] : (rows as (Row & PostRow)[]);
  const page = posts.slice(0, limit);
  const last = page[page.length - 1];
  return {
    posts: page.map((r) => postView(ctx, r)),
    next_cursor:
      posts.length > limit && last
        ? encodeCursor({ createdAt: new Date(last.created_at), id: last.id })
        : null,
  };
}
