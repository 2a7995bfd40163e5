// The browser side of lesson-video uploads (docs/adr/0421): parts PUT straight to their presigned URLs,
// PARALLEL_PARTS at once, with progress, speed and time left; resumable after a reload or a dropped
// connection by asking the SERVER which parts the store already holds. The asset id is remembered in
// localStorage under the file's name, size and modification time, so choosing the same file again
// continues the same upload.
import { apiFetch, ApiError } from './fetcher';
import { PARALLEL_PARTS } from '@/lib/video/limits';
import type { PresignedPartView, StoredPartView, VideoView } from '@/lib/video/schemas';

export const videoApi = {
  create: '/api/videos',
  one: (id: string) => `/api/videos/${id}`,
  parts: (id: string) => `/api/videos/${id}/parts`,
  complete: (id: string) => `/api/videos/${id}/complete`,
  retry: (id: string) => `/api/videos/${id}/retry`,
  lessonMedia: (lessonId: string) => `/api/studio/lessons/${lessonId}/media`,
};

export interface UploadProgress {
  /** bytes the store holds or that are under way and acknowledged so far */
  sent: number;
  total: number;
  /** bytes per second over the last few seconds, null until measurable */
  speed: number | null;
  /** seconds left at that speed */
  secondsLeft: number | null;
}

export const resumeKey = (file: File) => `praca-video:${file.name}:${file.size}:${file.lastModified}`;

function remembered(file: File): string | null {
  try {
    return localStorage.getItem(resumeKey(file));
  } catch {
    return null;
  }
}
function remember(file: File, id: string | null) {
  try {
    if (id) localStorage.setItem(resumeKey(file), id);
    else localStorage.removeItem(resumeKey(file));
  } catch {
    /* private mode: no resume after a reload, the rest works */
  }
}

/** One part PUT with upload progress; rejects on a network error, a non-2xx answer or abort. */
function putPart(
  part: PresignedPartView,
  body: Blob,
  signal: AbortSignal,
  onBytes: (loaded: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', part.url);
    for (const [k, v] of Object.entries(part.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => onBytes(e.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new ApiError(xhr.status, xhr.statusText));
    xhr.onerror = () => reject(new ApiError(0, 'network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export interface UploadHandle {
  /** resolves with the completed asset */
  done: Promise<VideoView>;
  /** the asset id, once the server made (or found) it */
  assetId: () => string | null;
  /** stops sending; `forget` also cancels the upload at the server (the store drops its parts) */
  cancel: (forget: boolean) => Promise<void>;
}

export function uploadVideo(file: File, onProgress: (p: UploadProgress) => void): UploadHandle {
  const controller = new AbortController();
  let assetId: string | null = null;

  const done = (async () => {
    let asset: VideoView | null = null;
    const saved = remembered(file);
    if (saved) {
      asset = await apiFetch<{ data: VideoView }>(videoApi.one(saved))
        .then((r) => (r.data.status === 'uploading' ? r.data : null))
        .catch(() => null);
      if (!asset) remember(file, null);
    }
    if (!asset) {
      asset = (
        await apiFetch<{ data: VideoView }>(videoApi.create, {
          method: 'POST',
          body: { filename: file.name, content_type: file.type, size: file.size },
        })
      ).data;
      remember(file, asset.id);
    }
    assetId = asset.id;
    const { part_size: partSize, part_count: count, id } = asset;
    const sizeOf = (n: number) => (n < count ? partSize : file.size - partSize * (count - 1));

    // what the store holds: never sent again
    const stored = (await apiFetch<{ data: { parts: StoredPartView[] } }>(videoApi.parts(id))).data.parts;
    const have = new Set(stored.filter((p) => p.size === sizeOf(p.part_number)).map((p) => p.part_number));
    const queue = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !have.has(n));
    const inFlight = new Map<number, number>();
    let finished = [...have].reduce((s, n) => s + sizeOf(n), 0);
    const samples: { t: number; bytes: number }[] = [];
    const report = () => {
      const sent = finished + [...inFlight.values()].reduce((a, b) => a + b, 0);
      const now = performance.now();
      samples.push({ t: now, bytes: sent });
      while (samples.length > 2 && now - samples[0]!.t > 5000) samples.shift();
      const first = samples[0]!;
      const elapsed = (now - first.t) / 1000;
      const speed = elapsed >= 0.5 ? (sent - first.bytes) / elapsed : null;
      onProgress({
        sent,
        total: file.size,
        speed,
        secondsLeft: speed && speed > 0 ? Math.ceil((file.size - sent) / speed) : null,
      });
    };
    report();

    let failed = false;
    const worker = async () => {
      for (let n = queue.shift(); n !== undefined && !failed; n = queue.shift()) {
        if (controller.signal.aborted) throw new DOMException('aborted', 'AbortError');
        const { parts } = (
          await apiFetch<{ data: { parts: PresignedPartView[] } }>(videoApi.parts(id), {
            method: 'POST',
            body: { part_numbers: [n] },
            signal: controller.signal,
          })
        ).data;
        const start = (n - 1) * partSize;
        inFlight.set(n, 0);
        await putPart(parts[0]!, file.slice(start, start + sizeOf(n)), controller.signal, (loaded) => {
          inFlight.set(n, loaded);
          report();
        });
        inFlight.delete(n);
        finished += sizeOf(n);
        report();
      }
    };
    // A failed part stops new ones from starting; the parts under way finish (the store keeps them and a
    // resume skips them), then the first error is the answer.
    const results = await Promise.allSettled(
      Array.from({ length: Math.min(PARALLEL_PARTS, queue.length || 1) }, () =>
        worker().catch((err: unknown) => {
          failed = true;
          throw err;
        }),
      ),
    );
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (rejected) throw rejected.reason;
    const completed = (await apiFetch<{ data: VideoView }>(videoApi.complete(id), { method: 'POST' })).data;
    remember(file, null);
    return completed;
  })();

  return {
    done,
    assetId: () => assetId,
    async cancel(forget) {
      controller.abort();
      if (forget && assetId) {
        remember(file, null);
        await apiFetch(videoApi.one(assetId), { method: 'DELETE' }).catch(() => undefined);
      }
    },
  };
}

/** "12,5 MB" style sizes for the speed line. */
export function formatBytes(n: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: i >= 2 ? 1 : 0 }).format(n)} ${units[i]}`;
}

/** "1:05" / "1:02:03" for the time left. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}
