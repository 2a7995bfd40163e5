import 'server-only';
import { liveEnrollment } from '@/lib/access/live';
import { communitiesActive } from '@/lib/communities/feed/access';
import { postUrl } from '@/lib/notifications/links';
import type { RequestContext } from '@/lib/server/route';
import type { TSearchHit } from './schemas';

// The search's community kinds (issue 54, ADR 0288): posts and comments the member may read, with the
// rule of lib/communities/feed/access.ts as a relation filter: editors every community; a member the
// active ones while communities are on, a private one only through a live enrollment in one of its
// active products. Deleted posts and comments, and comments of deleted posts, are never found. Each kind
// is one bounded query on the folded text (`search`), newest first.

type Ctx = Pick<RequestContext, 'db' | 'user' | 'canEdit' | 'tenant'>;
type Window = { skip: number; take: number };

const NOBODY = '00000000-0000-0000-0000-000000000000';
const EXCERPT = 120;

/** The communities this member may read, as a Prisma `where` on Community; null: none. */
async function visibleCommunity(ctx: Ctx) {
  if (ctx.canEdit) return { deletedAt: null };
  if (!(await communitiesActive(ctx))) return null;
  const enrolled = {
    product: { status: 'active' as const, enrollments: { some: liveEnrollment(ctx.user?.id ?? NOBODY) } },
  };
  return { deletedAt: null, active: true, OR: [{ isPrivate: false }, { products: { some: enrolled } }] };
}

/** The first words of a text, on one line. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1).trimEnd()}…` : line;
}

const newest = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export async function searchCommunity(
  ctx: Ctx,
  folded: string,
  window: Window,
  wants: { post: boolean; comment: boolean },
): Promise<{ post: TSearchHit[] | null; comment: TSearchHit[] | null }> {
  const community = wants.post || wants.comment ? await visibleCommunity(ctx) : null;
  if (!community) return { post: wants.post ? [] : null, comment: wants.comment ? [] : null };
  const tid = ctx.tenant.id;
  const search = { contains: folded };
  const [posts, comments] = await Promise.all([
    wants.post
      ? ctx.db.communityPost.findMany({
          where: { search, deletedAt: null, community },
          select: {
            id: true,
            title: true,
            body: true,
            communityId: true,
            community: { select: { title: true } },
          },
          orderBy: newest,
          ...window,
        })
      : null,
    wants.comment
      ? ctx.db.communityComment.findMany({
          where: { search, deletedAt: null, post: { deletedAt: null, community } },
          select: {
            id: true,
            body: true,
            post: {
              select: {
                id: true,
                title: true,
                body: true,
                communityId: true,
                community: { select: { title: true } },
              },
            },
          },
          orderBy: newest,
          ...window,
        })
      : null,
  ]);
  return {
    post:
      posts?.map((p) => ({
        id: p.id,
        kind: 'post' as const,
        title: p.title?.trim() || excerpt(p.body),
        href: postUrl(tid, p.id, p.communityId),
        image: null,
        context: p.community.title,
      })) ?? null,
    comment:
      comments?.map((c) => ({
        id: c.id,
        kind: 'comment' as const,
        title: excerpt(c.body),
        href: postUrl(tid, c.post.id, c.post.communityId),
        image: null,
        context: `${c.post.community.title} · ${c.post.title?.trim() || excerpt(c.post.body)}`,
      })) ?? null,
  };
}
