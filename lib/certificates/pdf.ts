import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Translate } from '@/lib/i18n/translator';
import { getStorage } from '@/lib/server/storage';
import { parseKey } from '@/lib/server/storage/keys';
import { MB } from '@/lib/server/storage/kinds';
import type { CertificateTemplate } from './issue';

// The certificate as a PDF, drawn on the server with pdf-lib (docs/adr/0522). Fonts are embedded and
// subset from @fontsource's Inter (its WOFF files, unwrapped to TrueType once per process): the Latin
// file covers Portuguese and Spanish; a name with a letter outside it (ł, ő…) is drawn with the Latin
// Extended file. Everything it draws comes from the issued snapshot, so a certificate reads the same
// whatever changed since.

export interface CertificateSnapshot {
  code: string;
  holderName: string;
  courseTitle: string;
  schoolName: string;
  signerName: string;
  hours: number;
  completedAt: Date;
  template: CertificateTemplate;
}

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');
const fontFiles = new Map<string, Promise<Uint8Array>>();
/** The font as a plain TrueType file, converted once per process (see woffToSfnt). */
function fontFile(subset: 'latin' | 'latin-ext', weight: 400 | 700): Promise<Uint8Array> {
  const name = `inter-${subset}-${weight}-normal.woff`;
  let file = fontFiles.get(name);
  if (!file) {
    file = fs.readFile(path.join(FONT_DIR, name)).then(woffToSfnt);
    file.catch(() => fontFiles.delete(name));
    fontFiles.set(name, file);
  }
  return file;
}

/**
 * WOFF 1.0 -> the TrueType file it wraps: each table inflated once, here, instead of fontkit inflating
 * them again for every certificate (the save took several times longer from the WOFF).
 */
export function woffToSfnt(woff: Buffer): Uint8Array {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const e = 44 + i * 20;
    const [tag, offset, compressed, original, checksum] = [0, 4, 8, 12, 16].map((d) =>
      woff.readUInt32BE(e + d),
    );
    const raw = woff.subarray(offset!, offset! + compressed!);
    return { tag: tag!, checksum: checksum!, data: compressed! < original! ? zlib.inflateSync(raw) : raw };
  });
  let size = 12 + 16 * count;
  const offsets = tables.map((t) => {
    const at = size;
    size += (t.data.length + 3) & ~3;
    return at;
  });
  const out = Buffer.alloc(size);
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the sfnt version (flavor)
  out.writeUInt16BE(count, 4);
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log++;
  }
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((t, i) => {
    const d = 12 + 16 * i;
    out.writeUInt32BE(t.tag, d);
    out.writeUInt32BE(t.checksum, d + 4);
    out.writeUInt32BE(offsets[i]!, d + 8);
    out.writeUInt32BE(t.data.length, d + 12);
    t.data.copy(out, offsets[i]!);
  });
  return out;
}

const PAGE: [number, number] = [842, 595]; // A4 landscape, in points
const MARGIN = 56;

function hex(color: string, fallback = '#6D28D9') {
  const m = /^#?([0-9a-f]{6})$/i.exec(color) ?? /^#?([0-9a-f]{6})$/i.exec(fallback)!;
  const n = parseInt(m[1]!, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The bytes of a stored image (an upload key, or a file under public/), null when unreadable. */
async function imageBytes(value: string | null): Promise<Uint8Array | null> {
  if (!value) return null;
  try {
    if (parseKey(value)) return await getStorage().readRange(value, 5 * MB);
    if (value.startsWith('/') && !value.startsWith('//') && !value.includes('..')) {
      return await fs.readFile(path.join(process.cwd(), 'public', value.split('?')[0]!));
    }
  } catch {
    // a missing file leaves the image out rather than failing the certificate
  }
  return null;
}

async function embedImage(doc: PDFDocument, value: string | null): Promise<PDFImage | null> {
  const bytes = await imageBytes(value);
  if (!bytes || bytes.length < 4) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    // a broken image is left out too
  }
  return null;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  ext: (weight: 400 | 700) => Promise<PDFFont>;
}

const charSets = new WeakMap<PDFFont, Set<number>>();
function charSet(font: PDFFont): Set<number> {
  let chars = charSets.get(font);
  if (!chars) {
    chars = new Set(font.getCharacterSet());
    charSets.set(font, chars);
  }
  return chars;
}

/**
 * The text cut into runs of one font: Latin where it has the character, Latin Extended elsewhere (that
 * file holds only the extended letters, so a name like "Łukasz" is two runs).
 */
async function runsOf(fonts: Fonts, text: string, bold: boolean): Promise<{ font: PDFFont; text: string }[]> {
  const base = bold ? fonts.bold : fonts.regular;
  const chars = charSet(base);
  const runs: { font: PDFFont; text: string }[] = [];
  for (const c of text) {
    const font = chars.has(c.codePointAt(0)!) || c === ' ' ? base : await fonts.ext(bold ? 700 : 400);
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += c;
    else runs.push({ font, text: c });
  }
  return runs;
}

async function centered(
  page: PDFPage,
  fonts: Fonts,
  text: string,
  y: number,
  opts: { size: number; bold?: boolean; color: ReturnType<typeof rgb>; maxWidth?: number; x?: number },
) {
  const runs = await runsOf(fonts, text, !!opts.bold);
  const maxWidth = opts.maxWidth ?? PAGE[0] - 2 * MARGIN;
  // widths scale with the size: one layout of the text, then the largest size that fits (at least 8)
  const units = runs.map((r) => r.font.widthOfTextAtSize(r.text, 1));
  const unit = units.reduce((a, b) => a + b, 0);
  const size = Math.max(8, Math.min(opts.size, Math.floor(maxWidth / Math.max(unit, 0.001))));
  let x = (opts.x ?? PAGE[0] / 2) - (unit * size) / 2;
  runs.forEach((r, i) => {
    page.drawText(r.text, { x, y, size, font: r.font, color: opts.color });
    x += units[i]! * size;
  });
}

/** The PDF of an issued certificate; `verifyUrl` is printed under the code. */
export async function renderCertificatePdf(
  cert: CertificateSnapshot,
  t: Translate,
  locale: string,
  verifyUrl: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(t('certificates.pdfTitle', { course: cert.courseTitle, name: cert.holderName }));
  doc.setAuthor(cert.schoolName);
  doc.setProducer('Praça');
  const [regular, bold] = await Promise.all([
    fontFile('latin', 400).then((b) => doc.embedFont(b, { subset: true })),
    fontFile('latin', 700).then((b) => doc.embedFont(b, { subset: true })),
  ]);
  const extFonts = new Map<number, Promise<PDFFont>>();
  const fonts: Fonts = {
    regular,
    bold,
    ext: (weight) => {
      let f = extFonts.get(weight);
      if (!f) {
        f = fontFile('latin-ext', weight).then((b) => doc.embedFont(b, { subset: true }));
        extFonts.set(weight, f);
      }
      return f;
    },
  };
  const page = doc.addPage(PAGE);
  const [w, h] = PAGE;
  const primary = hex(cert.template.primaryColor);
  const ink = hex(cert.template.textColor, '#1F2937');
  const muted = rgb(0.35, 0.37, 0.42);

  const [background, logo] = await Promise.all([
    embedImage(doc, cert.template.background),
    embedImage(doc, cert.template.logo),
  ]);
  if (background) {
    page.drawImage(background, { x: 0, y: 0, width: w, height: h });
  } else {
    page.drawRectangle({ x: 20, y: 20, width: w - 40, height: h - 40, borderColor: primary, borderWidth: 6 });
    page.drawRectangle({ x: 32, y: 32, width: w - 64, height: h - 64, borderColor: primary, borderWidth: 1 });
  }
  if (logo) {
    const scale = Math.min(180 / logo.width, 56 / logo.height, 1);
    const lw = logo.width * scale;
    const lh = logo.height * scale;
    page.drawImage(logo, { x: (w - lw) / 2, y: h - MARGIN - lh, width: lw, height: lh });
  }

  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
    cert.completedAt,
  );
  await centered(page, fonts, t('certificates.pdfHeading'), h - 170, {
    size: 36,
    bold: true,
    color: primary,
  });
  await centered(page, fonts, t('certificates.pdfCertify'), h - 215, { size: 14, color: muted });
  await centered(page, fonts, cert.holderName, h - 260, { size: 30, bold: true, color: ink });
  await centered(page, fonts, t('certificates.pdfCompleted'), h - 295, { size: 14, color: muted });
  await centered(page, fonts, cert.courseTitle, h - 330, { size: 22, bold: true, color: ink });
  const detail =
    cert.hours > 0
      ? t('certificates.pdfHoursDate', { hours: cert.hours, date })
      : t('certificates.pdfDate', { date });
  await centered(page, fonts, detail, h - 365, { size: 13, color: muted });

  // the signature on the left, the school on the right
  const colY = 120;
  const left = w / 2 - 180;
  const right = w / 2 + 180;
  for (const x of [left, right]) {
    page.drawLine({
      start: { x: x - 120, y: colY + 18 },
      end: { x: x + 120, y: colY + 18 },
      color: muted,
      thickness: 0.8,
    });
  }
  if (cert.signerName) {
    await centered(page, fonts, cert.signerName, colY, {
      size: 12,
      bold: true,
      color: ink,
      x: left,
      maxWidth: 240,
    });
    await centered(page, fonts, t('certificates.pdfSigner'), colY - 16, {
      size: 10,
      color: muted,
      x: left,
      maxWidth: 240,
    });
  }
  await centered(page, fonts, cert.schoolName, colY, {
    size: 12,
    bold: true,
    color: ink,
    x: right,
    maxWidth: 240,
  });
  await centered(page, fonts, t('certificates.pdfSchool'), colY - 16, {
    size: 10,
    color: muted,
    x: right,
    maxWidth: 240,
  });

  await centered(page, fonts, t('certificates.pdfCode', { code: cert.code }), 62, { size: 10, color: muted });
  await centered(page, fonts, verifyUrl, 48, { size: 9, color: muted });
  return doc.save();
}
