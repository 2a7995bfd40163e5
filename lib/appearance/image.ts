// Browser-side image helpers of the logo fields: HEIC conversion (heic2any, loaded only when needed) and
// rendering the cropped area at the exact size of the slot (SPEC.md section 9 "Image hints").

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function isHeic(file: File): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}

/** HEIC/HEIF -> PNG; other files pass through. The converter is a large module: import it on demand. */
export async function toBrowserImage(file: File): Promise<Blob> {
  if (!isHeic(file)) return file;
  const { default: heic2any } = await import('heic2any');
  const out = await heic2any({ blob: file, toType: 'image/png' });
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

/** The cropped area drawn at width x height, as PNG (logos keep their transparency). */
export async function cropToBlob(src: string, area: PixelArea, width: number, height: number): Promise<Blob> {
  const img = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encoding failed'))), 'image/png', 0.8),
  );
}
