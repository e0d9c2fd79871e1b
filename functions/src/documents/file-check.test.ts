import { describe, expect, it } from 'vitest';
import { maxUploadBytes } from '@ledgerline/shared/documents';
import { checkFile, extensionOf, pdfTailProblem } from './file-check';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const check = (name: string, head: Uint8Array, size = head.length) => checkFile(name, size, head);

describe('a file is valid when its first bytes are what its name says', () => {
  it('accepts PDFs, images, Office documents and text by their signatures, with the type they show', () => {
    expect(check('return.pdf', bytes('%PDF-1.7\n'))).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(check('W-2.PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({
      ok: true,
      contentType: 'image/png',
    });
    expect(check('receipt.jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(check('photo.heic', bytes([0, 0, 0, 0x18], 'ftypheic'))).toMatchObject({
      ok: true,
      contentType: 'image/heic',
    });
    expect(check('scan.webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toMatchObject({
      ok: true,
      contentType: 'image/webp',
    });
    expect(check('ledger.xlsx', bytes([0x50, 0x4b, 0x03, 0x04], '[Content_Types].xml'))).toMatchObject({ ok: true });
    expect(check('old.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toEqual({
      ok: true,
      contentType: 'application/msword',
    });
    expect(check('expenses.csv', bytes('Date,Amount\r\n2026-01-02,12.50\r\n'))).toEqual({
      ok: true,
      contentType: 'text/csv',
    });
    expect(check('notes.txt', new TextEncoder().encode('Überweisung – März 📎\n'))).toEqual({
      ok: true,
      contentType: 'text/plain',
    });
  });

  it('refuses an empty file', () => {
    expect(check('empty.pdf', new Uint8Array(), 0)).toEqual({ ok: false, reason: 'empty' });
    expect(check('empty.txt', new Uint8Array(), 0)).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses programs whatever they are called', () => {
    expect(check('invoice.pdf', bytes('MZ', [0x90, 0, 3, 0]))).toEqual({ ok: false, reason: 'executable' });
    expect(check('notes.txt', bytes('MZ just text'))).toEqual({ ok: false, reason: 'executable' });
    expect(check('tool.exe', bytes('MZ', [0x90, 0]))).toEqual({ ok: false, reason: 'executable' });
    expect(check('a.pdf', bytes([0x7f], 'ELF', [2, 1, 1]))).toEqual({ ok: false, reason: 'executable' });
    expect(check('a.png', bytes([0xcf, 0xfa, 0xed, 0xfe]))).toEqual({ ok: false, reason: 'executable' });
  });

  it('refuses a file whose bytes are another format than its name says, and unknown types', () => {
    expect(check('photo.pdf', bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: false, reason: 'mismatch' });
    expect(check('return.docx', bytes('%PDF-1.4'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(check('data.csv', bytes([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toEqual({ ok: false, reason: 'mismatch' });
    expect(check('x.txt', bytes([0xc3, 0x28, 0x41]))).toEqual({ ok: false, reason: 'mismatch' });
    expect(check('script.js', bytes('alert(1)'))).toEqual({ ok: false, reason: 'unknown-type' });
    expect(check('README', bytes('hello'))).toEqual({ ok: false, reason: 'unknown-type' });
  });

  it('accepts a text sample cut in the middle of a character, but not a whole file that ends in one', () => {
    const euro = new TextEncoder().encode('€'); // 3 bytes
    const sample = new Uint8Array([...new TextEncoder().encode('a,b\n'), euro[0], euro[1]]);
    expect(check('x.csv', sample, 10_000)).toMatchObject({ ok: true });
    expect(check('x.csv', sample, sample.length)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a file over the 150 MB limit', () => {
    expect(check('big.pdf', bytes('%PDF-1.7'), maxUploadBytes + 1)).toEqual({ ok: false, reason: 'too-large' });
    expect(check('big.pdf', bytes('%PDF-1.7'), maxUploadBytes)).toMatchObject({ ok: true });
  });

  it('reads the extension after the last dot, ignoring case; a leading dot is no extension', () => {
    expect(extensionOf('a.tar.PDF')).toBe('pdf');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('password-protected and unreadable PDFs (QD §5)', () => {
  const enc = (t: string) => new TextEncoder().encode(t);
  it('a PDF whose trailer names /Encrypt is password-protected', () => {
    expect(
      pdfTailProblem(enc('xref\ntrailer\n<</Size 9/Root 1 0 R/Encrypt 8 0 R/ID[<a><b>]>>\nstartxref\n9\n%%EOF\n')),
    ).toBe('encrypted');
    expect(pdfTailProblem(enc('9 0 obj<</Type/XRef/Encrypt<</Filter/Standard>>>>stream\nendstream\n%%EOF'))).toBe(
      'encrypted',
    );
  });

  it('a PDF without an end-of-file marker is unreadable; a plain one is fine', () => {
    expect(pdfTailProblem(enc('trailer<</Root 1 0 R>>\nstartxref\n'))).toBe('unreadable');
    expect(pdfTailProblem(enc('trailer<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n'))).toBeNull();
    expect(pdfTailProblem(enc('<</Root 1 0 R/EncryptMetadata false>>\n%%EOF'))).toBeNull();
  });
});
