'use client';

import { useState, type ReactNode } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/client/cn';

// The one crop dialog of the edit panels (SPEC 4 "Cropper"; banners, login images, logos, community
// covers; docs/decisions.md 201): the image at the output's aspect, a zoom slider, and while the cropped
// file is encoded and uploaded a progress bar, with the buttons locked. Converting HEIC and uploading
// stay with the caller (lib/client/image-crop.ts), which knows the upload kind and what to do after.

export interface CropDialogProps {
  /** object URL of the picked image (already browser-displayable); null: nothing to crop */
  src: string | null;
  /** open while `src` is set, unless given (the cover's dialog is open before an image is chosen) */
  open?: boolean;
  /** the exported size; the crop area keeps its aspect unless `aspect` is given */
  output: { width: number; height: number };
  aspect?: number;
  /** the zoom slider's top (default 3; the login page designer uses SPEC 9's 1-50) */
  maxZoom?: number;
  /** defaults: 'Recortar imagem' and 'A imagem será salva com {width}x{height} pixels.' */
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** cropping or uploading: the buttons are locked and the dialog cannot be dismissed */
  busy?: boolean;
  /** upload progress (0-100) shown while busy */
  progress?: number | null;
  onCancel: () => void;
  onConfirm: (area: Area) => void;
  /** shown in the crop area while there is no image (e.g. a pick button, or 'converting') */
  placeholder?: ReactNode;
  /** more buttons, between cancel and confirm */
  actions?: ReactNode;
  /** e.g. a file input that belongs inside the dialog */
  children?: ReactNode;
  testIds: { dialog: string; zoom?: string; confirm: string; cancel?: string };
  /** the crop area's height class (default h-72) */
  areaClassName?: string;
  /** extra attributes of the dialog's content (data-*) */
  contentProps?: Record<`data-${string}`, string>;
}

export function CropDialog({
  src,
  open,
  output,
  aspect = output.width / output.height,
  maxZoom = 3,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  progress,
  onCancel,
  onConfirm,
  placeholder,
  actions,
  children,
  testIds,
  areaClassName = 'h-72',
  contentProps,
}: CropDialogProps) {
  const t = useTranslations('panel.crop');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  // A new image starts centred at zoom 1 (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(src);
  if (shown !== src) {
    setShown(src);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  }

  return (
    <Dialog open={open ?? src !== null} onOpenChange={(o) => !o && !busy && onCancel()}>
      <DialogContent className="max-w-2xl" data-testid={testIds.dialog} {...contentProps}>
        <DialogHeader>
          <DialogTitle>{title ?? t('title')}</DialogTitle>
          <DialogDescription>{description ?? t('description', output)}</DialogDescription>
        </DialogHeader>
        {children}
        <div className={cn('relative w-full overflow-hidden rounded-md bg-black', areaClassName)}>
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              minZoom={1}
              maxZoom={maxZoom}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_a, pixels) => setArea(pixels)}
            />
          ) : (
            placeholder
          )}
        </div>
        {src && (
          <label className="mt-3 flex items-center gap-3 text-sm">
            <span>{t('zoom')}</span>
            <input
              type="range"
              min={1}
              max={maxZoom}
              step={maxZoom > 3 ? 0.1 : 0.05}
              value={zoom}
              disabled={busy}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="flex-1 accent-[var(--color-primary)]"
              data-testid={testIds.zoom}
            />
          </label>
        )}
        {busy && progress != null && (
          <div role="status" className="mt-3" data-testid={`${testIds.dialog}-progress`}>
            <p className="text-xs">{t('uploading', { percent: progress })}</p>
            <div className="mt-1 h-1.5 w-full overflow-hidden rounded bg-white/10">
              <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-testid={testIds.cancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          {actions}
          <Button
            disabled={busy || !src || !area}
            onClick={() => src && area && onConfirm(area)}
            data-testid={testIds.confirm}
          >
            {busy && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
            {confirmLabel ?? t('confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
