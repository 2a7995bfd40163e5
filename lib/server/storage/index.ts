import 'server-only';
import path from 'node:path';
import { getEnv } from '../env';
import { createLocalStorage, localSigningSecret, type LocalStorage } from './local';
import { createS3Storage } from './s3';
import type { StorageDriver } from './types';

export type { StorageDriver, PresignedPut, StoredObject } from './types';

let current: StorageDriver | undefined;

/** STORAGE_DRIVER, else 's3' when S3_BUCKET is set, else 'local' (files under DATA_DIR/uploads). */
export function getStorage(): StorageDriver {
  if (current) return current;
  const env = getEnv();
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
  current =
    driver === 's3'
      ? createS3Storage({
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: env.S3_PUBLIC_URL,
        })
      : createLocalStorage({
          dir: env.STORAGE_LOCAL_DIR ?? path.join(env.DATA_DIR, 'uploads'),
          secret: localSigningSecret(env.STORAGE_SIGNING_SECRET, env.DATA_DIR),
        });
  return current;
}

/** The local driver when it is the active one (its PUT/GET routes answer 404 otherwise). */
export function getLocalStorage(): LocalStorage | null {
  const s = getStorage();
  return s.name === 'local' ? (s as LocalStorage) : null;
}

/** Tests swap the driver (an s3rver-backed S3 driver, a local one in a temp dir); null goes back to env. */
export function setStorageForTests(driver: StorageDriver | null) {
  current = driver ?? undefined;
}

/** The secret of the app's own signed URLs (local files, video playlists), whatever the driver. */
export function signingSecret(): string {
  const env = getEnv();
  return localSigningSecret(env.STORAGE_SIGNING_SECRET, env.DATA_DIR);
}
