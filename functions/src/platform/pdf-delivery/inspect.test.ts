import { describe, expect, it } from 'vitest';
import { inspectPdf, looksLikePdf, mentionsEncryption } from './inspect';
import { encryptedPdf, samplePdf } from './testing';

const bytesOf = (s: string) => new TextEncoder().encode(s);

describe('inspectPdf', () => {
  it('a readable PDF: its page count', async () => {
    expect(await inspectPdf(await samplePdf(3))).toEqual({ ok: true, pageCount: 3 });
  });

  it('a password-protected PDF is refused as encrypted', async () => {
    expect(await inspectPdf(await encryptedPdf())).toEqual({ ok: false, reason: 'encrypted' });
  });

  it('anything pdf-lib cannot open, or a PDF without pages, is invalid', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    for (const bytes of [bytesOf('hello, not a PDF'), new Uint8Array(), empty, (await samplePdf(2)).slice(0, 300)])
      expect(await inspectPdf(bytes)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('quick checks on the first and last bytes', () => {
  it('a PDF header within the first 1024 bytes', () => {
    expect(looksLikePdf(bytesOf('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(bytesOf(`${' '.repeat(500)}%PDF-1.4`))).toBe(true);
    expect(looksLikePdf(bytesOf(`${' '.repeat(1020)}%PDF-1.4`))).toBe(false);
    expect(looksLikePdf(bytesOf('PK\u0003\u0004 a zip'))).toBe(false);
  });

  it('an /Encrypt key marks an encrypted file; a longer name or none does not', async () => {
    const encrypted = await encryptedPdf();
    expect(mentionsEncryption(encrypted.subarray(Math.max(0, encrypted.length - 65536)))).toBe(true);
    expect(mentionsEncryption(bytesOf('trailer << /Size 9 /Encrypt 8 0 R >>'))).toBe(true);
    expect(mentionsEncryption(bytesOf('<< /EncryptMetadata false >>'))).toBe(false);
    expect(mentionsEncryption(await samplePdf(2))).toBe(false);
  });
});
