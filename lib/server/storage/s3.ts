import 'server-only';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition, servedInline } from './kinds';
import { s3Multipart, s3Objects } from './s3-video';
import type { PresignedPut, StorageDriver, StoredObject } from './types';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** base URL objects are read from (CDN, public bucket); defaults to the bucket's own URL */
  publicUrl?: string;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export interface FixDispositionOptions {
  /** only these keys' prefix (default `tenants/`, every upload) */
  prefix?: string;
  /** keys listed per page (S3's maximum, 1000, by default) */
  pageSize?: number;
  /** count what would change, change nothing */
  dryRun?: boolean;
  /** called for every object rewritten (or that would be, in a dry run) */
  onFixed?: (key: string) => void;
}

export interface FixDispositionReport {
  /** objects listed */
  scanned: number;
  /** images and videos, served inline: left alone */
  inline: number;
  /** documents already stored as attachments */
  alreadyAttachment: number;
  /** documents rewritten (or to rewrite, in a dry run) as attachments */
  fixed: number;
}

export interface S3Storage extends StorageDriver {
  readonly name: 's3';
  /**
   * Rewrites, in place, the metadata of stored documents served inline: objects uploaded before
   * decision 147 carry no Content-Disposition, and the bucket serves them as they are. Idempotent
   * (an object already stored as an attachment is not touched); see docs/storage.md.
   */
  fixDispositions(options?: FixDispositionOptions): Promise<FixDispositionReport>;
}

/** AWS S3, MinIO, R2 and other S3-protocol stores. */
export function createS3Storage(config: S3StorageConfig): S3Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Otherwise the presigner adds x-amz-checksum-crc32 of an empty body and browsers' plain PUTs fail.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const base = (
    config.publicUrl ??
    (config.endpoint
      ? config.forcePathStyle
        ? `${config.endpoint.replace(/\/$/, '')}/${Bucket}`
        : config.endpoint.replace('://', `://${Bucket}.`)
      : `https://${Bucket}.s3.${config.region}.amazonaws.com`)
  ).replace(/\/$/, '');

  return {
    name: 's3',
    multipart: s3Multipart(client, Bucket),
    objects: s3Objects(client, Bucket),

    async presignPut({
      key,
      contentType,
      contentLength,
      contentDisposition,
      expiresIn,
    }): Promise<PresignedPut> {
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: contentLength,
        ContentDisposition: contentDisposition,
      });
      // Signing these headers makes the store itself refuse another type, size or disposition (S3,
      // MinIO; not s3rver: finalize checks what was stored). The bucket then serves documents as
      // attachments (decision 147).
      const signableHeaders = new Set([
        'content-type',
        ...(contentLength !== undefined ? ['content-length'] : []),
        ...(contentDisposition !== undefined ? ['content-disposition'] : []),
      ]);
      const url = await getSignedUrl(client, command, { expiresIn, signableHeaders });
      const headers: Record<string, string> = { 'content-type': contentType };
      if (contentDisposition !== undefined) headers['content-disposition'] = contentDisposition;
      return { url, method: 'PUT', headers };
    },

    async head(key): Promise<StoredObject | null> {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? null,
          contentDisposition: out.ContentDisposition ?? null,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async readRange(key, bytes) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
        );
        const all = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
        // Some S3-compatible stores ignore Range; never hand back more than asked.
        return all.subarray(0, bytes);
      } catch (err) {
        if (isNotFound(err)) return new Uint8Array();
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    publicUrl: (key) => `${base}/${encodeKey(key)}`,

    async fixDispositions(options = {}) {
      const report: FixDispositionReport = { scanned: 0, inline: 0, alreadyAttachment: 0, fixed: 0 };
      // ListObjects (v1) paged by Marker, the last key seen: S3, MinIO and R2 all answer it, and s3rver
      // (the tests' server) cannot make v2's continuation tokens on current OpenSSL.
      let marker: string | undefined;
      let truncated = false;
      do {
        const page = await client.send(
          new ListObjectsCommand({
            Bucket,
            Prefix: options.prefix ?? 'tenants/',
            MaxKeys: options.pageSize ?? 1000,
            Marker: marker,
          }),
        );
        const contents = page.Contents ?? [];
        truncated = Boolean(page.IsTruncated) && contents.length > 0;
        marker = contents.at(-1)?.Key;
        for (const { Key } of contents) {
          if (!Key) continue;
          report.scanned++;
          let head;
          try {
            head = await client.send(new HeadObjectCommand({ Bucket, Key }));
          } catch (err) {
            if (isNotFound(err)) continue; // deleted since the listing
            throw err;
          }
          if (servedInline(head.ContentType ?? '')) report.inline++;
          else if (/^attachment\b/i.test(head.ContentDisposition ?? '')) report.alreadyAttachment++;
          else {
            report.fixed++;
            options.onFixed?.(Key);
            if (options.dryRun) continue;
            // A copy onto itself with REPLACE is how S3 changes an object's metadata: everything the
            // object is served with is carried over, only the disposition is new.
            await client.send(
              new CopyObjectCommand({
                Bucket,
                Key,
                CopySource: `${Bucket}/${encodeKey(Key)}`,
                MetadataDirective: 'REPLACE',
                ContentType: head.ContentType,
                ContentDisposition: attachmentDisposition(Key),
                CacheControl: head.CacheControl,
                ContentEncoding: head.ContentEncoding,
                ContentLanguage: head.ContentLanguage,
                Expires: head.Expires,
                Metadata: head.Metadata,
                StorageClass: head.StorageClass,
                CopySourceIfMatch: head.ETag,
              }),
            );
          }
        }
      } while (truncated);
      return report;
    },
  };
}
