import 'server-only';
import { storedImageUrl } from '@/lib/server/storage/uploads';

// The author of a post or a comment, as every feature selects and answers it: community posts and
// comments (lib/communities/feed/views.ts) and lesson comments (lib/course/comments.ts). The photo goes out
// through storedImageUrl like every other stored image, never as the raw column.

/** The Prisma relation select for an author. */
export const AUTHOR = { select: { id: true, name: true, photoUrl: true } } as const;

export type AuthorRow = { id: string; name: string; photoUrl: string | null };

export type AuthorView = { id: string; name: string; photo_url: string | null };

export const authorView = (u: AuthorRow): AuthorView => ({
  id: u.id,
  name: u.name,
  photo_url: storedImageUrl(u.photoUrl),
});
