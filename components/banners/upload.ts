'use client';

import { apiFetch, ApiError } from '@/lib/client/fetcher';
import { bannerApi } from '@/lib/banners/api';

// Browser side of docs/storage.md: presign, PUT straight to the store (XHR, for upload progress),
// then finalize. Answers the key the banner form sends back.

interface Presigned {
  upload_id: string;
  key: string;
  url: string;
  headers: Record<string, string>;
}

function put(url: string, headers: Record<string, string>, body: Blob, onProgress?: (pct: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new ApiError(xhr.status, xhr.statusText)));
    xhr.onerror = () => reject(new ApiError(0, 'network'));
    xhr.send(body);
  });
}

async function finalize(uploadId: string) {
  return (
    await apiFetch<{ data: { key: string; status: string; url: string } }>(
      `/api/uploads/${encodeURIComponent(uploadId)}/finalize`,
      { method: 'POST' },
    )
  ).data;
}

/** A cropped image: kind 'banner-image' by default ('login-image' for the login page designer). */
export async function uploadBannerImage(
  file: File,
  onProgress?: (pct: number) => void,
  kind: 'banner-image' | 'login-image' = 'banner-image',
): Promise<string> {
  const p = (
    await apiFetch<{ data: Presigned }>('/api/uploads/presign', {
      method: 'POST',
      body: { kind, filename: file.name, content_type: file.type, size: file.size },
    })
  ).data;
  await put(p.url, p.headers, file, onProgress);
  return (await finalize(p.upload_id)).key;
}

/**
 * A banner video through create-link-upload-video; `onStatus('processing')` while the server checks
 * it, then finalize answers 'uploaded'.
 */
export async function uploadBannerVideo(
  file: File,
  onProgress: (pct: number) => void,
  onStatus: (status: 'processing' | 'uploaded') => void,
): Promise<string> {
  const link = await bannerApi.videoLink(file);
  await put(link.url, link.headers, file, onProgress);
  onStatus('processing');
  const done = await finalize(link.upload_id);
  onStatus('uploaded');
  return done.key;
}
