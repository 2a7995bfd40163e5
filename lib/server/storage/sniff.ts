// What a file really is, from its first bytes (magic numbers). Client-importable and dependency-free.
// finalize trusts this, not the Content-Type the uploader sent.
export type Sniffed =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'ico'
  | 'pdf'
  | 'zip'
  | 'cfb'
  | 'isobmff'
  | 'quicktime'
  | 'ebml'
  | 'avi'
  | 'mpeg'
  | 'flv'
  | 'text';

/** How many leading bytes sniff() wants. */
export const SNIFF_BYTES = 4096;

const ascii = (b: Uint8Array, at: number, s: string) => {
  if (b.length < at + s.length) return false;
  for (let i = 0; i < s.length; i++) if (b[at + i] !== s.charCodeAt(i)) return false;
  return true;
};
const bytes = (b: Uint8Array, at: number, sig: readonly number[]) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

// QuickTime files written before ISO-BMFF may start with one of these atoms instead of ftyp.
const QT_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

export function sniff(b: Uint8Array): Sniffed | null {
  if (bytes(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes(b, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI ')) return 'avi';
  if (bytes(b, 0, [0x00, 0x00, 0x01, 0x00]) && b.length >= 6 && b[4]! + b[5]! > 0) return 'ico';
  if (bytes(b, 0, [0x50, 0x4b, 0x03, 0x04]) || bytes(b, 0, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (bytes(b, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'cfb';
  if (bytes(b, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'ebml';
  if (ascii(b, 0, 'FLV') && b[3] === 0x01) return 'flv';
  if (bytes(b, 0, [0x00, 0x00, 0x01, 0xba]) || bytes(b, 0, [0x00, 0x00, 0x01, 0xb3])) return 'mpeg';
  if (ascii(b, 4, 'ftyp')) return ascii(b, 8, 'qt  ') ? 'quicktime' : 'isobmff';
  if (QT_ATOMS.some((atom) => ascii(b, 4, atom))) return 'quicktime';
  // PDF readers accept the header anywhere in the first 1024 bytes.
  if (indexOfAscii(b.subarray(0, 1024), '%PDF-') >= 0) return 'pdf';
  if (looksLikeText(b)) return 'text';
  return null;
}

function indexOfAscii(b: Uint8Array, s: string): number {
  outer: for (let i = 0; i + s.length <= b.length; i++) {
    for (let j = 0; j < s.length; j++) if (b[i + j] !== s.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/** UTF-8 (or Latin-1) text: no NUL and no control bytes other than tab, newlines, form feed and ESC. */
function looksLikeText(b: Uint8Array): boolean {
  if (b.length === 0) return false;
  for (const c of b) {
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1b) return false;
    if (c === 0x7f) return false;
  }
  return true;
}
