import { createS3Storage } from '@/lib/server/storage/s3';
import { BUCKET, startS3 } from '../storage/helpers';
import { multipartSuite } from './multipart-protocol';

// An S3-protocol server (s3rver, with ListParts and Abort added in test/storage/helpers.ts): the
// browser's PUTs and reads go straight to it with presigned URLs.
multipartSuite('S3-compatible server', async () => {
  const s3 = await startS3();
  return {
    driver: createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    stop: () => s3.stop(),
  };
});
