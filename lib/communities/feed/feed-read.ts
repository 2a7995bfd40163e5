import 'server-only';
import type { AuthedContext } from '@/lib/server/route';
import { AppError } from '@/lib/server/errors';
import { storedImageUrl } from '@/lib/server/storage/uploads';
import { authorView } from '@/lib/users/author';
import { accessDenied, communitiesActive } from './access';
import { decodeCursor, encodeCursor, type Keyset } from './cursor';
import type { TAttachmentKind, TFeedPage, TPostView } from './schemas';

// A page of the feed in one statement on the tenant pool (`$read`, decision 291): the community's access
// (the rules of communityAccess: not deleted, active unless an editor, private ones through an active
// product the member is enrolled in) and, only when it is open, the posts of the page with their authors,
// attachments and the member's like. Row-level security holds it to the tenant; every table is also
// filtered by the tenant id where it has one, so the indexes of the Prisma reads serve it
// (community_posts by (tenant, community, created_at desc, id desc), likes by (user, post)).

// Timestamps leave PostgreSQL as the ISO text `toISOString()` gives (the columns are UTC without a time
// zone, which `pg` would read as local time) and cursors go in as that text.
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const feedSql = (withCursor: boolean) => `
SELECT c.id AS community_id, c.title, c.upsell_text, c.upsell_link, c.active, a.open,
       p.id, p.user_id, p.title AS post_title, p.body, p.link_url, p.like_count, p.comment_count,
       to_char(p.created_at, ${ISO}) AS created_at, to_char(p.edited_at, ${ISO}) AS edited_at,
       p.author_name, p.author_photo, p.liked, p.attachments
  FROM communities c
 CROSS JOIN LATERAL (
       SELECT $4::boolean OR NOT c.is_private OR EXISTS (
                SELECT 1 FROM community_products cp
                  JOIN products pr ON pr.id = cp.product_id AND pr.status = 'active'
                  JOIN enrollments e ON e.product_id = cp.product_id AND e.user_id = $3::uuid
                 WHERE cp.community_id = c.id) AS open) a
  LEFT JOIN LATERAL (
       SELECT p.id, p.user_id, p.title, p.body, p.link_url, p.like_count, p.comment_count, p.created_at,
              p.edited_at, u.name AS author_name, u.photo_url AS author_photo,
              EXISTS (SELECT 1 FROM community_likes l WHERE l.user_id = $3::uuid AND l.post_id = p.id) AS liked,
              (SELECT json_agg(json_build_object('id', t.id, 'kind', t.kind, 'path', t.path, 'name', t.name,
                                                 'size', t.size, 'content_type', t.content_type)
                               ORDER BY t."order", t.id)
                 FROM community_post_attachments t WHERE t.post_id = p.id) AS attachments
         FROM community_posts p JOIN users u ON u.id = p.user_id
        WHERE a.open AND ($4::boolean OR c.active)
          AND p.tenant_id = $1::uuid AND p.community_id = c.id AND p.deleted_at IS NULL
          ${withCursor ? 'AND p.created_at <= $6::timestamp AND (p.created_at < $6::timestamp OR p.id < $7::uuid)' : ''}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT $5) p ON true
 WHERE c.tenant_id = $1::uuid AND c.id = $2::uuid AND c.deleted_at IS NULL
 ORDER BY p.created_at DESC, p.id DESC`;

const FEED_SQL = feedSql(false);
const FEED_AFTER_SQL = feedSql(true);

type Row = {
  community_id: string;
  title: string;
  upsell_text: string | null;
  upsell_link: string | null;
  active: boolean;
  open: boolean;
  id: string | null;
  user_id: string;
  post_title: string | null;
  body: string;
  link_url: string | null;
  like_count: number;
  comment_count: number;
  created_at: string;
  edited_at: string | null;
  author_name: string;
  author_photo: string | null;
  liked: boolean;
  attachments:
    { id: string; kind: string; path: string; name: string; size: number; content_type: string }[] | null;
};

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
      community_id: head.community_id,
      title: head.title,
      upsell_text: head.upsell_text,
      upsell_link: head.upsell_link,
    });
  if (badCursor) throw badCursor;
  const posts = head.id === null ? [] : rows;
  const page = posts.slice(0, limit);
  const last = page[page.length - 1];
  return {
    posts: page.map((r) => postFromRow(ctx, r)),
    next_cursor:
      posts.length > limit && last
        ? encodeCursor({ createdAt: new Date(last.created_at), id: last.id! })
        : null,
  };
}

function postFromRow(ctx: AuthedContext, r: Row): TPostView {
  return {
    id: r.id!,
    community_id: r.community_id,
    title: r.post_title,
    body: r.body,
    link_url: r.link_url,
    author: authorView({ id: r.user_id, name: r.author_name, photoUrl: r.author_photo }),
    attachments: (r.attachments ?? []).map((a) => ({
      id: a.id,
      kind: a.kind as TAttachmentKind,
      url: storedImageUrl(a.path) ?? '',
      name: a.name,
      size: a.size,
      content_type: a.content_type,
    })),
    like_count: r.like_count,
    comment_count: r.comment_count,
    liked_by_me: r.liked,
    created_at: r.created_at,
    edited_at: r.edited_at,
    can_edit: ctx.canEdit || r.user_id === ctx.user.id,
  };
}
