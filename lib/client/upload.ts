// The browser side of docs/storage.md: presign -> PUT straight to the store (with progress) -> finalize.
// Features then save the answered `key`; the server checks it with requireReadyUpload.
import type { UploadKindName } from '@/lib/server/storage/kinds';
import type { PresignAnswer, UploadView } from '@/lib/server/storage/schemas';
import { ApiError, apiFetch } from './fetcher';

export interface UploadOptions {
  kind: UploadKindName;
  file: Blob;
  filename: string;
  /** 0..100 while the bytes are sent */
  onProgress?: (percent: number) => void;
  /** shown when the store or network fails without a translated answer */
  fallbackMessage: string;
}

/** PUT of the bytes straight to the store's presigned URL (XHR, for the upload progress). */
export function putToStore(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onProgress?: (p: number) => void,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = '';
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? '';
      } catch {
        /* a store's XML error */
      }
      reject(new ApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.send(body);
  });
}

/** The finalize call: the server checks the stored object and answers its view (with the `key`). */
export async function finalizeUpload(uploadId: string, fallbackMessage?: string): Promise<UploadView> {
  const done = await apiFetch<{ data: UploadView }>(
    `/api/uploads/${encodeURIComponent(uploadId)}/finalize`,
    { method: 'POST' },
    fallbackMessage,
  );
  return done.data;
}

export async function uploadFile({
  kind,
  file,
  filename,
  onProgress,
  fallbackMessage,
}: UploadOptions): Promise<UploadView> {
  const presigned = await apiFetch<{ data: PresignAnswer }>(
    '/api/uploads/presign',
    { method: 'POST', body: { kind, filename, content_type: file.type, size: file.size } },
    fallbackMessage,
  );
  const { upload_id, url, headers } = presigned.data;
  onProgress?.(0);
  try {
    await putToStore(url, headers, file, onProgress);
  } catch (err) {
    throw new ApiError(err instanceof ApiError ? err.status : 0, (err as Error).message || fallbackMessage);
  }
  onProgress?.(100);
  return finalizeUpload(upload_id, fallbackMessage);
}
