'use client';

import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface ImageCropperProps {
  /** object URL of the picked image; null closes the cropper */
  src: string | null;
  aspect: number;
  onCancel: () => void;
  onConfirm: (area: Area) => void;
  busy?: boolean;
  /** the zoom slider's top (default 3; the login page designer uses SPEC 9's 1-50) */
  maxZoom?: number;
}

/** The crop modal (SPEC 4 "Cropper": choosing an image opens it; confirming keeps the cropped result). */
export function ImageCropper({ src, aspect, onCancel, onConfirm, busy, maxZoom = 3 }: ImageCropperProps) {
  const t = useTranslations('banners');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog open={!!src} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-2xl" data-testid="banner-cropper">
        <DialogTitle>{t('cropTitle')}</DialogTitle>
        <DialogDescription className="mb-3">{t('cropDescription')}</DialogDescription>
        <div className="relative h-80 w-full overflow-hidden rounded-md bg-black">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              maxZoom={maxZoom}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_a, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <label className="mt-3 flex items-center gap-3 text-sm">
          <span>{t('zoom')}</span>
          <input
            type="range"
            min={1}
            max={maxZoom}
            step={maxZoom > 3 ? 0.1 : 0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="flex-1 accent-[var(--color-primary)]"
            data-testid="banner-crop-zoom"
          />
        </label>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            data-testid="banner-crop-confirm"
            disabled={!area || busy}
            onClick={() => area && onConfirm(area)}
          >
            {t('confirmCrop')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
