/**
 * Whether an uploaded file is what its name says (MD §5 "each file is validated"). Pure: the caller reads the
 * file's first bytes. A file is accepted only when its extension is one a tax firm exchanges and its first bytes
 * carry that format's signature; anything else (an executable under any name, a renamed file, an empty file, an
 * unknown type) is invalid. Magic numbers rather than a library: the list is short, and this way it is exactly
 * the list below.
 */
import { maxUploadBytes } from '@ledgerline/shared/documents';

/** How much of a file the check reads: enough for every signature below and a sample of a text file. */
export const sniffBytes = 4096;

type Signature = { at: number; bytes: number[] };

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const pdf: Signature[] = [{ at: 0, bytes: ascii('%PDF-') }];
const png: Signature[] = [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }];
const jpeg: Signature[] = [{ at: 0, bytes: [0xff, 0xd8, 0xff] }];
const gif: Signature[] = [
  { at: 0, bytes: ascii('GIF87a') },
  { at: 0, bytes: ascii('GIF89a') },
];
const tiff: Signature[] = [
  { at: 0, bytes: [0x49, 0x49, 0x2a, 0x00] },
  { at: 0, bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];
const bmp: Signature[] = [{ at: 0, bytes: ascii('BM') }];
/** Word, Excel and PowerPoint since 2007 are ZIP packages. */
const zip: Signature[] = [{ at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }];
/** Word, Excel and PowerPoint 97-2003: an OLE2 compound file. */
const ole2: Signature[] = [{ at: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }];
const rtf: Signature[] = [{ at: 0, bytes: ascii('{\\rtf') }];

type Rule = { contentType: string } & (
  | { signatures: Signature[]; also?: (head: Uint8Array) => boolean }
  | { text: true }
);

/** Extensions accepted, each with its type and how its first bytes must look. */
const rules: Record<string, Rule> = {
  pdf: { contentType: 'application/pdf', signatures: pdf },
  png: { contentType: 'image/png', signatures: png },
  jpg: { contentType: 'image/jpeg', signatures: jpeg },
  jpeg: { contentType: 'image/jpeg', signatures: jpeg },
  gif: { contentType: 'image/gif', signatures: gif },
  tif: { contentType: 'image/tiff', signatures: tiff },
  tiff: { contentType: 'image/tiff', signatures: tiff },
  bmp: { contentType: 'image/bmp', signatures: bmp },
  webp: {
    contentType: 'image/webp',
    signatures: [{ at: 0, bytes: ascii('RIFF') }],
    also: (h) => matches(h, { at: 8, bytes: ascii('WEBP') }),
  },
  heic: { contentType: 'image/heic', signatures: [{ at: 4, bytes: ascii('ftyp') }], also: (h) => isHeifBrand(h) },
  heif: { contentType: 'image/heif', signatures: [{ at: 4, bytes: ascii('ftyp') }], also: (h) => isHeifBrand(h) },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', signatures: zip },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', signatures: zip },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', signatures: zip },
  doc: { contentType: 'application/msword', signatures: ole2 },
  xls: { contentType: 'application/vnd.ms-excel', signatures: ole2 },
  ppt: { contentType: 'application/vnd.ms-powerpoint', signatures: ole2 },
  rtf: { contentType: 'application/rtf', signatures: rtf },
  txt: { contentType: 'text/plain', text: true },
  csv: { contentType: 'text/csv', text: true },
};

export const acceptedExtensions = Object.keys(rules);

/** Formats refused whatever the name: programs and libraries for Windows, Linux and macOS. */
const executables: Signature[] = [
  { at: 0, bytes: ascii('MZ') },
  { at: 0, bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { at: 0, bytes: [0xfe, 0xed, 0xfa, 0xce] },
  { at: 0, bytes: [0xfe, 0xed, 0xfa, 0xcf] },
  { at: 0, bytes: [0xce, 0xfa, 0xed, 0xfe] },
  { at: 0, bytes: [0xcf, 0xfa, 0xed, 0xfe] },
  { at: 0, bytes: [0xca, 0xfe, 0xba, 0xbe] },
];

function matches(head: Uint8Array, s: Signature): boolean {
  return head.length >= s.at + s.bytes.length && s.bytes.every((b, i) => head[s.at + i] === b);
}

function isHeifBrand(head: Uint8Array): boolean {
  const brand = String.fromCharCode(...head.slice(8, 12));
  return ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text: valid UTF-8 (a character cut at the end of the sample is fine) with no NUL and no control character
 * other than tab, line feed, form feed and carriage return.
 */
function isText(head: Uint8Array, wholeFile: boolean): boolean {
  if (head.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d)) return false;
  // A multi-byte character is at most 4 bytes, so dropping up to 3 trailing bytes finds a clean cut.
  for (let cut = 0; cut <= (wholeFile ? 0 : 3); cut++) {
    try {
      utf8.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      /* try a shorter sample */
    }
  }
  return false;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export type FileCheck =
  | { ok: true; contentType: string }
  | { ok: false; reason: 'empty' | 'too-large' | 'executable' | 'unknown-type' | 'mismatch' | PdfProblem };

/** How much of a PDF's end is read for its trailer (the last cross-reference section and its dictionary). */
export const pdfTailBytes = 64 * 1024;

export type PdfProblem = 'encrypted' | 'unreadable';

/**
 * QD §5 'password-protected PDFs are flagged invalid': a PDF whose trailer (or cross-reference stream) names an
 * /Encrypt dictionary opens only with a password; one without an end-of-file marker near its end is cut short.
 */
export function pdfTailProblem(tail: Uint8Array): PdfProblem | null {
  const text = latin1.decode(tail);
  if (!text.includes('%%EOF')) return 'unreadable';
  if (/\/Encrypt[\s/<\d]/.test(text)) return 'encrypted';
  return null;
}

const latin1 = new TextDecoder('latin1');

/** The verdict on a file from its name, its size and its first bytes (at most sniffBytes of them). */
export function checkFile(name: string, size: number, head: Uint8Array): FileCheck {
  if (size === 0 || head.length === 0) return { ok: false, reason: 'empty' };
  if (size > maxUploadBytes) return { ok: false, reason: 'too-large' };
  if (executables.some((s) => matches(head, s))) return { ok: false, reason: 'executable' };
  const rule = rules[extensionOf(name)];
  if (!rule) return { ok: false, reason: 'unknown-type' };
  const fits =
    'text' in rule
      ? isText(head, head.length >= size)
      : rule.signatures.some((s) => matches(head, s)) && (rule.also?.(head) ?? true);
  return fits ? { ok: true, contentType: rule.contentType } : { ok: false, reason: 'mismatch' };
}
