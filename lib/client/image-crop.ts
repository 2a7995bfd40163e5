'use client';

import type { Area } from 'react-easy-crop';

// Image preparation in the browser for the one crop dialog (SPEC 4 "Cropper", 5, 9): HEIC/HEIF converted
// with heic2any (a large module, loaded only when needed), then the chosen area drawn on a canvas at the
// export size and encoded. Banners and covers: WebP when the browser can, else JPEG, at quality 0.8;
// logos: PNG, so they keep their transparency.

/** The encoding quality of cropped images (SPEC 5: 0.8). */
export const CROP_QUALITY = 0.8;

export type CropFormat = 'png' | 'webp';

export function isHeic(file: File): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}

/** A browser-displayable version of the picked file: HEIC -> PNG (format 'png') or JPEG; others as is. */
export async function toDisplayable(file: File, format: CropFormat): Promise<Blob> {
  if (!isHeic(file)) return file;
  const { default: heic2any } = await import('heic2any');
  const out = await heic2any(
    format === 'png'
      ? { blob: file, toType: 'image/png' }
      : { blob: file, toType: 'image/jpeg', quality: CROP_QUALITY },
  );
  return Array.isArray(out) ? out[0]! : out;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image failed to load'));
    img.src = src;
  });
}

/**
 * Draws `area` of the image at width x height and encodes it as a file named after `baseName`: PNG, or
 * WebP with a JPEG fallback for browsers that cannot encode WebP.
 */
export async function cropToFile(
  src: string,
  area: Area,
  output: { width: number; height: number; format: CropFormat },
  baseName: string,
): Promise<File> {
  const img = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  const encode = (type: string) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, CROP_QUALITY));
  let blob: Blob | null;
  let type: string;
  if (output.format === 'png') {
    blob = await encode((type = 'image/png'));
  } else {
    blob = await encode((type = 'image/webp'));
    if (!blob || blob.type !== 'image/webp') blob = await encode((type = 'image/jpeg'));
  }
  if (!blob) throw new Error('encoding failed');
  const ext = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' }[type];
  return new File([blob], `${baseName.replace(/\.[^.]+$/, '') || 'image'}.${ext}`, { type });
}
