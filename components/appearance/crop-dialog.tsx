'use client';

import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export interface CropDialogProps {
  /** object URL of the chosen image; null closes the dialog */
  src: string | null;
  width: number;
  height: number;
  onCancel: () => void;
  onConfirm: (area: Area) => void;
}

/** Crops a chosen image to the slot's aspect ratio (SPEC.md section 4: confirming stores the result). */
export function CropDialog({ src, width, height, onCancel, onConfirm }: CropDialogProps) {
  const t = useTranslations('appearance.crop');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Dialog open={!!src} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent data-testid="crop-dialog" className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description', { width, height })}</DialogDescription>
        </DialogHeader>
        <div className="relative h-72 w-full overflow-hidden rounded-md bg-black">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={width / height}
              minZoom={1}
              maxZoom={5}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_a, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <label className="mt-4 flex items-center gap-3 text-sm">
          <span>{t('zoom')}</span>
          <input
            type="range"
            min={1}
            max={5}
            step={0.1}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="flex-1 accent-[var(--color-primary)]"
            data-testid="crop-zoom"
          />
        </label>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} data-testid="crop-cancel">
            {t('cancel')}
          </Button>
          <Button onClick={() => area && onConfirm(area)} disabled={!area} data-testid="crop-confirm">
            {t('confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
