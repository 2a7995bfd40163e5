'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/lite-intl';
import { FileText } from '@/components/icons/file-text';
import { ImageIcon } from '@/components/icons/image-icon';
import { Link2 } from '@/components/icons/link-2';
import { Video } from '@/components/icons/video';
import { PlainButton } from '@/components/ui/plain-button';
import { useQueryHolder } from '@/lib/client/query-provider';
import { toast } from '@/lib/client/toast';
import { ATTACHMENTS_MAX, POST_BODY_MAX, POST_TITLE_MAX } from '@/lib/communities/feed/paths';
import type { TAttachmentKind, TCommunityAllows } from '@/lib/communities/feed/schemas';
import type { Pending } from './composer-actions';

// The write path (uploads, publication) is loaded on intent: the composer hovered, touched or focused,
// at the latest when a file is picked or the post is sent (decision 361). The file pickers' `accept`
// lists come from the page (the upload kinds' table stays on the server).
const actions = () => import('./composer-actions');
const preload = () => void actions().catch(() => undefined);
// The picked files' list shows once a file is picked, when the write path is loaded: it is in that chunk.
const Attachments = lazy(() => actions().then((m) => ({ default: m.ComposerAttachments })));

/**
 * Write a post: title, text, link and image/file/video uploads, each offered only when the community
 * allows it (the server enforces the same switches). Files go presign -> PUT (with progress) -> finalize.
 */
export function Composer({
  communityId,
  allows,
  accept,
}: {
  communityId: string;
  allows: TCommunityAllows;
  /** each file picker's `accept` list */
  accept: Record<TAttachmentKind, string>;
}) {
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

  async function add(kind: TAttachmentKind, picked: File[]) {
    try {
      const { uploadAttachments } = await actions();
      await uploadAttachments(kind, picked, () => String((seq.current += 1)), setFiles, t);
    } catch {
      toast.error(t('uploadError')); // the write path's chunk did not load
    }
  }

  async function publish() {
    setBusy(true);
    try {
      const { publishPost } = await actions();
      await publishPost(
        communityId,
        allows,
        { title, body, link: showLink ? link : null, files },
        holder,
        () => {
          setTitle('');
          setBody('');
          setLink('');
          setShowLink(false);
          setFiles([]);
        },
        t,
      );
    } catch {
      toast.error(t('error')); // the write path's chunk did not load
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
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
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
        <Suspense fallback={null}>
          <Attachments
            files={files}
            onRemove={(local) => setFiles((fs) => fs.filter((x) => x.local !== local))}
          />
        </Suspense>
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
                accept={accept[kind]}
                data-testid={`composer-input-${kind}`}
                onChange={(e) => {
                  void add(kind, Array.from(e.target.files ?? []));
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
