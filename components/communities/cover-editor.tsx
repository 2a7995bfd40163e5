'use client';

import { useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import { ImagePlus, Loader2, Pencil, Trash2 } from 'lucide-react';
import { CropDialog } from '@/components/panel/crop-dialog';
import { Button } from '@/components/ui/button';
import { cropToFile, toDisplayable } from '@/lib/client/image-crop';
import { COMMUNITY_COVER, COMMUNITY_COVER_KIND } from '@/lib/communities/options';
import { isApiError } from '@/lib/client/fetcher';
import { uploadFile } from '@/lib/client/upload';
import { acceptAttribute, UPLOAD_KINDS } from '@/lib/server/storage/kinds';

// The community cover (SPEC 2.6, 5): 'Adicionar capa', a menu Alterar/Remover once there is one, and the
// 'Imagem da capa' modal (no image / image loaded / HEIC converting) that crops to 1210 x 240, encodes at
// quality 0.8 and uploads through the presign flow (kind 'community-cover', 1 MB).

// The same limit and types the server enforces for the kind; HEIC is converted here before cropping.
const COVER_MAX_BYTES = UPLOAD_KINDS[COMMUNITY_COVER_KIND].maxBytes;
const ACCEPT = `${acceptAttribute(COMMUNITY_COVER_KIND)},image/heic,image/heif,.heic,.heif`;

export interface CoverEditorProps {
  /** the cover shown now (the saved cover's URL), null: none */
  initialUrl: string | null;
  /** the key of a finished upload, or null when removed */
  onChange: (value: string | null) => void;
  /** true while converting or uploading, so the form waits for the key */
  onBusyChange: (busy: boolean) => void;
}

type ModalState =
  { kind: 'closed' } | { kind: 'empty' } | { kind: 'converting' } | { kind: 'loaded'; src: string };

export function CoverEditor({ initialUrl, onChange, onBusyChange }: CoverEditorProps) {
  const t = useTranslations('communityPanel.cover');
  const tu = useTranslations('uploads');
  const [preview, setPreview] = useState<string | null>(initialUrl);
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const [uploading, setUploading] = useState(false);

  useEffect(
    () => onBusyChange(uploading || modal.kind === 'converting'),
    [uploading, modal.kind, onBusyChange],
  );
  useEffect(() => () => void (preview?.startsWith('blob:') && URL.revokeObjectURL(preview)), [preview]);

  const closeModal = () => {
    if (modal.kind === 'loaded') URL.revokeObjectURL(modal.src);
    setModal({ kind: 'closed' });
  };

  const save = async (src: string, area: Area) => {
    setUploading(true);
    try {
      const file = await cropToFile(src, area, { ...COMMUNITY_COVER, format: 'webp' }, 'capa');
      if (file.size > COVER_MAX_BYTES) {
        toast.error(tu('coverTooLargeTitle'), { description: tu('coverTooLarge') });
        return;
      }
      const done = await uploadFile({
        kind: COMMUNITY_COVER_KIND,
        file,
        filename: file.name,
        fallbackMessage: tu('failed'),
      });
      setPreview(URL.createObjectURL(file));
      onChange(done.key);
      URL.revokeObjectURL(src);
      setModal({ kind: 'closed' });
    } catch (err) {
      toast.error(isApiError(err) && err.message ? err.message : tu('failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="community-cover">
      {preview ? (
        <div className="relative overflow-hidden rounded-md border border-white/10">
          {/* A local preview (blob:) or the stored cover; eslint-disable: tenant upload of a fixed size. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={preview}
            alt={t('previewAlt')}
            className="aspect-[1210/240] w-full object-cover"
            data-testid="community-cover-preview"
          />
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button
                size="sm"
                variant="secondary"
                className="absolute top-2 right-2"
                data-testid="community-cover-menu"
              >
                <Pencil aria-hidden className="h-4 w-4" />
                {t('edit')}
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={4}
                className="z-[70] min-w-36 rounded-md border border-white/10 bg-surface-2 p-1 text-sm text-[var(--color-on-surface)] shadow-xl"
              >
                <DropdownMenu.Item
                  data-testid="community-cover-change"
                  onSelect={() => setModal({ kind: 'empty' })}
                  className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-white/10"
                >
                  <ImagePlus aria-hidden className="h-4 w-4" />
                  {t('change')}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  data-testid="community-cover-remove"
                  onSelect={() => {
                    setPreview(null);
                    onChange(null);
                  }}
                  className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-red-300 outline-none data-[highlighted]:bg-white/10"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                  {t('remove')}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setModal({ kind: 'empty' })}
          data-testid="community-cover-add"
        >
          <ImagePlus aria-hidden className="h-4 w-4" />
          {t('add')}
        </Button>
      )}
      <CoverModal
        state={modal}
        busy={uploading}
        onState={setModal}
        onClose={closeModal}
        onSave={(src, area) => void save(src, area)}
      />
    </div>
  );
}

function CoverModal({
  state,
  busy,
  onState,
  onClose,
  onSave,
}: {
  state: ModalState;
  busy: boolean;
  onState: (s: ModalState) => void;
  onClose: () => void;
  onSave: (src: string, area: Area) => void;
}) {
  const t = useTranslations('communityPanel.cover');
  const tu = useTranslations('uploads');
  const inputRef = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (file.size > COVER_MAX_BYTES) {
      toast.error(tu('coverTooLargeTitle'), { description: tu('coverTooLarge') });
      return;
    }
    const previous = state;
    onState({ kind: 'converting' });
    try {
      const image = await toDisplayable(file, 'webp');
      if (previous.kind === 'loaded') URL.revokeObjectURL(previous.src);
      onState({ kind: 'loaded', src: URL.createObjectURL(image) });
    } catch {
      toast.error(t('convertFailed'));
      onState(previous.kind === 'converting' ? { kind: 'empty' } : previous);
    }
  };

  const src = state.kind === 'loaded' ? state.src : null;
  return (
    <CropDialog
      src={src}
      open={state.kind !== 'closed'}
      output={COMMUNITY_COVER}
      aspect={COMMUNITY_COVER.aspect}
      title={t('modalTitle')}
      description={t('hint')}
      confirmLabel={t('save')}
      cancelLabel={t('close')}
      busy={busy}
      onCancel={onClose}
      onConfirm={(area) => src && onSave(src, area)}
      testIds={{
        dialog: 'community-cover-modal',
        confirm: 'community-cover-save',
        cancel: 'community-cover-close',
      }}
      areaClassName="h-56"
      contentProps={{ 'data-state-kind': state.kind }}
      placeholder={
        state.kind === 'converting' ? (
          <p
            role="status"
            className="flex h-full items-center justify-center gap-2 text-sm"
            data-testid="community-cover-converting"
          >
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
            {t('converting')}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            className="flex h-full w-full flex-col items-center justify-center gap-2 text-sm opacity-80 hover:opacity-100"
            data-testid="community-cover-empty"
          >
            <ImagePlus aria-hidden className="h-8 w-8" />
            {t('empty')}
          </button>
        )
      }
      actions={
        <Button
          variant="secondary"
          onClick={() => inputRef.current?.click()}
          disabled={busy || state.kind === 'converting'}
          data-testid="community-cover-pick"
        >
          {t('pick')}
        </Button>
      }
    >
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        data-testid="community-cover-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </CropDialog>
  );
}
