'use client';

import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import { ImagePlus, Loader2, Pencil, Trash2 } from 'lucide-react';
import { cropToFile, toDisplayable } from '@/components/banners/crop-image';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
      const file = await cropToFile(src, area, COMMUNITY_COVER.width, COMMUNITY_COVER.height, 'capa');
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
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

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
      const image = await toDisplayable(file);
      if (previous.kind === 'loaded') URL.revokeObjectURL(previous.src);
      setCrop({ x: 0, y: 0 });
      setZoom(1);
      setArea(null);
      onState({ kind: 'loaded', src: URL.createObjectURL(image) });
    } catch {
      toast.error(t('convertFailed'));
      onState(previous.kind === 'converting' ? { kind: 'empty' } : previous);
    }
  };

  return (
    <Dialog open={state.kind !== 'closed'} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="community-cover-modal" data-state-kind={state.kind}>
        <DialogHeader>
          <DialogTitle>{t('modalTitle')}</DialogTitle>
          <DialogDescription>{t('hint')}</DialogDescription>
        </DialogHeader>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          data-testid="community-cover-input"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <div className="relative h-56 w-full overflow-hidden rounded-md bg-black">
          {state.kind === 'loaded' ? (
            <Cropper
              image={state.src}
              crop={crop}
              zoom={zoom}
              aspect={COMMUNITY_COVER.aspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_a, pixels) => setArea(pixels)}
            />
          ) : state.kind === 'converting' ? (
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
          )}
        </div>
        {state.kind === 'loaded' && (
          <label className="mt-3 flex items-center gap-3 text-sm">
            <span>{t('zoom')}</span>
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="flex-1 accent-[var(--color-primary)]"
            />
          </label>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy} data-testid="community-cover-close">
            {t('close')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => inputRef.current?.click()}
            disabled={busy || state.kind === 'converting'}
            data-testid="community-cover-pick"
          >
            {t('pick')}
          </Button>
          <Button
            disabled={busy || state.kind !== 'loaded' || !area}
            onClick={() => state.kind === 'loaded' && area && onSave(state.src, area)}
            data-testid="community-cover-save"
          >
            {busy && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
            {t('save')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
