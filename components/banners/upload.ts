'use client';

import { bannerApi } from '@/lib/banners/api';
import { finalizeUpload, putToStore, uploadFile } from '@/lib/client/upload';

// The banner form's uploads, through the shared browser side of docs/storage.md (lib/client/upload.ts).
// Each answers the key the banner form sends back.

/** A cropped image: kind 'banner-image' by default ('login-image' for the login page designer). */
export async function uploadBannerImage(
  file: File,
  onProgress: (pct: number) => void,
  kind: 'banner-image' | 'login-image',
  fallbackMessage: string,
): Promise<string> {
  return (await uploadFile({ kind, file, filename: file.name, onProgress, fallbackMessage })).key;
}

/**
 * A banner video through create-link-upload-video; `onStatus('processing')` while the server checks
 * it, then finalize answers 'uploaded'.
 */
export async function uploadBannerVideo(
  file: File,
  onProgress: (pct: number) => void,
  onStatus: (status: 'processing' | 'uploaded') => void,
  fallbackMessage: string,
): Promise<string> {
  const link = await bannerApi.videoLink(file);
  await putToStore(link.url, link.headers, file, onProgress);
  onStatus('processing');
  const done = await finalizeUpload(link.upload_id, fallbackMessage);
  onStatus('uploaded');
  return done.key;
}
