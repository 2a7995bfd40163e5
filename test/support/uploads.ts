// One factory for a finished upload row (the state requireReadyUpload accepts), so tests that attach a
// cover, a logo, a badge or a post image do not each copy the Upload columns. No file is written: the
// services only check the row.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { setStorageForTests } from '@/lib/server/storage';
import { createLocalStorage } from '@/lib/server/storage/local';
import { prisma } from '@/lib/server/db';
import { UPLOAD_KINDS, type UploadKindName } from '@/lib/server/storage/kinds';

export interface ReadyUploadOptions {
  /** defaults to the kind's finished state: `uploaded` for videos, else `ready` */
  status?: string;
  size?: number;
  contentType?: string;
  ext?: string;
  /** who uploaded it: members may attach only their own uploads */
  createdById?: string | null;
}

/** The file a kind's tests use by default: a PNG, a PDF for documents, an MP4 for videos. */
function defaultFile(kind: UploadKindName): { ext: string; contentType: string } {
  const mimes = UPLOAD_KINDS[kind].types.map((t) => t.mime);
  if (mimes.some((m) => m.startsWith('video/'))) return { ext: 'mp4', contentType: 'video/mp4' };
  if (mimes.includes('application/pdf')) return { ext: 'pdf', contentType: 'application/pdf' };
  return { ext: 'png', contentType: 'image/png' };
}

/** Creates a finished upload of `kind` for the tenant and answers its key. */
export async function readyUpload(
  tenantId: string,
  kind: UploadKindName,
  opts: ReadyUploadOptions = {},
): Promise<string> {
  const file = defaultFile(kind);
  const key = `tenants/${tenantId}/${kind}/${randomUUID()}.${opts.ext ?? file.ext}`;
  await prisma.upload.create({
    data: {
      tenantId,
      kind,
      key,
      contentType: opts.contentType ?? file.contentType,
      maxBytes: UPLOAD_KINDS[kind].maxBytes,
      size: opts.size ?? 100,
      status: opts.status ?? UPLOAD_KINDS[kind].readyStatus,
      createdById: opts.createdById ?? null,
    },
  });
  return key;
}

/**
 * Local storage in a fresh temporary directory for the whole file (set before, removed after), so upload
 * URLs and keys resolve. Call it at the top of a test file, before the hooks that need storage.
 */
export function withLocalStorage(label: string): () => string {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `praca-${label}-`));
    setStorageForTests(createLocalStorage({ dir, secret: `${label}-secret-`.padEnd(40, 'x') }));
  });
  afterAll(async () => {
    setStorageForTests(null);
    await rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}
