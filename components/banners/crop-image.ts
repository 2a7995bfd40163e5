'use client';

import type { Area } from 'react-easy-crop';
import { BANNER_IMAGE_QUALITY } from '@/lib/banners/schemas';

// Image preparation in the browser (SPEC 5): HEIC converted with heic2any (loaded only when needed),
// then the chosen area drawn on a canvas at the export size and encoded at quality 0.8.

const isHeic = (file: File) => /image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/** A browser-displayable version of the picked file (HEIC -> JPEG). */
export async function toDisplayable(file: File): Promise<Blob> {
  if (!isHeic(file)) return file;
  const { default: heic2any } = await import('heic2any');
  const out = await heic2any({ blob: file, toType: 'image/jpeg', quality: BANNER_IMAGE_QUALITY });
  return Array.isArray(out) ? out[0]! : out;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = src;
  });
}

/** Draws `area` of the image at width x height and encodes it (WebP when the browser can, else JPEG). */
export async function cropToFile(
  src: string,
  area: Area,
  width: number,
  height: number,
  baseName: string,
): Promise<File> {
  const img = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const encode = (type: string) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, BANNER_IMAGE_QUALITY));
  let blob = await encode('image/webp');
  let type = 'image/webp';
  if (!blob || blob.type !== 'image/webp') {
    blob = await encode('image/jpeg');
    type = 'image/jpeg';
  }
  if (!blob) throw new Error('encode');
  const ext = type === 'image/webp' ? 'webp' : 'jpg';
  return new File([blob], `${baseName.replace(/\.[^.]+$/, '') || 'banner'}.${ext}`, { type });
}
