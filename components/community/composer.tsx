'use client';

import { useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { FileText, ImageIcon, Link2, Video, X } from 'lucide-react';
import { toast } from '@/lib/client/toast';
import { PlainButton } from '@/components/ui/plain-button';
import { apiFetch } from '@/lib/client/fetcher';
import { communityFeedKeys } from '@/lib/client/community-keys';
import { useQueryHolder } from '@/lib/client/query-provider';
import { uploadFile } from '@/lib/client/upload';
import { acceptAttribute } from '@/lib/server/storage/kinds';
import {
  ATTACHMENT_UPLOAD_KIND,
  ATTACHMENTS_MAX,
  communityPaths,
  POST_BODY_MAX,
  POST_TITLE_MAX,
} from '@/lib/communities/feed/paths';
import type {
  TAttachmentInput,
  TAttachmentKind,
  TCommunityAllows,
  TPostView,
} from '@/lib/communities/feed/schemas';

interface Pending extends TAttachmentInput {
  /** local id while uploading */
  local: string;
  progress: number;
  done: boolean;
}

/**
 * Write a post: title, text, link and image/file/video uploads, each offered only when the community
 * allows it (the server enforces the same switches). Files go presign -> PUT (with progress) -> finalize.
 */
export function Composer({ communityId, allows }: { communityId: string; allows: TCommunityAllows }) {
  const t = useTranslations('community.composer');
  const holder = useQueryHolder();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [showLink, setShowLink] = useState(false);
  const [files, setFiles] = useState<Pending[]>([]);
  const [busy, setBusy] = useState(false);
  const seq = useRef(0);
  const inputs = {
    image: useRef<HTMLInputElement>(null),
    file: useRef<HTMLInputElement>(null),
    video: useRef<HTMLInputElement>(null),
  };

  if (!allows.publications)
    return (
      <p data-testid="composer-closed" className="rounded-xl bg-black/30 p-4 text-sm opacity-70">
        {t('closed')}
      </p>
    );

  const uploading = files.some((f) => !f.done);
  const imageCount = files.filter((f) => f.kind === 'image').length;

  async function add(kind: TAttachmentKind, list: FileList | null) {
    for (const file of Array.from(list ?? [])) {
      const local = String((seq.current += 1));
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

  async function publish() {
    setBusy(true);
    try {
      await apiFetch<{ data: TPostView }>(
        communityPaths.posts(communityId),
        {
          method: 'POST',
          body: {
            title: allows.text ? title : null,
            body: allows.text ? body : '',
            link_url: showLink ? link : null,
            attachments: files.map(({ kind, path, name }) => ({ kind, path, name })),
          },
        },
        t('error'),
      );
      setTitle('');
      setBody('');
      setLink('');
      setShowLink(false);
      setFiles([]);
      toast.success(t('published'));
      await holder.invalidate(communityFeedKeys.feed(communityId));
    } catch (err) {
      toast.error((err as Error).message || t('error'));
    } finally {
      setBusy(false);
    }
  }

  const canAttachMore = files.length < ATTACHMENTS_MAX;
  const canAddImage = allows.images && canAttachMore && (allows.carousels || imageCount === 0);
  const empty = !body.trim() && files.length === 0 && !link.trim();

  return (
    <form
      data-testid="composer"
      className="flex flex-col gap-3 rounded-xl bg-black/30 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void publish();
      }}
    >
      {allows.text && (
        <>
          <input
            value={title}
            maxLength={POST_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={t('title')}
            aria-label={t('title')}
            data-testid="composer-title"
            className="rounded-md bg-black/30 px-3 py-2"
          />
          <textarea
            value={body}
            maxLength={POST_BODY_MAX}
            onChange={(e) => setBody(e.target.value)}
            placeholder={t('body')}
            aria-label={t('body')}
            data-testid="composer-body"
            rows={3}
            className="rounded-md bg-black/30 px-3 py-2"
          />
        </>
      )}
      {showLink && (
        <input
          type="url"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder={t('link')}
          aria-label={t('link')}
          data-testid="composer-link"
          className="rounded-md bg-black/30 px-3 py-2"
        />
      )}
      {files.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" data-testid="composer-attachments">
          {files.map((f) => (
            <li key={f.local} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate">
                {f.done ? f.name : t('uploading', { name: f.name, percent: f.progress })}
              </span>
              {f.done && (
                <button
                  type="button"
                  aria-label={t('remove')}
                  onClick={() => setFiles((fs) => fs.filter((x) => x.local !== f.local))}
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-1">
        {(['image', 'file', 'video'] as const).map((kind) => {
          const allowed =
            kind === 'image'
              ? canAddImage
              : (kind === 'file' ? allows.files : allows.videos) && canAttachMore;
          if (!(kind === 'image' ? allows.images : kind === 'file' ? allows.files : allows.videos))
            return null;
          const Icon = kind === 'image' ? ImageIcon : kind === 'file' ? FileText : Video;
          const label = kind === 'image' ? t('addImage') : kind === 'file' ? t('addFile') : t('addVideo');
          return (
            <span key={kind}>
              <input
                ref={inputs[kind]}
                type="file"
                hidden
                multiple={kind !== 'video' && (kind !== 'image' || allows.carousels)}
                accept={acceptAttribute(ATTACHMENT_UPLOAD_KIND[kind])}
                data-testid={`composer-input-${kind}`}
                onChange={(e) => {
                  void add(kind, e.target.files);
                  e.target.value = '';
                }}
              />
              <PlainButton
                type="button"
                variant="ghost"
                size="sm"
                disabled={!allowed}
                onClick={() => inputs[kind].current?.click()}
              >
                <Icon aria-hidden className="mr-1 h-4 w-4" />
                {label}
              </PlainButton>
            </span>
          );
        })}
        {allows.links && !showLink && (
          <PlainButton
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setShowLink(true)}
            data-testid="composer-add-link"
          >
            <Link2 aria-hidden className="mr-1 h-4 w-4" />
            {t('addLink')}
          </PlainButton>
        )}
        <PlainButton
          type="submit"
          size="sm"
          className="ml-auto"
          disabled={busy || uploading || empty}
          data-testid="composer-submit"
        >
          {busy ? t('publishing') : t('publish')}
        </PlainButton>
      </div>
    </form>
  );
}
