// The contract both storage drivers (./s3.ts, ./local.ts) fulfil. Keys are always made and validated by
// ./keys.ts before they reach a driver.
export interface PresignPutInput {
  key: string;
  /** signed: the upload must carry exactly this Content-Type */
  contentType: string;
  /** signed when known: the upload must be exactly this long (S3) / at most this long (local) */
  contentLength?: number;
  /**
   * signed when set (S3): the upload must carry this Content-Disposition, which the store then serves
   * (documents as attachments, decision 147); the local driver decides it when serving
   */
  contentDisposition?: string;
  /** the most bytes the upload may carry (local driver; S3 relies on the signed length) */
  maxBytes: number;
  /** seconds */
  expiresIn: number;
}

export interface PresignedPut {
  url: string;
  method: 'PUT';
  /** headers the client must send with the PUT */
  headers: Record<string, string>;
}

export interface StoredObject {
  size: number;
  contentType: string | null;
  /** the stored Content-Disposition (S3); undefined when the driver decides it when serving (local) */
  contentDisposition?: string | null;
}

export interface StorageDriver {
  readonly name: 'local' | 's3';
  presignPut(input: PresignPutInput): Promise<PresignedPut>;
  /** null when there is no such object */
  head(key: string): Promise<StoredObject | null>;
  /** up to the first `bytes` bytes (fewer when the object is shorter) */
  readRange(key: string, bytes: number): Promise<Uint8Array>;
  /** no error when the object is already gone */
  delete(key: string): Promise<void>;
  /** where browsers read the object: absolute for S3, app-relative for local */
  publicUrl(key: string): string;
}
