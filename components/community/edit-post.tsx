'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { PlainButton } from '@/components/ui/plain-button';
import { apiFetch } from '@/lib/client/fetcher';
import { communityFeedKeys as communityKeys } from '@/lib/client/community-keys';
import { useQueryHolder } from '@/lib/client/query-provider';
import { communityPaths, POST_BODY_MAX, POST_TITLE_MAX } from '@/lib/communities/feed/paths';
import type { TPostView } from '@/lib/communities/feed/schemas';

// A post's title and text in edit: loaded when the author picks 'Editar' in the post's menu (itself
// loaded on intent), not with the feed (decision 361).

export function EditPost({ post, onDone }: { post: TPostView; onDone: (p: TPostView | null) => void }) {
  const t = useTranslations('community.post');
  const tc = useTranslations('community.composer');
  const holder = useQueryHolder();
  const [title, setTitle] = useState(post.title ?? '');
  const [body, setBody] = useState(post.body);
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      const res = await apiFetch<{ data: TPostView }>(
        communityPaths.post(post.id),
        { method: 'PUT', body: { title, body, link_url: post.link_url } },
        t('error'),
      );
      toast.success(t('updated'));
      await holder.invalidate(communityKeys.feed(post.community_id));
      onDone(res.data);
    } catch (err) {
      toast.error((err as Error).message || t('error'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-3 flex flex-col gap-2">
      <input
        value={title}
        maxLength={POST_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        placeholder={tc('title')}
        aria-label={tc('title')}
        className="rounded-md bg-black/30 px-3 py-2"
      />
      <textarea
        value={body}
        maxLength={POST_BODY_MAX}
        onChange={(e) => setBody(e.target.value)}
        aria-label={tc('body')}
        data-testid="post-edit-body"
        rows={4}
        className="rounded-md bg-black/30 px-3 py-2"
      />
      <div className="flex justify-end gap-2">
        <PlainButton variant="ghost" size="sm" onClick={() => onDone(null)}>
          {t('cancel')}
        </PlainButton>
        <PlainButton size="sm" disabled={busy} onClick={save} data-testid="post-edit-save">
          {t('save')}
        </PlainButton>
      </div>
    </div>
  );
}
