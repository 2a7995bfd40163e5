import type { Dispatch, SetStateAction } from 'react';
import { toast } from '@/lib/client/toast';
import { apiFetch } from '@/lib/client/fetcher';
import { communityFeedKeys } from '@/lib/client/community-keys';
import type { QueryHolder } from '@/lib/client/query-provider';
import { uploadFile } from '@/lib/client/upload';
import { ATTACHMENT_UPLOAD_KIND, communityPaths } from '@/lib/communities/feed/paths';
import type {
  TAttachmentInput,
  TAttachmentKind,
  TCommunityAllows,
  TPostView,
} from '@/lib/communities/feed/schemas';

// The composer's write path: the uploads (presign -> PUT with progress -> finalize) and the publication.
// Loaded on intent (the composer hovered, touched or focused; at the latest when a file is picked or the
// post is sent), not with the community page (decision 361): components/community/composer.tsx.

// the list of picked files, which only a picked file shows (decision 381)
export { ComposerAttachments } from './composer-attachments';

export interface Pending extends TAttachmentInput {
  /** local id while uploading */
  local: string;
  progress: number;
  done: boolean;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Uploads each picked file in turn, showing it with its progress until it is stored (or dropped on error). */
export async function uploadAttachments(
  kind: TAttachmentKind,
  picked: File[],
  next: () => string,
  setFiles: Dispatch<SetStateAction<Pending[]>>,
  t: Translate,
) {
  for (const file of picked) {
    const local = next();
    setFiles((fs) => [...fs, { local, kind, path: '', name: file.name, progress: 0, done: false }]);
    try {
      const up = await uploadFile({
        kind: ATTACHMENT_UPLOAD_KIND[kind],
        file,
        filename: file.name,
        fallbackMessage: t('uploadError'),
        onProgress: (p) => setFiles((fs) => fs.map((f) => (f.local === local ? { ...f, progress: p } : f))),
      });
      setFiles((fs) =>
        fs.map((f) => (f.local === local ? { ...f, path: up.key, progress: 100, done: true } : f)),
      );
    } catch (err) {
      setFiles((fs) => fs.filter((f) => f.local !== local));
      toast.error((err as Error).message || t('uploadError'));
    }
  }
}

/** Sends the post; on success `onSent` clears the form before the feed is read again. */
export async function publishPost(
  communityId: string,
  allows: TCommunityAllows,
  post: { title: string; body: string; link: string | null; files: Pending[] },
  holder: QueryHolder,
  onSent: () => void,
  t: Translate,
) {
  try {
    await apiFetch<{ data: TPostView }>(
      communityPaths.posts(communityId),
      {
        method: 'POST',
        body: {
          title: allows.text ? post.title : null,
          body: allows.text ? post.body : '',
          link_url: post.link,
          attachments: post.files.map(({ kind, path, name }) => ({ kind, path, name })),
        },
      },
      t('error'),
    );
    onSent();
    toast.success(t('published'));
    await holder.invalidate(communityFeedKeys.feed(communityId));
  } catch (err) {
    toast.error((err as Error).message || t('error'));
  }
}
