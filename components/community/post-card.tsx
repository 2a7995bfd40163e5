'use client';

import { Suspense, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { Download } from '@/components/icons/download';
import { ExternalLink } from '@/components/icons/external-link';
import { MessageCircle } from '@/components/icons/message-circle';
import { AppLink } from '@/components/ui/app-link';
import { UserAvatar } from '@/components/shell/user-avatar';
import { communityFeedKeys as communityKeys } from '@/lib/client/community-keys';
import { useQueryHolder } from '@/lib/client/query-provider';
import { lazyPart } from '@/lib/client/lazy-part';
import { communityPaths, communityPostPage } from '@/lib/communities/feed/paths';
import type { TCommunityAllows, TLikeState, TPostView } from '@/lib/communities/feed/schemas';
import { displayUrl } from '@/lib/shell/nav';
import { LikeButton } from './like-button';
import { PostMenu } from './post-menu';
import { RelativeDate } from './relative-date';

// The author's parts (the menu, the edit form, the removal with its confirmation) are one chunk, loaded
// when the menu is hovered, focused or first opened (decisions 361, 381); while the edit form arrives the
// post's text stays shown.
const { Part: EditPost, preload: preloadEdit } = lazyPart(() => import('./post-author'), 'EditPost');
const { Part: DeletePost } = lazyPart(() => import('./post-author'), 'DeletePost');
// The write of a like into the feed's cached pages (with the lite list's writes) loads on the first like;
// the card shows the button's own state meanwhile (decision 381). Called in order, written in order.
const CARD_SHADOW = { boxShadow: 'var(--community-shadow)' };

const writeFeedLike = (communityId: string, postId: string, like: TLikeState) =>
  void import('./feed-cache').then(
    (m) => m.writeFeedLike(communityId, postId, like),
    () => undefined,
  );

/** One post of the feed or the post page: author, date, content, media, like, comments, menu. */
export function PostCard({
  post,
  tenantId,
  allows,
  onDeleted,
  linkToPost = true,
}: {
  post: TPostView;
  tenantId: string;
  allows: Pick<TCommunityAllows, 'likes'>;
  onDeleted?: () => void;
  linkToPost?: boolean;
}) {
  const t = useTranslations('community.post');
  const holder = useQueryHolder();
  const [editing, setEditing] = useState(false);
  // null until the author first picks 'Excluir' (the removal's part is mounted from then on)
  const [confirm, setConfirm] = useState<boolean | null>(null);
  // What a save answered, shown until the refetch brings a new `post` (which then wins).
  const [saved, setSaved] = useState<{ from: TPostView; view: TPostView } | null>(null);
  const view = saved && saved.from === post ? saved.view : post;
  const images = view.attachments.filter((a) => a.kind === 'image');
  const videos = view.attachments.filter((a) => a.kind === 'video');
  const files = view.attachments.filter((a) => a.kind === 'file');
  const postHref = communityPostPage(view.id, tenantId, view.community_id);

  const text = (
    <div className="mt-3">
      {view.title && (
        <h3 className="text-lg font-semibold" data-testid="post-title">
          {view.title}
        </h3>
      )}
      {view.body && (
        <p className="mt-1 break-words whitespace-pre-wrap" data-testid="post-body">
          {view.body}
        </p>
      )}
    </div>
  );

  return (
    <article
      data-testid="post-card"
      data-post-id={view.id}
      className="rounded-xl bg-black/30 p-4 md:p-5"
      // the community's shadow_color (components/community/community-frame.tsx)
      style={CARD_SHADOW}
    >
      <header className="flex items-start gap-3">
        <UserAvatar name={view.author.name} photoUrl={view.author.photo_url} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold" data-testid="post-author">
            {view.author.name}
          </p>
          <p className="text-xs opacity-70">
            <RelativeDate iso={view.created_at} />
            {view.edited_at && <span> · {t('edited')}</span>}
          </p>
        </div>
        {view.can_edit && (
          <PostMenu
            label={t('menu')}
            editLabel={t('edit')}
            removeLabel={t('delete')}
            onIntent={preloadEdit}
            onEdit={() => setEditing(true)}
            onRemove={() => setConfirm(true)}
          />
        )}
      </header>

      {editing ? (
        <Suspense fallback={text}>
          <EditPost
            post={view}
            onDone={(p) => {
              if (p) setSaved({ from: post, view: p });
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        text
      )}

      {images.length > 0 && (
        <div className={images.length > 1 ? 'mt-3 grid grid-cols-2 gap-2' : 'mt-3'}>
          {images.map((a) => (
            // eslint-disable-next-line @next/next/no-img-element -- stored uploads, any size
            <img
              key={a.id}
              src={a.url}
              alt={a.name}
              loading="lazy"
              data-testid="post-image"
              className="max-h-[28rem] w-full rounded-lg object-cover"
            />
          ))}
        </div>
      )}
      {videos.map((a) => (
        <video
          key={a.id}
          src={a.url}
          controls
          preload="metadata"
          data-testid="post-video"
          className="mt-3 max-h-[28rem] w-full rounded-lg bg-black"
        />
      ))}
      {files.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1">
          {files.map((a) => (
            <li key={a.id}>
              <a
                href={a.url}
                download={a.name}
                data-testid="post-file"
                className="inline-flex items-center gap-2 text-sm underline underline-offset-2"
              >
                <Download aria-hidden className="h-4 w-4" />
                {t('download', { name: a.name })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {view.link_url && (
        <a
          href={view.link_url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          data-testid="post-link"
          className="mt-3 inline-flex items-center gap-2 text-sm break-all underline underline-offset-2"
        >
          <ExternalLink aria-hidden className="h-4 w-4 shrink-0" />
          {displayUrl(view.link_url)}
        </a>
      )}

      <footer className="mt-3 flex items-center gap-2 border-t border-white/10 pt-2">
        <LikeButton
          path={communityPaths.postLike(view.id)}
          liked={view.liked_by_me}
          count={view.like_count}
          disabled={!allows.likes}
          testId="post-like"
          // the feed's cached page shows the like too (optimistic, then settled or rolled back); liked
          // in the feed, a thread of the post the tab's client holds is read again when shown (decision 320)
          onChange={(like, settled) => {
            writeFeedLike(view.community_id, view.id, like);
            if (settled && linkToPost) void holder.invalidate(communityKeys.thread(view.id));
          }}
        />
        {linkToPost ? (
          <AppLink
            href={postHref}
            data-testid="post-comments-link"
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm hover:bg-white/10"
          >
            <MessageCircle aria-hidden className="h-4 w-4" />
            {t('comments', { count: view.comment_count })}
          </AppLink>
        ) : (
          <span className="inline-flex items-center gap-1.5 px-2 py-1 text-sm">
            <MessageCircle aria-hidden className="h-4 w-4" />
            {t('comments', { count: view.comment_count })}
          </span>
        )}
      </footer>
      {confirm !== null && (
        <Suspense fallback={null}>
          <DeletePost
            postId={view.id}
            communityId={view.community_id}
            open={confirm}
            onOpenChange={setConfirm}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </article>
  );
}
