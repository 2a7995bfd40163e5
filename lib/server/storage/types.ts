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
  readonly multipart: MultipartDriver;
  readonly objects: PrivateObjects;
}

/** A part the store holds for a multipart upload (never the browser's word for it). */
export interface StoredPart {
  partNumber: number;
  size: number;
  etag: string;
}

/**
 * S3 multipart uploads, and the local driver's copy of the protocol (docs/adr/0421): the browser PUTs
 * each part to a presigned URL; the server lists what the store has and completes from that list.
 */
export interface MultipartDriver {
  /** `partSize`: every part's size but the last's (the local driver writes each at its offset) */
  create(key: string, contentType: string, partSize: number): Promise<string>;
  /** a PUT of exactly `size` bytes (signed length) as part `partNumber` */
  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    size: number,
    expiresIn: number,
  ): Promise<PresignedPut>;
  /** the parts the store holds, by part number; [] when the upload is unknown */
  listParts(key: string, uploadId: string): Promise<StoredPart[]>;
  complete(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void>;
  /** no error when the upload is already gone */
  abort(key: string, uploadId: string): Promise<void>;
}

/** What the video pipeline needs beyond the upload contract: private reads and server-side writes. */
export interface PrivateObjects {
  /** an expiring URL the browser reads the object from (range requests work) */
  presignGet(key: string, expiresIn: number): Promise<string>;
  /** stores a file from this machine's disk under key */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** copies the object to a file on this machine's disk; false when there is no such object */
  downloadTo(key: string, file: string): Promise<boolean>;
  /** the object's text (playlists); null when missing */
  getText(key: string): Promise<string | null>;
  /** deletes every object under prefix */
  deletePrefix(prefix: string): Promise<void>;
}
