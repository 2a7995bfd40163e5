import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsCommand,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MultipartDriver, PrivateObjects, StoredPart } from './types';

// The S3 side of the video pipeline (docs/adr/0421): multipart uploads with presigned parts, and the
// private objects behind signed GETs. Nothing here is readable without a signature.

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NotFound' ||
    e?.name === 'NoSuchKey' ||
    e?.name === 'NoSuchUpload' ||
    e?.$metadata?.httpStatusCode === 404
  );
}

export function s3Multipart(client: S3Client, Bucket: string): MultipartDriver {
  return {
    async create(key, contentType) {
      const out = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      if (!out.UploadId) throw new Error('the store gave no upload id');
      return out.UploadId;
    },

    async presignPart(key, uploadId, partNumber, size, expiresIn) {
      const command = new UploadPartCommand({
        Bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
        ContentLength: size,
      });
      // the signed length makes the store refuse a part of another size
      const url = await getSignedUrl(client, command, {
        expiresIn,
        signableHeaders: new Set(['content-length']),
      });
      return { url, method: 'PUT', headers: {} };
    },

    async listParts(key, uploadId) {
      const parts: StoredPart[] = [];
      let marker: string | undefined;
      try {
        for (;;) {
          const out = await client.send(
            new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }),
          );
          for (const p of out.Parts ?? [])
            if (p.PartNumber && p.ETag)
              parts.push({ partNumber: p.PartNumber, size: p.Size ?? 0, etag: p.ETag });
          if (!out.IsTruncated || !out.NextPartNumberMarker) break;
          marker = out.NextPartNumberMarker;
        }
      } catch (err) {
        if (isNotFound(err)) return [];
        throw err;
      }
      return parts.sort((a, b) => a.partNumber - b.partNumber);
    },

    async complete(key, uploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
        }),
      );
    },

    async abort(key, uploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },
  };
}

export function s3Objects(client: S3Client, Bucket: string): PrivateObjects {
  return {
    presignGet: (key, expiresIn) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn }),

    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },

    async downloadTo(key, file) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return false;
        await pipeline(out.Body as Readable, createWriteStream(file));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async getText(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? await out.Body.transformToString('utf8') : null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async deletePrefix(prefix) {
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Prefix: prefix, Marker: marker }));
        const keys = (page.Contents ?? []).flatMap((c) => (c.Key ? [{ Key: c.Key }] : []));
        if (keys.length)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        if (!page.IsTruncated || !keys.length) break;
        marker = keys.at(-1)!.Key;
      }
    },
  };
}
