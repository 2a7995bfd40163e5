// Upload kinds: limits, allowed types and who may upload them. Client-importable (no server imports):
// the upload widgets read the same table to refuse a file before sending it. docs/storage.md has the table.
import type { Sniffed } from './sniff';

export const MB = 1_048_576;

export interface FileType {
  /** the canonical MIME type, the one signed into the upload URL and stored */
  mime: string;
  /** file extensions, the first one is used for keys */
  exts: readonly string[];
  /** other names browsers give the same type */
  aliases?: readonly string[];
  /** what the first bytes must look like (lib/server/storage/sniff.ts) */
  sniff: readonly Sniffed[];
}

const T = {
  png: { mime: 'image/png', exts: ['png'], sniff: ['png'] },
  jpeg: {
    mime: 'image/jpeg',
    exts: ['jpg', 'jpeg', 'jfif'],
    aliases: ['image/jpg', 'image/pjpeg'],
    sniff: ['jpeg'],
  },
  webp: { mime: 'image/webp', exts: ['webp'], sniff: ['webp'] },
  gif: { mime: 'image/gif', exts: ['gif'], sniff: ['gif'] },
  ico: { mime: 'image/x-icon', exts: ['ico'], aliases: ['image/vnd.microsoft.icon'], sniff: ['ico', 'png'] },
  mp4: { mime: 'video/mp4', exts: ['mp4', 'm4v'], sniff: ['isobmff', 'quicktime'] },
  mov: { mime: 'video/quicktime', exts: ['mov', 'qt'], sniff: ['isobmff', 'quicktime'] },
  avi: { mime: 'video/x-msvideo', exts: ['avi'], aliases: ['video/avi', 'video/msvideo'], sniff: ['avi'] },
  mpeg: { mime: 'video/mpeg', exts: ['mpeg', 'mpg', 'mpe'], sniff: ['mpeg'] },
  webm: { mime: 'video/webm', exts: ['webm'], sniff: ['ebml'] },
  mkv: { mime: 'video/x-matroska', exts: ['mkv'], aliases: ['video/matroska'], sniff: ['ebml'] },
  flv: { mime: 'video/x-flv', exts: ['flv'], sniff: ['flv'] },
  pdf: { mime: 'application/pdf', exts: ['pdf'], sniff: ['pdf'] },
  doc: { mime: 'application/msword', exts: ['doc'], sniff: ['cfb'] },
  xls: { mime: 'application/vnd.ms-excel', exts: ['xls'], sniff: ['cfb'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', exts: ['ppt'], sniff: ['cfb'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    exts: ['docx'],
    sniff: ['zip'],
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    exts: ['xlsx'],
    sniff: ['zip'],
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    exts: ['pptx'],
    sniff: ['zip'],
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', exts: ['odt'], sniff: ['zip'] },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', exts: ['ods'], sniff: ['zip'] },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', exts: ['odp'], sniff: ['zip'] },
  zip: {
    mime: 'application/zip',
    exts: ['zip'],
    aliases: ['application/x-zip-compressed', 'application/x-zip'],
    sniff: ['zip'],
  },
  txt: { mime: 'text/plain', exts: ['txt'], sniff: ['text'] },
  csv: { mime: 'text/csv', exts: ['csv'], aliases: ['application/csv'], sniff: ['text'] },
} satisfies Record<string, FileType>;

// No SVG anywhere: it is a script-capable document and files are served from the tenant's origin.
// HEIC is not listed: the browser converts it (heic2any) before cropping and uploading.
const IMAGES = [T.png, T.jpeg, T.webp];
const IMAGES_GIF = [...IMAGES, T.gif];
const VIDEOS = [T.mp4, T.avi, T.mpeg, T.webm, T.mov, T.mkv, T.flv];
const DOCUMENTS = [
  T.pdf,
  T.doc,
  T.docx,
  T.xls,
  T.xlsx,
  T.ppt,
  T.pptx,
  T.odt,
  T.ods,
  T.odp,
  T.txt,
  T.csv,
  T.zip,
  ...IMAGES_GIF,
];

export type UploadAuth = 'user' | 'editor';
/** the status an upload gets once finalize accepted it; videos read as "processing" -> "uploaded" */
export type ReadyStatus = 'ready' | 'uploaded';

export interface UploadKind {
  maxBytes: number;
  types: readonly FileType[];
  /** 'editor' kinds are for the panel; 'user' kinds any member may upload (community posts) */
  auth: UploadAuth;
  /** message key of the "too large" answer (SPEC.md section 5 wording); gets {n} = limit in MB */
  tooLargeKey: string;
  readyStatus: ReadyStatus;
}

const kind = (
  maxMb: number,
  types: readonly FileType[],
  auth: UploadAuth,
  tooLargeKey = 'uploads.tooLarge',
  readyStatus: ReadyStatus = 'ready',
): UploadKind => ({
  maxBytes: maxMb * MB,
  types,
  auth,
  tooLargeKey,
  readyStatus,
});

export const UPLOAD_KINDS = {
  'community-cover': kind(1, IMAGES, 'editor', 'uploads.coverTooLarge'),
  badge: kind(1, IMAGES_GIF, 'editor'),
  'banner-video': kind(25, VIDEOS, 'editor', 'uploads.videoTooLarge', 'uploaded'),
  'banner-image': kind(5, IMAGES, 'editor'),
  'login-image': kind(5, IMAGES, 'editor'),
  logo: kind(2, IMAGES, 'editor'),
  favicon: kind(1, [T.png, T.ico], 'editor'),
  'level-image': kind(1, IMAGES_GIF, 'editor'),
  'lesson-image': kind(5, IMAGES, 'editor'),
  document: kind(15, DOCUMENTS, 'editor', 'uploads.documentTooLarge'),
  'reward-file': kind(15, DOCUMENTS, 'editor', 'uploads.documentTooLarge'),
  // a lesson's 'Materiais' (issue 46): documents up to 200 MB each
  'lesson-material': kind(200, DOCUMENTS, 'editor', 'uploads.materialTooLarge'),
  'post-image': kind(5, IMAGES_GIF, 'user'),
  'post-file': kind(15, DOCUMENTS, 'user', 'uploads.documentTooLarge'),
  'post-video': kind(25, VIDEOS, 'user', 'uploads.videoTooLarge', 'uploaded'),
  // the member's own photo on 'Meu perfil' (issue 54, ADR 0285): cropped to 256 x 256 in the browser
  avatar: kind(2, IMAGES, 'user'),
  // drawn into the certificate PDF: only the types pdf-lib embeds (docs/adr/0522)
  'certificate-background': kind(5, [T.png, T.jpeg], 'editor'),
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;
/** The largest upload of any kind: the body cap of the local driver's PUT route. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKindName, ...UploadKindName[]];

export function isUploadKind(value: unknown): value is UploadKindName {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_KINDS, value);
}

/** "Image/JPG; charset=x" -> "image/jpg" */
export function normalizeMime(raw: string | null | undefined): string {
  return (raw ?? '').split(';')[0]!.trim().toLowerCase();
}

export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The allowed type a file declares: by its MIME type (or an alias of one), else, when the browser gave
 * none or a generic one (Windows often does for .mkv/.flv), by its extension. Null when not allowed.
 */
export function resolveFileType(
  kindName: UploadKindName,
  contentType: string,
  filename: string,
): FileType | null {
  const types = UPLOAD_KINDS[kindName].types;
  const mime = normalizeMime(contentType);
  if (mime && mime !== 'application/octet-stream') {
    return types.find((t) => t.mime === mime || (t.aliases ?? []).includes(mime)) ?? null;
  }
  const ext = extensionOf(filename);
  return ext ? (types.find((t) => t.exts.includes(ext)) ?? null) : null;
}

/** The limit in MB as the messages show it ("1", "25", "15"). */
export const limitInMb = (kindName: UploadKindName) =>
  Math.round((UPLOAD_KINDS[kindName].maxBytes / MB) * 10) / 10;

/** Extensions accepted by a kind, for `<input accept>` and the "wrong type" message. */
export const acceptedExtensions = (kindName: UploadKindName) =>
  UPLOAD_KINDS[kindName].types.flatMap((t) => t.exts);
export const acceptAttribute = (kindName: UploadKindName) =>
  [...new Set(UPLOAD_KINDS[kindName].types.flatMap((t) => [t.mime, ...t.exts.map((e) => `.${e}`)]))].join(
    ',',
  );

// Types a browser may show inline; anything else, user documents (PDF included) too, downloads: a
// document opened inline runs in the tab of the origin serving it (decisions 68, 147).
const INLINE = /^(image\/(png|jpeg|webp|gif|x-icon)|video\/)/;

/** True when files of this type are served inline; every other type is an attachment. */
export function servedInline(contentType: string): boolean {
  return INLINE.test(contentType);
}

/** The Content-Disposition of a stored non-inline object: an attachment named by its key's file name. */
export function attachmentDisposition(key: string): string {
  return `attachment; filename="${key.split('/').pop()}"`;
}
